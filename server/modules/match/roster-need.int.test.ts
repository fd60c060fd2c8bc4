import { describe, expect, it } from 'vitest';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ RATE_LIMIT_MATCH_GENERATE: '1000/60' });
const ORIGIN = 'http://127.0.0.1';

describe('roster need from the seeded rosters', () => {
  it("varies across a women's volleyball setter's 25 matches, each saying its numbers", async () => {
    const user = await makeUser(t.db);
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: {
        sport: 'Volleyball',
        team: 'womens',
        position: 'S',
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
  });
});
