import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DB } from '../db';
import type { Env } from '../env';
import { athleteIdPages, recomputeAthlete, weeklyRunId } from './recompute';

export const WEEKLY_QUEUE = 'recompute-weekly';
export const ATHLETE_QUEUE = 'recompute-athlete';
export const PGBOSS_SCHEMA = 'pgboss';
const MAX_ATTEMPTS = 3;

interface AthleteJob {
  athleteId: string;
  runId: string;
  attempt?: number;
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
 * - That job only fans out: one small job per athlete, deduplicated by a singleton
 *   key (run, athlete), so the work spreads over every instance's workers.
 * - Each athlete job is idempotent per run (score_history unique key).
 */
export async function startJobs(opts: { url: string; db: DB; env: Env; log: Logger }): Promise<Jobs> {
  const { db, env, log } = opts;
  const boss = new PgBoss({
    connectionString: opts.url,
    schema: PGBOSS_SCHEMA,
    application_name: 'fitscout-jobs',
    max: 4,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(WEEKLY_QUEUE);
  await boss.createQueue(ATHLETE_QUEUE);

  const fanOut = async (runId: string) => {
    let queued = 0;
    for await (const ids of athleteIdPages(db)) {
      await boss.insert(
        ids.map((athleteId) => ({
          name: ATHLETE_QUEUE,
          data: { athleteId, runId } satisfies AthleteJob,
          singletonKey: `${runId}:${athleteId}`,
        })),
      );
      queued += ids.length;
    }
    log.info({ runId, queued }, 'recompute: athlete jobs queued');
    return queued;
  };

  await boss.work<{ runId?: string }>(WEEKLY_QUEUE, async ([job]) => {
    if (!job) return;
    await fanOut(job.data?.runId ?? weeklyRunId(new Date()));
  });

  await boss.work<AthleteJob>(ATHLETE_QUEUE, { batchSize: 10 }, async (jobs) => {
    // pg-boss completes or fails a batch as a whole, so a failing athlete is re-queued
    // on its own (with a delay) instead of failing its nine neighbours.
    for (const job of jobs) {
      try {
        await recomputeAthlete(db, job.data.athleteId, job.data.runId);
      } catch (err) {
        const attempt = (job.data.attempt ?? 1) + 1;
        log.warn({ err, athleteId: job.data.athleteId, attempt }, 'recompute: athlete failed');
        if (attempt <= MAX_ATTEMPTS)
          await boss.send(ATHLETE_QUEUE, { ...job.data, attempt }, { startAfter: 60 * attempt });
      }
    }
  });

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
    },
  };
}
