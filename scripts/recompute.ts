import { startJobs } from '../server/jobs';
import { recomputeAll } from '../server/jobs/recompute';
import { createLogger } from '../server/platform/logger';
import { withScriptDatabase } from './lib/script-database';

/**
 * `npm run recompute`: recompute every athlete now, in this process, as one run
 * (matches, readiness, score_history, score-climbed telemetry).
 * `npm run recompute -- --queue`: instead queue the run on pg-boss, for the app
 * instances' workers to share (what the Monday cron does).
 */
await withScriptDatabase(async (handle, env) => {
  const log = createLogger(env.LOG_LEVEL);
  if (process.argv.includes('--queue')) {
    const jobs = await startJobs({ url: handle.url, db: handle.db, env, log });
    const runId = await jobs.triggerRun(`manual-${new Date().toISOString()}`);
    console.log(`queued run ${runId}; app instances with JOBS_ENABLED=true will process it`);
    await jobs.stop();
  } else {
    const runId = `manual-${new Date().toISOString()}`;
    const t0 = performance.now();
    const stats = await recomputeAll(handle.db, runId);
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `run ${runId}: ${stats.done} recomputed, ${stats.skipped} skipped, ${stats.missing} missing, ${stats.failed} failed, ${stats.climbed} climbed, in ${secs.toFixed(1)} s`,
    );
  }
});
