import { sql } from 'kysely';
import { compileSport, explain, prepareAthlete, scoreAll, topK } from '../../server/engine';
import { recomputeAll } from '../../server/jobs/recompute';
import { compiledPrograms, positionsForProgramSport } from '../../server/modules/match/program-cache';
import { syntheticAthletes } from './synthetic';
import type { Bench } from './types';

/**
 * Weekly recompute of BENCH_ATHLETES (default 10,000) synthetic athletes against the
 * seeded football programs, in one process with 8 concurrent athletes (each: replace
 * 25 matches, score_history, telemetry in a transaction). Baseline: the same scoring
 * with no database (prepare, score all, explain the top 25).
 */
const bench: Bench = async (ctx) => {
  const { db } = await ctx.database();
  const n = Number(process.env.BENCH_ATHLETES ?? 10_000);
  const athletes = syntheticAthletes(n, 99);
  ctx.log(`inserting ${n} synthetic athletes`);
  for (let start = 0; start < n; start += 1000) {
    const chunk = athletes.slice(start, start + 1000);
    const users = await db
      .insertInto('users')
      .values(chunk.map((_, i) => ({ email: `bench-${start + i}-${Date.now()}@example.test` })))
      .returning('id')
      .execute();
    await db
      .insertInto('athleteProfiles')
      .values(
        chunk.map((a, i) => ({
          userId: users[i]!.id,
          firstName: 'Bench',
          lastName: `Athlete ${start + i}`,
          graduationYear: 2027,
          sport: 'Football',
          position: a.position,
          height: `${Math.floor(a.heightIn! / 12)}'${a.heightIn! % 12}"`,
          weight: a.weightLb!,
          gpa: String(a.gpa),
          satScore: a.satScore,
          actScore: a.actScore,
          bio: 'Synthetic athlete for the recompute bench.',
          location: a.location!,
          metrics: sql`${JSON.stringify(a.metrics)}::text::jsonb`,
          evidence: sql`${JSON.stringify(a.evidence)}::text::jsonb`,
        })) as never,
      )
      .execute();
  }

  const compiled = await compiledPrograms(db, 'football');
  const memCompiled = compileSport('football', compiled.programs, positionsForProgramSport('football'));
  const t0 = performance.now();
  for (const a of athletes) {
    const pa = prepareAthlete(memCompiled, a);
    for (const i of topK(memCompiled, scoreAll(memCompiled, pa), 25)) explain(memCompiled, pa, i);
  }
  const engineSecs = (performance.now() - t0) / 1000;

  const t1 = performance.now();
  const stats = await recomputeAll(db, `bench-${Date.now()}`, { concurrency: 8 });
  const secs = (performance.now() - t1) / 1000;
  return [
    {
      name: `recompute ${n.toLocaleString('en-US')} athletes`,
      value: secs,
      unit: 's',
      baseline: { name: 'same scoring, no database', value: engineSecs, unit: 's' },
      ratio: secs / engineSecs,
      notes: `${stats.done} done, ${stats.failed} failed; ${compiled.n} programs; ${(stats.done / secs).toFixed(0)} athletes/s on one instance`,
    },
  ];
};
export default bench;
