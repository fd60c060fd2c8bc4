import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { startChunkThreads } from './chunk-threads';

const t = useTestApp();
const url = process.env.TEST_FILE_DATABASE_URL!;
const threads = startChunkThreads(url, 2);
afterAll(() => threads.close());

const historyRuns = (athleteId: string) =>
  t.db
    .selectFrom('scoreHistory')
    .select('runId')
    .where('athleteId', '=', athleteId)
    .execute()
    .then((rows) => rows.map((r) => r.runId));

describe('recompute threads', () => {
  it('recompute chunks on their own connections, several at once', async () => {
    const a = await makeAthleteProfile(t.db);
    const b = await makeAthleteProfile(t.db);
    const c = await makeAthleteProfile(t.db);
    const results = await Promise.all([
      threads.run([a.id], 'thread-run'),
      threads.run([b.id], 'thread-run'),
      threads.run([c.id], 'thread-run'),
    ]);
    expect(results).toEqual([1, 2, 3].map(() => ({ done: 1, skipped: 0, missing: 0, climbed: 0 })));
    for (const athlete of [a, b, c]) expect(await historyRuns(athlete.id)).toEqual(['thread-run']);
    const matches = await t.db
      .selectFrom('matches')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('athleteId', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(Number(matches.n)).toBe(25);
  });

  it("a chunk the database refuses rejects with the database's error, and the threads keep working", async () => {
    const a = await makeAthleteProfile(t.db);
    await sql
      .raw(`
        CREATE FUNCTION refuse_all() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'disk full'; END $$;
        CREATE TRIGGER refuse_all BEFORE INSERT ON matches FOR EACH ROW EXECUTE FUNCTION refuse_all();`)
      .execute(t.db);
    try {
      await expect(threads.run([a.id], 'refused')).rejects.toThrow('disk full');
    } finally {
      await sql.raw('DROP TRIGGER refuse_all ON matches; DROP FUNCTION refuse_all();').execute(t.db);
    }
    expect(await historyRuns(a.id)).toEqual([]);
    expect(await threads.run([a.id], 'refused')).toMatchObject({ done: 1 });
    expect(await historyRuns(a.id)).toEqual(['refused']);
  });

  it('start with work, stop when idle, and start again for the next chunk', async () => {
    const lazy = startChunkThreads(url, 2, { idleMs: 100 });
    try {
      expect(lazy.size()).toBe(0);
      const a = await makeAthleteProfile(t.db);
      expect(await lazy.run([a.id], 'lazy-1')).toMatchObject({ done: 1 });
      expect(lazy.size()).toBe(1);
      await vi.waitFor(() => expect(lazy.size()).toBe(0), { timeout: 10_000 });
      expect(await lazy.run([a.id], 'lazy-2')).toMatchObject({ done: 1 });
      expect(await historyRuns(a.id)).toEqual(expect.arrayContaining(['lazy-1', 'lazy-2']));
      // Warmed ahead of a run, every thread starts, and idles out like any other.
      lazy.warm();
      expect(lazy.size()).toBe(2);
      await vi.waitFor(() => expect(lazy.size()).toBe(0), { timeout: 10_000 });
    } finally {
      await lazy.close();
    }
  });
});
