import { describe, expect, it } from 'vitest';
import { seedPrograms } from '../../../db/seed/programs';
import { useTestApp } from '../../test/harness';
import { importProgramsCsv } from './program.import';

const t = useTestApp();

const texasFootball = () =>
  t.db
    .selectFrom('collegePrograms')
    .selectAll()
    .where('sport', '=', 'football')
    .where('name', '=', 'University of Texas at Austin')
    .executeTakeFirstOrThrow();
const silent = { info: () => {} };

describe('college programs reference data', () => {
  it('GET /api/programs/coverage reports the seeded counts by sport and division', async () => {
    const res = await t.http().get('/api/programs/coverage').expect(200);
    const football = res.body.rows.find((r: { sport: string }) => r.sport === 'football');
    expect(football.counts.FBS).toBe(136);
    expect(football.counts.FCS).toBeGreaterThan(120);
    expect(res.body.total).toBeGreaterThan(700);
    const viaTrpc = await t.caller().program.coverage();
    expect(viaTrpc.total).toBe(res.body.total);
    // Institution coverage per division (College Scorecard), at least 95% where the issue asks it.
    expect(res.body.institutions.dataYear).toBe('2021-22');
    const byDivision = Object.fromEntries(
      res.body.institutions.rows.map((r: { division: string; percent: number }) => [r.division, r]),
    );
    for (const d of ['FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA'])
      expect(byDivision[d].percent).toBeGreaterThanOrEqual(95);
    expect(byDivision.All.programs).toBe(res.body.total);
    // Less University of the Sciences' program, plus Middle Georgia State's seven (27 Nov 2026).
    expect(byDivision.D2).toMatchObject({ programs: 4377, withInstitution: 4376, percent: 99.9 });
    // Programs with a public roster, as docs/coverage.md's roster table counts them.
    expect(res.body.rosters.seasons).toEqual(['2025-26', '2026-27']);
    const rosters = Object.fromEntries(
      res.body.rosters.rows.map((r: { sport: string; counts: Record<string, number>; total: number }) => [
        r.sport,
        r,
      ]),
    );
    expect(rosters.volleyball.counts).toMatchObject({ D1: 344, D2: 283, D3: 417, NAIA: 0, JUCO: 0 });
    expect(rosters.football.counts).toMatchObject({ FBS: 54, FCS: 0, D2: 157 });
    expect(rosters['field-hockey'].counts).toMatchObject({ D1: 83, D2: 34, D3: 163 });
    expect(rosters['mens-track-field'].counts).toMatchObject({ D1: 302, D2: 215, D3: 326 });
    expect(rosters['womens-tennis'].counts).toMatchObject({ D1: 296, D2: 170, D3: 292 });
    expect(rosters.wrestling.counts).toMatchObject({ D1: 79, D2: 73, D3: 130 });
    expect(rosters['womens-rowing'].counts).toMatchObject({ D1: 94, D2: 10, D3: 37 });
    expect(res.body.rosters.rows.reduce((n: number, r: { total: number }) => n + r.total, 0)).toBe(16_725);
  });

  it('seeded rows have coordinates, no coach contact, and a location string', async () => {
    const missing = await t.db
      .selectFrom('collegePrograms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.or([eb('latitude', 'is', null), eb('state', 'is', null), eb('coachEmail', 'is not', null)]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(missing.n)).toBe(0);
    const texas = await texasFootball();
    expect(texas).toMatchObject({
      sport: 'football',
      division: 'FBS',
      conference: 'SEC',
      location: 'Austin, TX',
      programWebsite: 'https://texassports.com',
    });
  });

  it('re-seeding is idempotent, writes nothing when unchanged, and keeps operator data', async () => {
    const before = await t.db
      .selectFrom('collegePrograms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const csv = [
      'sport,division,name,city,state,coach_name,coach_email,roster_size,graduating_players,positional_needs',
      'football,FBS,University of Texas at Austin,Austin,TX,Test Coach,coach@example.edu,110,QB:2;WR:3,WR;CB',
      'football,JUCO,Example Community College,Tyler,TX,,,,,',
    ].join('\n');
    const imported = await importProgramsCsv(t.db, csv, 'test');
    expect(imported).toMatchObject({ inserted: 1, updated: 1, issues: [] });

    const logs: Record<string, unknown>[] = [];
    await seedPrograms(t.db, { info: (o: unknown) => void logs.push(o as Record<string, unknown>) });
    expect(logs[0]?.written).toBe(0);

    const texas = await texasFootball();
    expect(texas).toMatchObject({
      coachName: 'Test Coach',
      coachEmail: 'coach@example.edu',
      rosterSize: 110,
      positionalNeeds: ['WR', 'CB'],
    });
    expect(texas.graduatingPlayers).toEqual({ QB: 2, WR: 3 });

    // A changed reference value is updated, operator columns still intact.
    await t.db
      .updateTable('collegePrograms')
      .set({ conference: 'Old' })
      .where('sport', '=', 'football')
      .where('name', '=', 'University of Texas at Austin')
      .execute();
    await seedPrograms(t.db, silent);
    const again = await texasFootball();
    expect(again).toMatchObject({ conference: 'SEC', coachName: 'Test Coach' });

    const after = await t.db
      .selectFrom('collegePrograms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('an invalid import writes nothing', async () => {
    const result = await importProgramsCsv(
      t.db,
      'sport,division,name,city,state\nfootball,JUCO,Ok College,Tyler,TX\nfootball,XX,Bad,Tyler,TX\n',
      'test',
    );
    expect(result.issues).toHaveLength(1);
    const ok = await t.db
      .selectFrom('collegePrograms')
      .select('id')
      .where('name', '=', 'Ok College')
      .executeTakeFirst();
    expect(ok).toBeUndefined();
  });
});
