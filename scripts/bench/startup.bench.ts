import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { residentMb, startServerProcess } from '../../server/test/server-process';
import { buildAll } from '../build';
import { BUILD_STAMP, isBuildCurrent } from '../lib/build-stamp.mjs';
import { startBare } from './open-loop';
import type { Bench } from './types';

/**
 * Milliseconds from spawning `npm start`'s entry to its first healthy answer, and the server's
 * resident memory then; then a clean stop.
 */
async function startOnce(env: Record<string, string>): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const server = await startServerProcess(
    { ...env, JOBS_ENABLED: 'true', SHUTDOWN_GRACE_MS: '0' },
    'scripts/start.mjs',
  );
  const ms = performance.now() - started;
  const rssMb = residentMb(server.child.pid!);
  server.child.kill('SIGTERM');
  await server.exited;
  return { ms, rssMb };
}

/** The same for a bare Express process under tsx: the floor of any Node start here. */
async function bareTimeToHealthy(): Promise<number> {
  const started = performance.now();
  const bare = await startBare();
  const ms = performance.now() - started;
  bare.child.kill();
  return ms;
}

/**
 * `npm start` with the client already built: once on a fresh embedded database (initdb, migrations,
 * seed; issue 47's goal ≤ 15 s), then again on the database that start left (≤ 3 s).
 */
const bench: Bench = async (ctx) => {
  if (!isBuildCurrent()) {
    ctx.log('building first (sources changed since the last build)');
    await buildAll();
  }
  const dataDir = mkdtempSync(path.resolve('.data', 'startup-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const fresh = (await startOnce(env)).ms;
    const warmRuns = [await startOnce(env), await startOnce(env)];
    // Production warms up before /healthz says ready (every sport compiled, the pool open, the PDF
    // renderer's pages booted): that start has the same budget.
    const production = await startOnce({ ...env, NODE_ENV: 'production' });
    const warm = Math.min(...warmRuns.map((r) => r.ms));
    const warmRss = Math.max(...warmRuns.map((r) => r.rssMb));
    // Without the stamp the sources count as changed, so start builds first (and stamps again).
    rmSync(BUILD_STAMP, { force: true });
    const built = await startOnce(env);
    const bare = await bareTimeToHealthy();
    return [
      {
        name: 'npm start to first healthy answer (client built, database exists)',
        value: warm,
        unit: 'ms',
        baseline: { name: 'bare Express process to first answer', value: bare, unit: 'ms' },
        ratio: warm / bare,
        budget: { op: '<=', value: 3000, unit: 'ms' },
      },
      {
        name: 'npm start to first healthy answer on a fresh data directory (initdb, migrations, seed)',
        value: fresh,
        unit: 'ms',
        baseline: { name: 'the same start, database existing', value: warm, unit: 'ms' },
        ratio: fresh / warm,
        budget: { op: '<=', value: 15_000, unit: 'ms' },
      },
      {
        name: 'a production start to first healthy answer, warmed up (database exists)',
        value: production.ms,
        unit: 'ms',
        baseline: { name: 'the same start in development, not warmed up', value: warm, unit: 'ms' },
        ratio: production.ms / warm,
        // No budget of its own: the 3 s is `npm start`'s; a balancer sends this instance nothing
        // until it is ready, and the cold bench checks what its first visitors then meet.
        notes: `RSS once healthy ${Math.round(production.rssMb)} MB (development: ${Math.round(warmRss)} MB)`,
      },
      {
        name: 'npm start after a source change: server RSS once healthy',
        value: built.rssMb,
        unit: 'MB',
        baseline: { name: 'the same with a current build', value: warmRss, unit: 'MB' },
        ratio: built.rssMb / warmRss,
        budget: { op: '<=', value: 400, unit: 'MB' },
        notes: `the build first took it to its first healthy answer in ${Math.round(built.ms)} ms`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export default bench;
