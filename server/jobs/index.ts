import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DB } from '../platform/db';
import type { Env } from '../platform/env';
import { logBossError } from './boss-errors';
import { startChunkThreads } from './chunk-threads';
import { athleteIdChunks, weeklyRunId } from './recompute';
import { refreshRunStatistics } from './recompute.repo';

export const WEEKLY_QUEUE = 'recompute-weekly';
export const CHUNK_QUEUE = 'recompute-chunk';
export const PGBOSS_SCHEMA = 'pgboss';
/**
 * Each instance recomputes on one thread. A second thread made a weekly run about a tenth faster
 * on two cores, where PostgreSQL and the main thread share the second core, and held the instance
 * above its 400 MB (docs/performance.md).
 */
const CHUNK_THREADS = 1;
/** Chunk jobs each instance holds at once: one on its thread and the next one ready for it. */
const CHUNKS_IN_HAND = 2;
const MAX_ATTEMPTS = 3;

interface ChunkJob {
  athleteIds: string[];
  runId: string;
  attempt?: number;
}

/**
 * A pg-boss client that only sends jobs, for a process outside the app that queues a run (a test,
 * a bench): it neither supervises the queues nor runs the schedule, which the instances do.
 */
export function queueSender(url: string): PgBoss {
  return new PgBoss({ connectionString: url, schema: PGBOSS_SCHEMA, supervise: false, schedule: false });
}

export interface Jobs {
  boss: PgBoss;
  /** Queue a full run now (what the cron does), e.g. from an admin action. */
  triggerRun(runId?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Weekly recompute on pg-boss (its own schema `pgboss` in the app database).
 * - The cron (RECOMPUTE_CRON in RECOMPUTE_TZ, default Monday 6AM New York) is a
 *   pg-boss schedule: every instance may run this, and pg-boss creates one job per
 *   cron slot across all of them.
 * - That job only fans out: one job per chunk of athletes (CHUNK_SIZE), deduplicated by a
 *   singleton key (run, first athlete), so the work spreads over every instance's workers.
 * - A chunk job writes in one transaction and is idempotent per athlete and run (the
 *   score_history unique key), so a redelivered job or a retry never writes an athlete twice.
 */
export async function startJobs(opts: {
  url: string;
  db: DB;
  env: Env;
  log: Logger;
  /** Athletes per chunk job (CHUNK_SIZE unless a test wants many small chunks). */
  chunkSize?: number;
  /** How often an idle chunk worker polls (0.5 s unless a test shows that workers do not wait for it). */
  chunkPollSeconds?: number;
  /** After a chunk is written, e.g. the Monday update email (server/modules/mail/weekly-update.ts). */
  afterChunk?: (athleteIds: string[], runId: string) => Promise<unknown>;
}): Promise<Jobs> {
  const { db, env, log } = opts;
  const boss = new PgBoss({
    connectionString: opts.url,
    schema: PGBOSS_SCHEMA,
    application_name: 'fitscout-jobs',
    max: 4,
  });
  boss.on('error', (err) => logBossError(log, err));
  await boss.start();
  await boss.createQueue(WEEKLY_QUEUE);
  await boss.createQueue(CHUNK_QUEUE);

  const threads = startChunkThreads(opts.url, CHUNK_THREADS);
  const chunkWorkers: string[] = [];
  const fanOut = async (runId: string) => {
    threads.warm();
    await refreshRunStatistics(db);
    let chunks = 0;
    let athletes = 0;
    const batch: { name: string; data: ChunkJob; singletonKey: string }[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await boss.insert(batch.splice(0));
      // This instance's workers start now; the others find the jobs at their next poll.
      for (const id of chunkWorkers) boss.notifyWorker(id);
    };
    for await (const athleteIds of athleteIdChunks(db, opts.chunkSize)) {
      batch.push({
        name: CHUNK_QUEUE,
        data: { athleteIds, runId },
        singletonKey: `${runId}:${athleteIds[0]}`,
      });
      chunks++;
      athletes += athleteIds.length;
      if (batch.length >= 40) await flush();
    }
    await flush();
    log.info({ runId, chunks, athletes }, 'recompute: chunk jobs queued');
  };

  // Polled as often as the chunks: a run queued from another process starts within half a second.
  await boss.work<{ runId?: string }>(WEEKLY_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    await fanOut(job.data?.runId ?? weeklyRunId(new Date()));
  });

  const workChunk = async ([job]: PgBoss.Job<ChunkJob>[]) => {
    if (!job) return;
    const { athleteIds, runId } = job.data;
    try {
      await threads.run(athleteIds, runId);
      // The scores are stored; an email that fails to queue must not fail the chunk.
      await opts.afterChunk?.(athleteIds, runId).catch((err) => {
        log.warn({ err, runId }, 'recompute: after-chunk step failed');
      });
    } catch (err) {
      // The chunk rolled back as a whole. Retry it as single athletes, so one athlete whose
      // data breaks the write cannot hold back the rest of the chunk.
      const attempt = (job.data.attempt ?? 1) + 1;
      log.warn({ err, runId, athletes: athleteIds.length, attempt }, 'recompute: chunk failed');
      if (attempt > MAX_ATTEMPTS) return;
      await boss.insert(
        athleteIds.map((id) => ({
          name: CHUNK_QUEUE,
          data: { athleteIds: [id], runId, attempt } satisfies ChunkJob,
          startAfter: new Date(Date.now() + 30_000 * attempt),
        })),
      );
    } finally {
      // Look for the next chunk at once. pg-boss waits out the rest of its polling interval after
      // a job unless its worker was notified, so a 0.35 s chunk left its thread idle for 0.15 s
      // of every 0.5 s, and a run went no faster than two chunks per half second per instance.
      for (const id of chunkWorkers) boss.notifyWorker(id);
    }
  };
  for (let i = 0; i < CHUNKS_IN_HAND; i++)
    chunkWorkers.push(
      await boss.work<ChunkJob>(
        CHUNK_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: opts.chunkPollSeconds ?? 0.5 },
        workChunk,
      ),
    );
  await boss.schedule(WEEKLY_QUEUE, env.RECOMPUTE_CRON, {}, { tz: env.RECOMPUTE_TZ });
  log.info(`recompute scheduled: "${env.RECOMPUTE_CRON}" (${env.RECOMPUTE_TZ})`);

  return {
    boss,
    async triggerRun(runId = weeklyRunId(new Date())) {
      await boss.send(WEEKLY_QUEUE, { runId });
      return runId;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      await threads.close();
    },
  };
}
