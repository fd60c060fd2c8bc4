import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/db';
import { startServerProcess } from '../../server/test/server-process';
import { buildAll } from '../build';
import { isBuildCurrent } from '../lib/build-stamp.mjs';
import type { Bench } from './types';

/** Milliseconds from spawning `npm start`'s entry to its first healthy answer, then a clean stop. */
async function timeToHealthy(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess(
    { ...env, JOBS_ENABLED: 'true', SHUTDOWN_GRACE_MS: '0' },
    'scripts/start.mjs',
  );
  const ms = performance.now() - started;
  server.child.kill('SIGTERM');
  await server.exited;
  return ms;
}

/** The same for a bare Express process under tsx: the floor of any Node start here. */
async function bareTimeToHealthy(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  while (
    !(await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 20));
  const ms = performance.now() - started;
  child.kill();
  return ms;
}

/**
 * `npm start` with the client already built: once on a fresh embedded database (initdb, migrations,
 * seed), then again on the database that start left (the budget: ≤ 3 s to the first healthy answer).
 */
const bench: Bench = async (ctx) => {
  if (!isBuildCurrent()) {
    ctx.log('building first (sources changed since the last build)');
    await buildAll();
  }
  const dataDir = mkdtempSync(path.resolve('.data', 'startup-'));
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const fresh = await timeToHealthy(env);
    const warm = Math.min(await timeToHealthy(env), await timeToHealthy(env));
    const bare = await bareTimeToHealthy();
    return [
      {
        name: 'npm start to first healthy answer (client built, database exists)',
        value: warm,
        unit: 'ms',
        baseline: { name: 'bare Express process to first answer', value: bare, unit: 'ms' },
        ratio: warm / bare,
        budget: { op: '<=', value: 3000, unit: 'ms' },
        notes: `on a fresh database (initdb, migrations, seed): ${Math.round(fresh)} ms`,
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export default bench;
