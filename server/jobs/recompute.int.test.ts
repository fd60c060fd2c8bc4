import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { startJobs } from './index';
import { recomputeAll, recomputeChunk, SCORE_CLIMBED_EVENT } from './recompute';

const t = useTestApp();

/** An athlete's stored set: which programs, and what each row says. */
const storedSet = (athleteId: string) =>
  t.db
    .selectFrom('matches')
    .select(['programId', 'fitScore', 'confidence', 'whyBullets', 'gapsBullets', 'breakdown', 'contentHash'])
    .where('athleteId', '=', athleteId)
    .orderBy('programId')
    .execute();

const historyOf = (athleteId: string) =>
  t.db.selectFrom('scoreHistory').selectAll().where('athleteId', '=', athleteId).execute();

describe('weekly recompute', () => {
  it('a chunk stores each athlete’s matches and one score_history row per run; idempotent per run', async () => {
    const a = await makeAthleteProfile(t.db);
    const b = await makeAthleteProfile(t.db);
    const first = await recomputeChunk(t.db, [a.id, b.id], 'run-1');
    expect(first).toEqual({ done: 2, skipped: 0, missing: 0, climbed: 0 });
    expect(await recomputeChunk(t.db, [a.id, b.id], 'run-1')).toEqual({
      done: 0,
      skipped: 2,
      missing: 0,
      climbed: 0,
    });
    const history = await historyOf(a.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ runId: 'run-1', matchCount: 25 });
    expect(await storedSet(a.id)).toHaveLength(25);
    expect(await storedSet(b.id)).toHaveLength(25);
    // The run keeps the list's programs, so the Monday update can name the new ones.
    expect([...(history[0]!.programIds ?? [])].sort()).toEqual(
      (await storedSet(a.id)).map((m) => m.programId),
    );
    // The history's Fit Score is the athlete's best stored match.
    const best = await t.db
      .selectFrom('matches')
      .select((eb) => eb.fn.max('fitScore').as('best'))
      .where('athleteId', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(history[0]!.fitScore).toBe(best.best);
  });

  it('two chunks that overlap, at once: each athlete is written once, with one complete set', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeAthleteProfile(t.db)));
    const results = await Promise.all([
      recomputeChunk(t.db, [a!.id, b!.id], 'overlap'),
      recomputeChunk(t.db, [b!.id, c!.id], 'overlap'),
    ]);
    expect(results.reduce((n, r) => n + r.done, 0)).toBe(3);
    expect(results.reduce((n, r) => n + r.skipped, 0)).toBe(1);
    for (const athlete of [a!, b!, c!]) {
      expect(await historyOf(athlete.id)).toHaveLength(1);
      expect(await storedSet(athlete.id)).toHaveLength(25);
    }
  });

  it('a program that left the list is deleted from the stored set', async () => {
    const a = await makeAthleteProfile(t.db);
    await recomputeChunk(t.db, [a.id], 'leaving-1');
    const listed = (await storedSet(a.id)).map((m) => m.programId);
    const gone = await t.db
      .selectFrom('collegePrograms')
      .select('id')
      .where('sport', '=', 'football')
      .where('id', 'not in', listed)
      .executeTakeFirstOrThrow();
    // A match stored for a program the engine no longer lists (its data moved since).
    await t.db
      .insertInto('matches')
      .values({
        athleteId: a.id,
        programId: gone.id,
        fitScore: 99,
        confidence: 50,
        whyBullets: [],
        gapsBullets: [],
        breakdown: { athletic: 99, rosterNeed: 99, academic: 99, geo: 99, sys: 99 },
      })
      .execute();
    await recomputeChunk(t.db, [a.id], 'leaving-2');
    const after = (await storedSet(a.id)).map((m) => m.programId);
    expect(after).toHaveLength(25);
    expect(after).not.toContain(gone.id);
    expect(after).toEqual(listed);
  });

  it('an athlete deleted after the fan-out is counted missing, not failed', async () => {
    const a = await makeAthleteProfile(t.db);
    const gone = '00000000-0000-4000-8000-000000000001';
    expect(await recomputeChunk(t.db, [a.id, gone], 'run-missing')).toMatchObject({ done: 1, missing: 1 });
  });

  it("records a 'score_climbed' event when the Fit Score rises", async () => {
    const a = await makeAthleteProfile(t.db, { overrides: { metrics: { '40yd': 5.2 }, evidence: {} } });
    await recomputeChunk(t.db, [a.id], 'w1');
    await t.db
      .updateTable('athleteProfiles')
      .set({
        metrics: { '40yd': 4.4, vertical: 38, broad: 128 },
        evidence: { '40yd': 'coach', vertical: 'coach', broad: 'coach' },
      })
      .where('id', '=', a.id)
      .execute();
    expect((await recomputeChunk(t.db, [a.id], 'w2')).climbed).toBe(1);
    const [w1, w2] = [...(await historyOf(a.id))].sort((x, y) => x.runId.localeCompare(y.runId));
    const events = await t.db
      .selectFrom('telemetryEvents')
      .selectAll()
      .where('event', '=', SCORE_CLIMBED_EVENT)
      .execute();
    const mine = events.filter((e) => (e.props as { athleteId?: string }).athleteId === a.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.props).toMatchObject({ from: w1!.fitScore, to: w2!.fitScore });
  });

  it('a failure mid-chunk leaves every athlete of the chunk with the old set, never a mix', async () => {
    const athletes = [
      await makeAthleteProfile(t.db),
      await makeAthleteProfile(t.db),
      await makeAthleteProfile(t.db),
    ];
    const ids = athletes.map((a) => a.id);
    await recomputeChunk(t.db, ids, 'before');
    const before = await Promise.all(ids.map(storedSet));
    // Faster athletes: every set changes, so the next run has rows to write for each of them.
    await t.db
      .updateTable('athleteProfiles')
      .set({ metrics: { '40yd': 4.45, vertical: 36 }, evidence: {} })
      .where('id', 'in', ids)
      .execute();
    // A real failure inside the write: the database refuses the last athlete's rows, after the
    // chunk has already deleted and inserted the others'.
    const victim = [...ids].sort().at(-1)!;
    await sql
      .raw(`
        CREATE FUNCTION refuse_victim() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.athlete_id = '${victim}' THEN RAISE EXCEPTION 'disk full'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER refuse_victim BEFORE INSERT ON matches FOR EACH ROW EXECUTE FUNCTION refuse_victim();`)
      .execute(t.db);
    try {
      await expect(recomputeChunk(t.db, ids, 'after')).rejects.toThrow();
    } finally {
      await sql.raw('DROP TRIGGER refuse_victim ON matches; DROP FUNCTION refuse_victim();').execute(t.db);
    }
    expect(await Promise.all(ids.map(storedSet))).toEqual(before);
    for (const id of ids) expect((await historyOf(id)).map((h) => h.runId)).toEqual(['before']);
    // The retry does the whole chunk, and every set is new.
    expect(await recomputeChunk(t.db, ids, 'after')).toMatchObject({ done: 3 });
    const after = await Promise.all(ids.map(storedSet));
    for (const [i, set] of after.entries()) expect(set).not.toEqual(before[i]);
  });

  it('a run rewrites only the matches whose content changed', async () => {
    const a = await makeAthleteProfile(t.db, { overrides: { metrics: { '40yd': 5.0 }, evidence: {} } });
    // xmin is the transaction that wrote the row version: it moves only when the row is rewritten.
    const versions = async () => {
      const { rows } = await sql<{ programId: string; xmin: string; fitScore: number }>`
        SELECT program_id AS "programId", xmin::text AS xmin, fit_score AS "fitScore"
        FROM matches WHERE athlete_id = ${a.id} ORDER BY program_id`.execute(t.db);
      return rows;
    };
    await recomputeChunk(t.db, [a.id], 'same-1');
    const first = await versions();
    await recomputeChunk(t.db, [a.id], 'same-2');
    expect(await versions()).toEqual(first);

    await t.db
      .updateTable('athleteProfiles')
      .set({ metrics: { '40yd': 4.5 } })
      .where('id', '=', a.id)
      .execute();
    await recomputeChunk(t.db, [a.id], 'same-3');
    const after = await versions();
    expect(after).toHaveLength(25);
    const before = new Map(first.map((r) => [r.programId, r]));
    const rewritten = after.filter((r) => before.get(r.programId)?.xmin !== r.xmin);
    expect(rewritten.length).toBeGreaterThan(0);
    // Every kept program whose score moved was rewritten; nothing stale survives.
    for (const r of after) {
      const old = before.get(r.programId);
      if (old && old.fitScore !== r.fitScore) expect(r.xmin).not.toBe(old.xmin);
    }
    // What the run kept is what a full rewrite writes: clear the stored hashes (as rows from
    // before they existed have none), and every row is rewritten, to the same content.
    const kept = await storedSet(a.id);
    await t.db.updateTable('matches').set({ contentHash: null }).where('athleteId', '=', a.id).execute();
    await recomputeChunk(t.db, [a.id], 'same-4');
    const full = await versions();
    expect(full.every((r, i) => r.xmin !== after[i]!.xmin)).toBe(true);
    expect(await storedSet(a.id)).toEqual(kept);
    expect(kept.every((r) => r.contentHash !== null)).toBe(true);
  });

  it('recomputeAll covers every athlete once, in chunks', async () => {
    await makeAthleteProfile(t.db);
    const stats = await recomputeAll(t.db, 'all-1', { chunkSize: 2 });
    const n = await t.db
      .selectFrom('athleteProfiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(stats.done).toBe(Number(n.n));
    expect(stats.failed).toBe(0);
    const rows = await t.db
      .selectFrom('scoreHistory')
      .select('athleteId')
      .where('runId', '=', 'all-1')
      .execute();
    expect(new Set(rows.map((r) => r.athleteId)).size).toBe(Number(n.n));
  });

  it('pg-boss: a chunk worker takes the next chunk at once, not at its next poll', async () => {
    for (let i = 0; i < 12; i++) await makeAthleteProfile(t.db);
    const url = process.env.TEST_FILE_DATABASE_URL!;
    // Workers that waited for their next poll after each chunk would take 12 chunks × 60 s / 2
    // workers: the run could not end within one polling interval. Taking the next chunk at once,
    // it ends in seconds, however loaded the machine; no timing is measured.
    const pollSeconds = 60;
    const jobs = await startJobs({
      url,
      db: t.db,
      env: t.deps.env,
      log: t.deps.log,
      chunkSize: 1,
      chunkPollSeconds: pollSeconds,
    });
    try {
      const runId = await jobs.triggerRun('eager-run');
      const athletes = await t.db.selectFrom('athleteProfiles').select('id').execute();
      const deadline = Date.now() + (pollSeconds - 5) * 1000;
      let scored = 0;
      while (Date.now() < deadline && scored < athletes.length) {
        await new Promise((r) => setTimeout(r, 100));
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM score_history WHERE run_id = ${runId}`.execute(t.db);
        scored = rows[0]!.n;
      }
      expect(scored).toBe(athletes.length);
      const { rows: chunkJobs } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'recompute-chunk' AND data->>'runId' = ${runId}`.execute(
        t.db,
      );
      expect(chunkJobs[0]!.n).toBeGreaterThanOrEqual(athletes.length);
    } finally {
      await jobs.stop();
    }
  }, 90_000);

  it('pg-boss: a triggered run fans out chunk jobs that workers complete', async () => {
    const a = await makeAthleteProfile(t.db);
    const url = process.env.TEST_FILE_DATABASE_URL!;
    const jobs = await startJobs({ url, db: t.db, env: t.deps.env, log: t.deps.log });
    try {
      const runId = await jobs.triggerRun('boss-run');
      // A bound, not a check: alone this took 15 s (the workers' polls); at a load of 7 it passed 20 s.
      const deadline = Date.now() + 60_000;
      let row: unknown;
      while (Date.now() < deadline) {
        row = await t.db
          .selectFrom('scoreHistory')
          .select('id')
          .where('athleteId', '=', a.id)
          .where('runId', '=', runId)
          .executeTakeFirst();
        if (row) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(row).toBeDefined();
    } finally {
      await jobs.stop();
    }
  }, 90_000);
});
