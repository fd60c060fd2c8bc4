import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ChunkReply, ChunkRequest } from './chunk-thread-main';
import type { ChunkResult } from './recompute';

/**
 * Threads that recompute chunks, each with its own database connections. Scoring and building a
 * chunk's rows is CPU work: on the main thread it used one core while the instance's second core
 * waited for PostgreSQL, and it held up the requests the instance serves (docs/performance.md).
 * A chunk's write is still one transaction, so a thread that dies mid-chunk leaves the old sets.
 */
export interface ChunkThreads {
  run(athleteIds: string[], runId: string): Promise<ChunkResult>;
  close(): Promise<void>;
}

const ENTRY = new URL('./chunk-thread.mjs', import.meta.url);

export function startChunkThreads(url: string, size: number): ChunkThreads {
  const spawn = () =>
    new Worker(ENTRY, { workerData: { url }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
  const idle: Worker[] = Array.from({ length: size }, spawn);
  const waiting: ((w: Worker) => void)[] = [];
  const all = new Set(idle);

  const release = (w: Worker) => {
    const next = waiting.shift();
    if (next) next(w);
    else idle.push(w);
  };
  const acquire = () =>
    new Promise<Worker>((resolve) => {
      const w = idle.pop();
      if (w) resolve(w);
      else waiting.push(resolve);
    });

  /** One request on one thread; a thread that fails or exits is replaced by a fresh one. */
  const call = (w: Worker, req: ChunkRequest) =>
    new Promise<ChunkResult>((resolve, reject) => {
      const settle = (broken: boolean, fn: () => void) => {
        w.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (broken) {
          all.delete(w);
          void w.terminate();
          const fresh = spawn();
          all.add(fresh);
          release(fresh);
        } else release(w);
        fn();
      };
      const onMessage = (reply: ChunkReply) =>
        settle(false, () => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply.result)));
      const onError = (err: Error) => settle(true, () => reject(err));
      const onExit = (code: number) =>
        settle(true, () => reject(new Error(`recompute thread exited with code ${code}`)));
      w.on('message', onMessage).on('error', onError).on('exit', onExit);
      w.postMessage(req);
    });

  return {
    async run(athleteIds, runId) {
      return call(await acquire(), { athleteIds, runId });
    },
    async close() {
      await Promise.all(
        [...all].map(async (w) => {
          w.postMessage('close');
          await once(w, 'exit');
        }),
      );
    },
  };
}
