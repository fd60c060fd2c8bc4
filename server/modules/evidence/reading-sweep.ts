import type { AppDeps } from '../../deps';
import * as repo from './evidence.repo';
import { startReading } from './upload.service';

/**
 * A reading still unfinished this long after an instance claimed it was cut short (the instance
 * stopped): longer than a read's timeout plus its wait in the reader's queue.
 */
export const READING_LEASE_MS = 10 * 60_000;
/** After this many instances started it, a file that stops every reader is given up on. */
export const MAX_READING_ATTEMPTS = 3;
export const READING_STOPPED = 'Reading stopped before it finished. Upload the file again';
const SWEEP_EVERY_MS = 60_000;
const PER_SWEEP = 5;

/**
 * Take up the readings a stopped instance left: each is claimed and read again here, and those
 * out of attempts end as failed. Resolves once the claimed readings are saved.
 */
export async function sweepReadings(deps: AppDeps, leaseMs = READING_LEASE_MS): Promise<number> {
  await repo.failAbandonedReadings(deps.db, leaseMs, MAX_READING_ATTEMPTS, READING_STOPPED);
  const claimed = await repo.claimStaleReadings(deps.db, leaseMs, MAX_READING_ATTEMPTS, PER_SWEEP);
  if (claimed.length) deps.log.warn({ files: claimed.map((f) => f.id) }, 'evidence: reading files again');
  await Promise.all(claimed.map(({ sport, ...row }) => startReading(deps, row, sport)));
  return claimed.length;
}

/** The sweep on every instance, once at start and then each minute; `stop` ends it. */
export function startReadingSweep(deps: AppDeps): { stop(): void } {
  const run = () =>
    sweepReadings(deps).catch((err) => deps.log.warn({ err }, 'evidence: reading sweep failed'));
  void run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
