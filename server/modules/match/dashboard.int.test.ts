import { describe, expect, it } from 'vitest';
import { SPORT_LEVELS } from '../../engine/reference';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const FOOTBALL_LEVELS = SPORT_LEVELS.football;

const t = useTestApp({ RATE_LIMIT_MATCH_GENERATE: '1000/60' });

describe('dashboard fields on each match', () => {
  it('carries the tier against the level whose typical mark the numbers reach, and the distance from the athlete', async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      // A receiver whose numbers sit mid-ladder, so every tier has programs to offer.
      overrides: {
        sport: 'Football',
        position: 'WR',
        location: 'Austin, TX',
        height: `5'10"`,
        weight: 170,
        metrics: { '40yd': 4.78 },
      },
    });
    const { matches } = await t.caller(user).match.generate({ athleteId: profile.id });
    expect(matches.length).toBe(25);
    const { division: band } = await t.caller(null).match.divisionReadiness({ id: profile.id });
    const own = FOOTBALL_LEVELS.indexOf(band as never);
    expect(own).toBeGreaterThan(0);
    // Targets sit at one level, the strongest whose typical mark the numbers reach: at or below
    // the band, whose bar alone makes no target. Reaches are above it, safeties below.
    const levelOf = (m: (typeof matches)[number]) => FOOTBALL_LEVELS.indexOf(m.program.division as never);
    const targets = new Set(matches.filter((m) => m.tier === 'target').map(levelOf));
    expect(targets.size).toBe(1);
    const [target] = [...targets];
    expect(target).toBeGreaterThanOrEqual(own);
    expect(target).toBeLessThan(FOOTBALL_LEVELS.length - 1);
    for (const m of matches) {
      const level = levelOf(m);
      const expected = level < target! ? 'reach' : level > target! ? 'safety' : 'target';
      expect(m.tier, `${m.program.name} (${m.program.division}) vs ${band}`).toBe(expected);
      expect(m.distanceMiles).not.toBeNull();
      expect(m.distanceMiles!).toBeGreaterThanOrEqual(0);
    }
    // The balanced list: 5 reaches, 12 targets, 8 safeties when the target level has levels on both sides.
    expect(
      ['reach', 'target', 'safety'].map((tier) => matches.filter((m) => m.tier === tier).length),
    ).toEqual([5, 12, 8]);
    // A Texas program is nearer to Austin than any program in another state's far corner.
    const texan = matches.find((m) => m.program.location.endsWith(', TX'));
    if (texan) expect(texan.distanceMiles!).toBeLessThan(900);
  });

  it('has no distance when the athlete location is unknown', async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: { sport: 'Football', position: 'WR', location: 'Nowhere, ZZ' },
    });
    const { matches } = await t.caller(user).match.generate({ athleteId: profile.id });
    expect(matches.every((m) => m.distanceMiles === null)).toBe(true);
  });
});

describe('match.weeklyChange', () => {
  it('is null before two weekly runs, then the change of the best fit', async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, { userId: user.id });
    const call = () => t.caller(user).match.weeklyChange({ athleteId: profile.id });
    expect(await call()).toEqual({ change: null, current: null, since: null });

    const row = (runId: string, fitScore: number, createdAt: Date) => ({
      athleteId: profile.id,
      runId,
      fitScore,
      readinessScore: 60,
      matchCount: 25,
      createdAt,
    });
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    await t.db
      .insertInto('scoreHistory')
      .values(row('run-1', 71, lastWeek))
      .execute();
    expect(await call()).toMatchObject({ change: null, current: 71 });
    await t.db
      .insertInto('scoreHistory')
      .values(row('run-2', 74, new Date()))
      .execute();
    const now = await call();
    expect(now).toMatchObject({ change: 3, current: 74 });
    expect(now.since?.getTime()).toBe(lastWeek.getTime());
  });

  it('is for the owner only', async () => {
    const owner = await makeUser(t.db);
    const other = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, { userId: owner.id });
    await expect(t.caller(other).match.weeklyChange({ athleteId: profile.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('the team picks the program list', () => {
  it("matches a women's soccer player against women's programs, and a men's against men's", async () => {
    for (const team of ['womens', 'mens'] as const) {
      const user = await makeUser(t.db);
      const profile = await makeAthleteProfile(t.db, {
        userId: user.id,
        overrides: { sport: 'Soccer', position: 'ST', team, metrics: {}, evidence: {} },
      });
      const { matches } = await t.caller(user).match.generate({ athleteId: profile.id });
      expect(matches.length).toBeGreaterThan(0);
      const ids = await t.db
        .selectFrom('matches as m')
        .innerJoin('collegePrograms as p', 'p.id', 'm.programId')
        .select('p.sport')
        .where('m.athleteId', '=', profile.id)
        .execute();
      expect(new Set(ids.map((r) => r.sport))).toEqual(new Set([`${team}-soccer`]));
    }
  });
});

describe('concurrent match generation', () => {
  it('ten simultaneous generations for one athlete all succeed and leave one complete set', async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: { location: 'Austin, TX' },
    });
    const caller = t.caller(user);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => caller.match.generate({ athleteId: profile.id })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const rows = await t.db
      .selectFrom('matches')
      .select(['programId'])
      .where('athleteId', '=', profile.id)
      .execute();
    const generated = (results[0] as PromiseFulfilledResult<{ generated: number }>).value.generated;
    expect(rows).toHaveLength(generated);
    expect(new Set(rows.map((r) => r.programId)).size).toBe(rows.length);
  });
});
