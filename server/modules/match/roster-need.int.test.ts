import { describe, expect, it } from 'vitest';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({
  RATE_LIMIT_MATCH_GENERATE: '1000/60',
  RATE_LIMIT_DEMO: '1000/60',
  RATE_LIMIT_PREVIEW: '1000/60',
});
const ORIGIN = 'http://127.0.0.1';

describe('roster need from the seeded rosters', () => {
  it("varies across a class-of-2027 women's volleyball setter's 25 matches, each saying its numbers", async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: {
        sport: 'Volleyball',
        team: 'womens',
        position: 'S',
        graduationYear: 2027,
        height: `5'10"`,
        weight: 150,
        metrics: {},
        evidence: {},
      },
    });
    const { cookie } = await t.deps.auth.createSession(user.id);
    const headers = { Cookie: `session=${cookie.value}`, Origin: ORIGIN, Host: '127.0.0.1' };
    await t.http().post('/api/v1/matches/generate').set(headers).send({ athleteId: profile.id }).expect(200);
    const list = await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(200);
    expect(list.body).toHaveLength(25);
    const needs = new Set(
      list.body.map((m: { breakdown: { rosterNeed: number } }) => m.breakdown.rosterNeed),
    );
    expect(needs.size).toBeGreaterThanOrEqual(5);
    const bullets = list.body.flatMap((m: { why: string[] }) =>
      m.why.filter((w) => / on the 2025-26 roster/.test(w)),
    );
    expect(bullets.length).toBeGreaterThanOrEqual(20);
    expect(bullets.some((b: string) => /^\d+ of the \d+ players? at S on the 2025-26 roster/.test(b))).toBe(
      true,
    );
    // The juniors count as departures for a class arriving after the seniors leave.
    expect(bullets.some((b: string) => /juniors?, gone too before you arrive$/.test(b))).toBe(true);
  });
});

it("gives a field hockey midfielder's matches roster bullets from the 2025-26 rosters", async () => {
  const user = await makeUser(t.db);
  const profile = await makeAthleteProfile(t.db, {
    userId: user.id,
    overrides: {
      sport: 'Field Hockey',
      team: 'womens',
      position: 'M',
      height: `5'6"`,
      weight: 130,
      metrics: {},
      evidence: {},
    },
  });
  const { cookie } = await t.deps.auth.createSession(user.id);
  const headers = { Cookie: `session=${cookie.value}`, Origin: ORIGIN, Host: '127.0.0.1' };
  await t.http().post('/api/v1/matches/generate').set(headers).send({ athleteId: profile.id }).expect(200);
  const list = await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(200);
  expect(list.body).toHaveLength(25);
  const bullets = list.body.flatMap((m: { why: string[] }) =>
    m.why.filter((w) => / players? at M on the 2025-26 roster/.test(w)),
  );
  expect(bullets.length).toBeGreaterThanOrEqual(20);
  // Only 3 of the 283 field hockey programs on file have no roster; they keep the prior and say so.
  const without = list.body.filter((m: { gaps: string[] }) =>
    m.gaps.includes('Roster data not yet available'),
  );
  expect(without.length).toBeLessThanOrEqual(3);
  expect(bullets.length + without.length).toBe(25);
});

describe('the landing demo on real rosters', () => {
  const demo = async (position: string) =>
    (await t.http().post('/api/matches/demo').send({ position, gpa: 3.2, fortyYardDash: 4.7 }).expect(200))
      .body as { program: { name: string }; fitScore: number }[];

  it('gives a QB and a WR different top fives, and no run of five equal scores in name order', async () => {
    const [qb, wr] = [await demo('QB'), await demo('WR')];
    const top = (list: typeof qb) => list.slice(0, 5).map((m) => m.program.name);
    expect(top(qb)).not.toEqual(top(wr));
    for (const list of [qb, wr]) {
      let run = 1;
      for (let j = 1; j < list.length; j++) {
        const [x, y] = [list[j - 1]!, list[j]!];
        run = x.fitScore === y.fitScore && x.program.name < y.program.name ? run + 1 : 1;
        expect(run).toBeLessThan(5);
      }
    }
  });
});

it('a softball preview with only a sport and position does not read down the alphabet', async () => {
  const res = await t
    .http()
    .post('/api/v1/matches/preview')
    .send({ sport: 'softball', position: 'P' })
    .expect(200);
  const list = res.body.matches as { school: string; score: number }[];
  expect(list.length).toBeGreaterThanOrEqual(5);
  let run = 1;
  for (let j = 1; j < list.length; j++) {
    const [x, y] = [list[j - 1]!, list[j]!];
    run = x.score === y.score && x.school < y.school ? run + 1 : 1;
    expect(run).toBeLessThan(5);
  }
});
