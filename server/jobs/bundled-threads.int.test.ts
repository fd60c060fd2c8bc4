import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build';
import { PROJECT_ROOT } from '../paths';
import { makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { startServerProcess } from '../test/server-process';
import { queueSender, WEEKLY_QUEUE } from './index';

const t = useTestApp();
// Inside the project, as dist/ is, so the bundle finds the project's data files (server/paths.ts).
const outdir = path.join(PROJECT_ROOT, '.data', `test-bundle-${randomBytes(3).toString('hex')}`);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the bundled server (ADR 014)', () => {
  it('runs a weekly recompute on recompute threads of its own bundle, with plain Node', async () => {
    await buildServer(outdir);
    // The thread's bundle carries its modules: nothing in it loads TypeScript at run time.
    expect(readFileSync(path.join(outdir, 'chunk-thread.mjs'), 'utf8')).not.toContain('tsx/esm');

    const athlete = await makeAthleteProfile(t.db);
    const url = process.env.TEST_FILE_DATABASE_URL!;
    const server = await startServerProcess(
      { DATABASE_URL: url, JOBS_ENABLED: 'true', SHUTDOWN_GRACE_MS: '0' },
      path.join(outdir, 'index.mjs') as `${string}.mjs`,
    );
    const boss = queueSender(url);
    try {
      await boss.start();
      const runId = `bundled-${randomBytes(3).toString('hex')}`;
      await boss.send(WEEKLY_QUEUE, { runId });
      await expect
        .poll(
          () =>
            t.db
              .selectFrom('scoreHistory')
              .select('matchCount')
              .where('athleteId', '=', athlete.id)
              .where('runId', '=', runId)
              .executeTakeFirst(),
          { timeout: 30_000, interval: 250 },
        )
        .toEqual({ matchCount: 25 });
    } finally {
      await boss.stop({ graceful: false });
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 60_000);
});
