import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../data/files';
import { forgetReferenceSeed, seedFingerprint } from '../../db/seed';
import { buildServer } from '../../scripts/build';
import { buildInputsHash } from '../../scripts/lib/build-stamp.mjs';
import { makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { startServerProcess } from '../test/server-process';
import { queueSender, WEEKLY_QUEUE } from './index';

const t = useTestApp();
// Inside the project, as dist/ is, so the bundle finds the project's data files (data/files.ts).
const outdir = path.join(PROJECT_ROOT, '.data', `test-bundle-${randomBytes(3).toString('hex')}`);
const bundle = path.join(outdir, 'index.mjs') as `${string}.mjs`;
// The hash of these sources, as `npm run build` gives it: the test template holds the seed of this
// build (server/test/global-setup.ts), so the first start finds it done, as a restart would.
const BUILD_INPUTS = buildInputsHash();
beforeAll(() => buildServer(outdir, BUILD_INPUTS), 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the bundled server (ADR 014)', () => {
  it('runs a weekly recompute on recompute threads of its own bundle, with plain Node', async () => {
    // The thread's bundle carries its modules: nothing in it loads TypeScript at run time.
    expect(readFileSync(path.join(outdir, 'chunk-thread.mjs'), 'utf8')).not.toContain('tsx/esm');

    const athlete = await makeAthleteProfile(t.db);
    const url = process.env.TEST_FILE_DATABASE_URL!;
    const server = await startServerProcess(
      { DATABASE_URL: url, JOBS_ENABLED: 'true', SHUTDOWN_GRACE_MS: '0' },
      bundle,
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

  it('seeds the reference data once per build and data: a second start skips it', async () => {
    const startAndStop = async () => {
      const server = await startServerProcess(
        { DATABASE_URL: process.env.TEST_FILE_DATABASE_URL!, SHUTDOWN_GRACE_MS: '0' },
        bundle,
      );
      server.child.kill('SIGTERM');
      await server.exited;
    };
    const texas = t.db
      .updateTable('collegePrograms')
      .where('sport', '=', 'football')
      .where('name', '=', 'University of Texas at Austin');
    const texasConference = async () =>
      (
        await t.db
          .selectFrom('collegePrograms')
          .select('conference')
          .where('sport', '=', 'football')
          .where('name', '=', 'University of Texas at Austin')
          .executeTakeFirstOrThrow()
      ).conference;

    // The test above started this bundle already: forgotten, as if another build had seeded last.
    await forgetReferenceSeed(t.db);
    await texas.set({ conference: 'Sun Belt' }).execute();
    await startAndStop();
    expect(await texasConference()).toBe('SEC');
    const stored = await t.db
      .selectFrom('referenceSeed')
      .select('fingerprint')
      .where('name', '=', 'reference')
      .executeTakeFirstOrThrow();
    expect(stored.fingerprint).toBe(seedFingerprint(BUILD_INPUTS));

    await texas.set({ conference: 'Sun Belt' }).execute();
    await startAndStop();
    expect(await texasConference()).toBe('Sun Belt');
  }, 60_000);
});
