import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ProgramSport } from '../../../common/constants';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { invalidateProgramCache } from '../match/program-cache';

const t = useTestApp();

const MICHIGAN = 170976; // public, MI; net price and EADA rows in data/cost and data/eada
const DUKE = 198419; // private nonprofit, NC
const WILLIAMS = 168342; // NCAA Division III, MA

/** The seeded program of this sport at the institution with this UNITID. */
const programAt = (unitid: number, sport: ProgramSport) =>
  t.db
    .selectFrom('collegePrograms')
    .select(['id', 'name', 'division'])
    .where('unitid', '=', unitid)
    .where('sport', '=', sport)
    .executeTakeFirstOrThrow();

/** An athlete whose stored matches are exactly these programs. */
async function athleteMatchedTo(programIds: string[], location = 'Austin, TX') {
  const user = await makeUser(t.db, { verified: true });
  const profile = await makeAthleteProfile(t.db, { userId: user.id, overrides: { location } });
  await t.db
    .insertInto('matches')
    .values(
      programIds.map((programId) => ({
        athleteId: profile.id,
        programId,
        fitScore: 70,
        confidence: 60,
        reasoning: null,
        whyBullets: [],
        gapsBullets: [],
        breakdown: { athletic: 70, rosterNeed: 70, academic: 70, geo: 70, sys: 70 },
        contentHash: null,
        createdAt: new Date(),
      })),
    )
    .execute();
  return { user, profile, caller: t.caller(user) };
}

describe('likely net cost on the match cards', () => {
  it("changes with the family's income bracket and the athlete's state, from the source rows", async () => {
    const wbb = await programAt(MICHIGAN, 'womens-basketball');
    const { profile, caller } = await athleteMatchedTo([wbb.id]);
    const card = async () => (await caller.cost.forAthlete({ athleteId: profile.id }))[0]!;

    // No bracket, from Texas: average 17,086 + out-of-state 37,054 = 54,140; less 21,555 women's aid per athlete.
    const average = await card();
    expect(average.text).toBe('Likely net cost: $32,600–$54,100 a year');
    expect(average.netCost).toMatchObject({
      residency: 'out-of-state',
      low: 32585,
      high: 54140,
      missing: [],
    });
    expect(average.netCost.parts.map((p) => p.from)).toEqual([
      'data/cost/net-prices.csv, College Scorecard 2021-22',
      'data/cost/net-prices.csv, College Scorecard 2021-22',
      'data/eada/athletic-aid.csv, EADA 2018-19',
    ]);
    expect(average.calculator).toMatchObject({ dataYear: '2024-25' });

    await caller.cost.saveSettings({ athleteId: profile.id, incomeBracket: '0-30k' });
    // $0–30k: 4,692 + 37,054 = 41,746; less 21,555 = 20,191.
    expect((await card()).text).toBe('Likely net cost: $20,200–$41,700 a year');

    await t.db
      .updateTable('athleteProfiles')
      .set({ location: 'Ann Arbor, MI' })
      .where('id', '=', profile.id)
      .execute();
    const home = await card();
    expect(home.netCost).toMatchObject({ residency: 'in-state', low: 0, high: 4692 });
    expect(home.text).toBe('Likely net cost: $0–$4,700 a year');
  });

  it('says which figure is missing instead of estimating it, and gives $0 athletic aid where the level gives none', async () => {
    const slug = randomBytes(4).toString('hex');
    const joint = await t.db
      .insertInto('collegePrograms')
      .values({
        name: `Example ${slug} College`,
        division: 'D2',
        location: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        sport: 'football',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateProgramCache(t.db);
    const d3 = await programAt(WILLIAMS, 'mens-soccer');
    const { profile, caller } = await athleteMatchedTo([joint.id, d3.id]);
    const byId = new Map(
      (await caller.cost.forAthlete({ athleteId: profile.id })).map((c) => [c.programId, c]),
    );
    const none = byId.get(joint.id)!;
    expect(none.text).toBeNull();
    expect(none.netCost.missing).toEqual([
      "Net price: no College Scorecard row for this program's school in data/cost/net-prices.csv",
    ]);
    const williams = byId.get(d3.id)!;
    expect(d3.division).toBe('D3');
    // Williams, 2021-22 average net price $14,739; Division III: no athletic aid, so one figure.
    expect(williams).toMatchObject({ text: 'Likely net cost: $14,700 a year', rule: { model: 'none' } });
    expect(williams.netCost.missing).toEqual([]);
  });

  it('answers only the owner, and refuses a bracket outside the list with a 400', async () => {
    const mbb = await programAt(DUKE, 'basketball');
    const { profile, user } = await athleteMatchedTo([mbb.id]);
    const stranger = await makeUser(t.db);
    await expect(t.caller(stranger).cost.forAthlete({ athleteId: profile.id })).rejects.toThrow(
      /your own profile/,
    );
    await expect(
      t.caller(stranger).cost.saveSettings({ athleteId: profile.id, incomeBracket: '0-30k' }),
    ).rejects.toThrow(/your own profile/);
    expect(await t.caller(user).cost.settings({ athleteId: profile.id })).toEqual({
      answered: false,
      incomeBracket: null,
    });
    await t.caller(user).cost.saveSettings({ athleteId: profile.id, incomeBracket: null });
    expect(await t.caller(user).cost.settings({ athleteId: profile.id })).toEqual({
      answered: true,
      incomeBracket: null,
    });
    const { agent } = await t.signedInAgent();
    const bad = await agent
      .post(`/api/v1/cost/athlete/${profile.id}/settings`)
      .send({ incomeBracket: '1m-plus' })
      .expect(400);
    expect(bad.body.error).toBe('Choose one of the income brackets');
  });
});

describe('the family income bracket stays private', () => {
  it('never appears on the public profile (which the PDF prints), the own-profile read or a coach’s prospect list', async () => {
    const user = await makeUser(t.db, { verified: true });
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: { firstName: `P${randomBytes(2).toString('hex')}` },
    });
    await t.caller(user).cost.saveSettings({ athleteId: profile.id, incomeBracket: '75-110k' });
    await t.caller(user).recruiting.setDiscoverable({ discoverable: true });
    const leaks = (body: string) => /75-110k|75,001|110,000|incomeBracket|income_bracket/i.test(body);

    const pages = [
      (await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200)).text,
      (await t.http().get(`/api/athlete-profiles/user/${user.id}`).expect(200)).text,
      JSON.stringify(await t.caller(user).athlete.mine()),
    ];
    for (const body of pages) expect(leaks(body)).toBe(false);

    // A coach on a football program's staff sees this athlete among the prospects, without the bracket.
    const coach = await makeUser(t.db, { role: 'coach', verified: true });
    const program = await t.db
      .insertInto('collegePrograms')
      .values({
        name: `Example ${randomBytes(3).toString('hex')} University`,
        division: 'FCS',
        location: 'Austin, TX',
        city: 'Austin',
        state: 'TX',
        sport: 'football',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateProgramCache(t.db);
    await t.db
      .insertInto('programCoaches')
      .values({ programId: program.id, userId: coach.id, via: 'admin' })
      .execute();
    const prospects = await t.caller(coach).coach.prospects({ programId: program.id, verifiedOnly: false });
    expect(prospects.prospects.map((p) => p.athleteId)).toContain(profile.id);
    expect(leaks(JSON.stringify(prospects))).toBe(false);
  });
});

describe('net cost coverage', () => {
  it('GET /api/programs/coverage counts the programs with each figure, as docs/coverage.md reports them', async () => {
    const { body } = await t.http().get('/api/programs/coverage').expect(200);
    const c = body.netCost;
    console.log(JSON.stringify(c));
    expect(c).toMatchObject({ programs: body.total, netPriceYear: '2021-22', athleticAidYear: '2018-19' });
    // Each figure is on at most the programs with an institution; D3 aid is $0 by rule, not counted as EADA's.
    for (const k of ['withNetPrice', 'withBracketPrices', 'withTuition', 'withAthleticAid', 'withCalculator'])
      expect(c[k]).toBeLessThanOrEqual(
        body.institutions.rows.find((r: { division: string }) => r.division === 'All').withInstitution,
      );
    expect(c.noAthleticAidByRule).toBe(body.totals.D3);
  });
});
