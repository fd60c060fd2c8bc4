import type { AppDeps } from '../../deps';
import { evidenceConfig, storageFor } from './config';
import { createSheetReader, type SheetReader } from './reader';
import type { FileStorage } from './storage';

export interface EvidenceRuntime {
  storage: FileStorage;
  reader: SheetReader;
  /** Readings in flight, so a test or a shutdown can wait for them. */
  pending: Set<Promise<void>>;
}

const runtimes = new WeakMap<AppDeps, EvidenceRuntime>();

/** The instance's storage and sheet reader, built on first use from its settings. */
export function evidenceRuntime(deps: AppDeps): EvidenceRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const cfg = evidenceConfig(deps.env);
    runtime = {
      storage: storageFor(deps.env, cfg),
      reader: createSheetReader({
        concurrency: cfg.EVIDENCE_READ_CONCURRENCY,
        timeoutMs: cfg.EVIDENCE_READ_TIMEOUT_MS,
      }),
      pending: new Set(),
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** Wait for the readings in flight, then stop the reader's threads. */
export async function closeEvidenceRuntime(deps: AppDeps): Promise<void> {
  const runtime = runtimes.get(deps);
  if (!runtime) return;
  await Promise.allSettled([...runtime.pending]);
  await runtime.reader.close();
  runtimes.delete(deps);
}
