import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ChunkReply, ChunkRequest } from './chunk-thread-main';
import type { ChunkResult } from './recompute';

/**
 * Threads that recompute chunks, each with its own database connections. Scoring and building a
 * chunk's rows is CPU work: on the main thread it used one core while the instance's second core
 * waited for PostgreSQL, and it held up the requests the instance serves (docs/performance.md).
 * A chunk's write is still one transaction, so a thread that dies mid-chunk leaves the old sets.
 *
 * Threads start when chunks arrive and stop after IDLE_MS without one: a weekly run keeps them
 * busy, and the rest of the week the instance does not carry their memory.
 */
export interface ChunkThreads {
  run(athleteIds: string[], runId: string): Promise<ChunkResult>;
  /** Start every thread now (they load while a run is being queued), idle until chunks come. */
  warm(): void;
  /** Threads alive now (working, idle or stopping). */
  size(): number;
  close(): Promise<void>;
}

export const IDLE_MS = 30_000;
/**
 * The thread's entry, beside this module in both of its forms: run from the sources, this is
 * server/jobs/chunk-thread.mjs, which loads the thread's TypeScript through tsx; run bundled
 * (ADR 014), this module is dist/server/index.mjs and the build put the thread's own bundle beside
 * it, which plain Node runs (a thread through tsx started in about 0.5 s instead of 0.2 s, and two
 * idle ones held about 200 MB instead of 105 MB).
 */
const ENTRY = new URL('./chunk-thread.mjs', import.meta.url);

export function startChunkThreads(url: string, max: number, opts: { idleMs?: number } = {}): ChunkThreads {
  const idleMs = opts.idleMs ?? IDLE_MS;
  const all = new Set<Worker>();
  /** Idle threads, each with the timer that stops it. */
  const idle = new Map<Worker, NodeJS.Timeout>();
  const waiting: ((w: Worker) => void)[] = [];
  const failures = new WeakMap<Worker, Error>();

  const spawn = () => {
    const w = new Worker(ENTRY, { workerData: { url }, resourceLimits: { maxOldGenerationSizeMb: 256 } });
    all.add(w);
    w.on('error', (err) => failures.set(w, err));
    w.once('exit', () => {
      all.delete(w);
      clearTimeout(idle.get(w));
      idle.delete(w);
      // A thread that died or stopped leaves room: a waiting chunk gets a fresh one.
      const next = waiting.shift();
      if (next) next(spawn());
    });
    return w;
  };
  const acquire = () =>
    new Promise<Worker>((resolve) => {
      const [w] = idle.keys();
      if (w) {
        clearTimeout(idle.get(w));
        idle.delete(w);
        resolve(w);
      } else if (all.size < max) resolve(spawn());
      else waiting.push(resolve);
    });
  const release = (w: Worker) => {
    const next = waiting.shift();
    if (next) return next(w);
    idle.set(
      w,
      setTimeout(() => {
        idle.delete(w);
        w.postMessage('close');
      }, idleMs).unref(),
    );
  };

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
    warm() {
      while (all.size < max) release(spawn());
    },
    size: () => all.size,
    async close() {
      for (const timer of idle.values()) clearTimeout(timer);
      idle.clear();
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
