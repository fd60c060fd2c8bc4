import type { KyselyPlugin } from 'kysely';
import { expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/harness';
import { compiledPrograms, PROGRAM_CACHE_CHECK_MS } from './program-cache';

const t = useTestApp();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The test database behind a handle of its own (a cache of its own), counting the statements sent. */
function countingDb() {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: t.db.withPlugin(counter), statements: () => statements };
}

it('after the first load, callers never wait: one background check per second, however many call', async () => {
  const { db, statements } = countingDb();
  const loads = await Promise.all(Array.from({ length: 20 }, () => compiledPrograms(db, 'football')));
  expect(new Set(loads).size).toBe(1);
  expect(statements()).toBe(4); // the fingerprint, the programs, their rosters and stated needs, once for all twenty

  await sleep(PROGRAM_CACHE_CHECK_MS + 20);
  const stale = await Promise.all(Array.from({ length: 50 }, () => compiledPrograms(db, 'football')));
  expect(stale.every((c) => c === loads[0])).toBe(true);
  // The check runs in the background: wait for its read (a busy machine took over 50 ms), then
  // give a reload, which would follow it at once, time to show.
  await vi.waitFor(() => expect(statements()).toBeGreaterThanOrEqual(5), { timeout: 5000 });
  await sleep(200);
  expect(statements()).toBe(5); // one fingerprint read; it had not moved, so no reload
});

it('serves a change to the programs within a second plus one check', async () => {
  const { db } = countingDb();
  const before = await compiledPrograms(db, 'football');
  const program = await t.db
    .selectFrom('collegePrograms')
    .select(['id', 'name'])
    .where('sport', '=', 'football')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const renamed = `${program.name} (renamed)`;
  await t.db
    .updateTable('collegePrograms')
    .set({ name: renamed, updatedAt: new Date(Date.now() + 1000) })
    .where('id', '=', program.id)
    .execute();

  expect(await compiledPrograms(db, 'football')).toBe(before);
  const changedBy = Date.now() + PROGRAM_CACHE_CHECK_MS + 1000;
  let after = before;
  while (after === before && Date.now() < changedBy) {
    await sleep(25);
    after = await compiledPrograms(db, 'football');
  }
  expect(after).not.toBe(before);
  expect(after.programs.map((p) => p.name)).toContain(renamed);
  expect(after.programs.map((p) => p.name)).not.toContain(program.name);
});
