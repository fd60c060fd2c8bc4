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
  let closing = false;
  const all = new Set<Worker>();
  const idle: Worker[] = [];
  const waiting: ((w: Worker) => void)[] = [];
  const failures = new WeakMap<Worker, Error>();

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

  /** A thread that dies (an error it did not catch, its heap limit) is replaced by a fresh one. */
  const spawn = () => {
    const w = new Worker(ENTRY, { workerData: { url }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    all.add(w);
    w.on('error', (err) => failures.set(w, err));
    w.once('exit', () => {
      all.delete(w);
      const at = idle.indexOf(w);
      if (at >= 0) idle.splice(at, 1);
      if (!closing) release(spawn());
    });
    return w;
  };
  for (let i = 0; i < size; i++) release(spawn());

  /** One chunk on one thread. If the thread dies, the chunk's transaction never committed. */
  const call = (w: Worker, req: ChunkRequest) =>
    new Promise<ChunkResult>((resolve, reject) => {
      const onMessage = (reply: ChunkReply) => {
        w.off('exit', onExit);
        release(w);
        if ('error' in reply) reject(new Error(reply.error));
        else resolve(reply.result);
      };
      const onExit = (code: number) => {
        w.off('message', onMessage);
        reject(failures.get(w) ?? new Error(`recompute thread exited with code ${code}`));
      };
      w.once('message', onMessage).once('exit', onExit);
      w.postMessage(req);
    });

  return {
    async run(athleteIds, runId) {
      return call(await acquire(), { athleteIds, runId });
    },
    async close() {
      closing = true;
      await Promise.all(
        [...all].map(async (w) => {
          const exited = once(w, 'exit');
          w.postMessage('close');
          await exited;
        }),
      );
    },
  };
}
