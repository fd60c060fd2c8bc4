import { describe, expect, it } from 'vitest';
import { makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { startJobs } from './index';
import { recomputeAll, recomputeAthlete, SCORE_CLIMBED_EVENT } from './recompute';

const t = useTestApp();

describe('weekly recompute', () => {
  it('stores matches and one score_history row per athlete per run; idempotent per run', async () => {
    const a = await makeAthleteProfile(t.db);
    const first = await recomputeAthlete(t.db, a.id, 'run-1');
    expect(first.status).toBe('done');
    expect(await recomputeAthlete(t.db, a.id, 'run-1')).toEqual({ athleteId: a.id, status: 'skipped' });
    const history = await t.db.selectFrom('scoreHistory').selectAll().where('athleteId', '=', a.id).execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ runId: 'run-1', matchCount: 25, fitScore: first.fitScore });
    const matches = await t.db.selectFrom('matches').select('id').where('athleteId', '=', a.id).execute();
    expect(matches).toHaveLength(25);
  });

  it("records a 'score_climbed' event when the Fit Score rises", async () => {
    const a = await makeAthleteProfile(t.db, { overrides: { metrics: { '40yd': 5.2 }, evidence: {} } });
    await recomputeAthlete(t.db, a.id, 'w1');
    await t.db
      .updateTable('athleteProfiles')
      .set({
        metrics: { '40yd': 4.4, vertical: 38, broad: 128 },
        evidence: { '40yd': 'coach', vertical: 'coach', broad: 'coach' },
      })
      .where('id', '=', a.id)
      .execute();
    const r = await recomputeAthlete(t.db, a.id, 'w2');
    expect(r.climbed).toBe(true);
    const events = await t.db
      .selectFrom('telemetryEvents')
      .selectAll()
      .where('event', '=', SCORE_CLIMBED_EVENT)
      .execute();
    const mine = events.filter((e) => (e.props as { athleteId?: string }).athleteId === a.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.props).toMatchObject({ from: r.previousFit, to: r.fitScore });
  });

  it('recomputeAll covers every athlete', async () => {
    await makeAthleteProfile(t.db);
    const stats = await recomputeAll(t.db, 'all-1');
    const n = await t.db
      .selectFrom('athleteProfiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(stats.done).toBe(Number(n.n));
    expect(stats.failed).toBe(0);
  });

  it('pg-boss: a triggered run fans out per-athlete jobs that workers complete', async () => {
    const a = await makeAthleteProfile(t.db);
    const url = process.env.TEST_FILE_DATABASE_URL!;
    const jobs = await startJobs({ url, db: t.db, env: t.deps.env, log: t.deps.log });
    try {
      const runId = await jobs.triggerRun('boss-run');
      const deadline = Date.now() + 20_000;
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
  });
});
