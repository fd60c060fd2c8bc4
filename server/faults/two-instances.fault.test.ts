import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { FULL_SEED_BOUND_MS } from '../../db/test/bounds';
import { buildInputsHash } from '../../scripts/lib/build-stamp.mjs';
import { connect, migrateUnderLock } from '../platform/db';
import { loadEnv } from '../platform/env';
import { createLogger } from '../platform/logger';
import { DRILL_ROSTERS, withDatabase } from '../test/test-databases';

// Vouched for as a bundle of these sources is (server/test/vouched-build.ts): the instance that
// seeds second finds the first one's seed done, as two bundled instances of one build do.
process.env.TEST_BUILD_INPUTS = buildInputsHash();
await import('../test/vouched-build');
const { prepareInstance } = await import('../startup');

const { adminUrl } = inject('testDb');
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const created: string[] = [];
afterAll(async () => {
  for (const name of created) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
});

/** What `npm start` does against DATABASE_URL, up to listening: migrate, seed, start the job queue. */
async function startInstance(url: string) {
  const { db, sql } = connect(url, 4);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_ENABLED: 'true', DATABASE_URL: url });
  try {
    await migrateUnderLock(db, sql);
    // One sport's rosters: the lock and the fingerprint are what is tested, not the size of the data.
    const jobs = await prepareInstance({
      db,
      sql,
      url,
      env,
      log: createLogger('silent'),
      rosters: DRILL_ROSTERS,
    });
    await jobs?.stop();
    return jobs !== null;
  } finally {
    await db.destroy();
  }
}

describe('two instances starting together on an empty database', () => {
  it(
    'both come up, three times over',
    async () => {
      for (let trial = 0; trial < 3; trial++) {
        const name = `fitscout_startup_${randomBytes(3).toString('hex')}`;
        created.push(name);
        await admin.unsafe(`CREATE DATABASE "${name}"`);
        const url = withDatabase(adminUrl, name);
        const results = await Promise.allSettled([startInstance(url), startInstance(url)]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual([
          'started',
          'started',
        ]);
      }
    },
    3 * FULL_SEED_BOUND_MS,
  ); // three rounds, each migrating and seeding an empty database
});
