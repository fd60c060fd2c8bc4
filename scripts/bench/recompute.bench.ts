import { cpus } from 'node:os';
import { sql } from 'kysely';
import { compileSport, rankPrograms } from '../../server/engine';
import { queueSender, WEEKLY_QUEUE } from '../../server/jobs';
import { recomputeAll } from '../../server/jobs/recompute';
import { compiledPrograms, positionsForProgramSport } from '../../server/modules/match/program-cache';
import type { DB } from '../../server/platform/db';
import { residentMb, type ServerProcess } from '../../server/test/server-process';
import { startBenchServer } from './db';
import { syntheticAthletes } from './synthetic';
import type { Bench } from './types';

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 10_000);

async function insertAthletes(db: DB, athletes: ReturnType<typeof syntheticAthletes>) {
  const stamp = Date.now();
  for (let start = 0; start < athletes.length; start += 2000) {
    const chunk = athletes.slice(start, start + 2000);
    const users = await db
      .insertInto('users')
      .values(chunk.map((_, i) => ({ email: `bench-${start + i}-${stamp}@example.test` })))
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
          heightIn: Math.round(a.heightIn!),
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
}

/** The machine's CPU time so far, summed over its cores: busy (not idle) and in all, in ms. */
function machineCpuMs() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const total = times.user + times.nice + times.sys + times.irq + times.idle;
    busy += total - times.idle;
    all += total;
  }
  return { busy, all };
}

/**
 * Seconds from queueing a run to every athlete's history row, with `instances` app processes
 * working it (each as `npm start` runs it: the bundled server and its bundled threads), and the
 * largest resident memory any of them reached meanwhile, and how many of the machine's cores were
 * busy on average (the instances, PostgreSQL and anything else running).
 */
async function runOnInstances(
  db: DB,
  url: string,
  instances: number,
  runId: string,
): Promise<{ secs: number; peakRssMb: number; warmRssMb: number; coresBusy: number }> {
  const servers: ServerProcess[] = [];
  const stderr = new Map<ServerProcess, string>();
  const boss = queueSender(url);
  try {
    for (let i = 0; i < instances; i++) {
      const s = await startBenchServer(url, {
        JOBS_ENABLED: 'true',
        SHUTDOWN_GRACE_MS: '0',
        LOG_LEVEL: 'warn',
      });
      // The tail of what it says, for the error if it stops mid-run (the run would never end).
      s.child.stderr?.on('data', (chunk) =>
        stderr.set(s, ((stderr.get(s) ?? '') + String(chunk)).slice(-4000)),
      );
      servers.push(s);
    }
    await boss.start();
    const warmRssMb = Math.max(...servers.map((s) => residentMb(s.child.pid!)));
    const started = performance.now();
    const cpuBefore = machineCpuMs();
    await boss.send(WEEKLY_QUEUE, { runId });
    let peakRssMb = 0;
    for (;;) {
      for (const s of servers) {
        if (s.child.exitCode !== null || s.child.signalCode !== null)
          throw new Error(
            `an instance stopped mid-run (${s.child.exitCode ?? s.child.signalCode}):\n${stderr.get(s) ?? ''}`,
          );
        peakRssMb = Math.max(peakRssMb, residentMb(s.child.pid!));
      }
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM score_history WHERE run_id = ${runId}`.execute(db);
      if ((rows[0]?.n ?? 0) >= ATHLETES) {
        const cpu = machineCpuMs();
        const coresBusy = (cpus().length * (cpu.busy - cpuBefore.busy)) / (cpu.all - cpuBefore.all);
        return { secs: (performance.now() - started) / 1000, peakRssMb, warmRssMb, coresBusy };
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await boss.stop({ graceful: false });
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
  }
}

/** Every athlete written once for the run, with a full set of 25 matches. */
async function assertExactlyOnce(db: DB, runId: string) {
  const { rows } = await sql<{ rows: number; athletes: number; matches: number }>`
    SELECT (SELECT count(*)::int FROM score_history WHERE run_id = ${runId}) AS rows,
           (SELECT count(DISTINCT athlete_id)::int FROM score_history WHERE run_id = ${runId}) AS athletes,
           (SELECT count(*)::int FROM matches) AS matches`.execute(db);
  const r = rows[0]!;
  if (r.rows !== ATHLETES || r.athletes !== ATHLETES || r.matches !== ATHLETES * 25)
    throw new Error(`run ${runId}: ${r.rows} history rows for ${r.athletes} athletes, ${r.matches} matches`);
}

/**
 * The weekly recompute of BENCH_ATHLETES (default 10,000; the full figure is 100,000) synthetic
 * football athletes: 25 matches each and a score_history row, written a chunk per transaction.
 * 1. In this process (the first run: nothing to replace yet), against the same scoring without
 *    a database.
 * 2. A weekly run through pg-boss on one app instance, with the instance's peak resident memory,
 *    then on two (each replacing every set), each instance as `npm start` runs it.
 */
const bench: Bench = async (ctx) => {
  const { db, url } = await ctx.database();
  // The database is shared by the benches: profiles others left (mixed load, PDF) are not part of
  // this run's exactly-once count, so they go first (their matches and history cascade).
  await db.deleteFrom('athleteProfiles').execute();
  const athletes = syntheticAthletes(ATHLETES, 99);
  ctx.log(`inserting ${ATHLETES.toLocaleString('en-US')} synthetic athletes`);
  await insertAthletes(db, athletes);

  const compiled = await compiledPrograms(db, 'football');
  const memCompiled = compileSport('football', compiled.programs, positionsForProgramSport('football'));
  const t0 = performance.now();
  for (const a of athletes) rankPrograms(memCompiled, a, 25);
  const scoringSecs = (performance.now() - t0) / 1000;

  const t1 = performance.now();
  const first = await recomputeAll(db, 'bench-in-process');
  const inProcessSecs = (performance.now() - t1) / 1000;
  if (first.done !== ATHLETES) throw new Error(`in-process run: ${first.done} done, ${first.failed} failed`);

  const one = await runOnInstances(db, url, 1, 'bench-one-instance');
  const oneSecs = one.secs;
  await assertExactlyOnce(db, 'bench-one-instance');
  const two = await runOnInstances(db, url, 2, 'bench-two-instances');
  const twoSecs = two.secs;
  await assertExactlyOnce(db, 'bench-two-instances');

  const n = ATHLETES.toLocaleString('en-US');
  const perSec = (secs: number) => `${Math.round(ATHLETES / secs)} athletes/s`;
  return [
    {
      name: `recompute ${n} athletes in this process (first run)`,
      value: inProcessSecs,
      unit: 's',
      baseline: { name: 'same scoring, no database', value: scoringSecs, unit: 's' },
      ratio: inProcessSecs / scoringSecs,
      notes: `${perSec(inProcessSecs)}; ${compiled.n} programs`,
    },
    {
      name: `weekly run of ${n} athletes, one instance (pg-boss chunks)`,
      value: oneSecs,
      unit: 's',
      baseline: { name: 'same scoring, no database', value: scoringSecs, unit: 's' },
      ratio: oneSecs / scoringSecs,
      // The budget is 120 s for 100,000 athletes: the same rate at any size.
      budget: { op: '<=', value: (120 * ATHLETES) / 100_000, unit: 's (120 s per 100,000)' },
      notes: perSec(oneSecs),
    },
    {
      name: `the instance's peak RSS during the weekly run of ${n} athletes`,
      value: one.peakRssMb,
      unit: 'MB',
      baseline: { name: 'the instance once warm, before the run', value: one.warmRssMb, unit: 'MB' },
      ratio: one.peakRssMb / one.warmRssMb,
      budget: { op: '<=', value: 400, unit: 'MB' },
    },
    {
      name: `weekly run of ${n} athletes, two instances`,
      value: twoSecs,
      unit: 's',
      baseline: { name: 'one instance', value: oneSecs, unit: 's' },
      ratio: twoSecs / oneSecs,
      budget: { op: '<=', value: 0.6 * oneSecs, unit: 's (0.6× one instance)' },
      // One instance's run that kept c of the machine's n cores busy can at best take c/n of its
      // time when the work spreads over every core: the floor any number of instances meets here.
      notes:
        `${perSec(twoSecs)}; every athlete written exactly once, 25 matches each; cores busy: ` +
        `one instance ${one.coresBusy.toFixed(2)}, two ${two.coresBusy.toFixed(2)} of ${cpus().length}, ` +
        `so the floor here is ${(one.coresBusy / cpus().length).toFixed(2)}× one instance`,
    },
  ];
};
export default bench;
