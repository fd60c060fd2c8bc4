import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ RATE_LIMIT_MATCH_GENERATE: '1000/60' });
const ORIGIN = 'http://127.0.0.1';
const WHOLE =
  /^(\d+|None) of the \d+ players on the 2025-26 roster .*\(it lists no positions for most players, so this is the whole roster\)$/;

/** Programs of a program sport with no roster on file: the most cards that can lack one. */
const withoutRoster = async (programSport: string) =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM college_programs p WHERE p.sport = ${programSport}
        AND NOT EXISTS (SELECT 1 FROM roster_players r WHERE r.program_id = p.id)`.execute(t.db)
    ).rows[0]?.n,
  );

/** The roster bullets of an athlete's 25 matches, and the cards without a roster. */
async function rosterBullets(sport: string, team: string, position: string) {
  const user = await makeUser(t.db);
  const profile = await makeAthleteProfile(t.db, {
    userId: user.id,
    overrides: { sport, team, position, height: `5'9"`, weight: 150, metrics: {}, evidence: {} },
  });
  const { cookie } = await t.deps.auth.createSession(user.id);
  const headers = { Cookie: `session=${cookie.value}`, Origin: ORIGIN, Host: '127.0.0.1' };
  await t.http().post('/api/v1/matches/generate').set(headers).send({ athleteId: profile.id }).expect(200);
  const list = await t.http().get(`/api/v1/matches/athlete/${profile.id}`).set(headers).expect(200);
  expect(list.body).toHaveLength(25);
  const cards = list.body as { why: string[]; gaps: string[] }[];
  return {
    bullets: cards.flatMap((m) =>
      m.why.filter((w) => / on the 2025-26 roster/.test(w) && !/ are from /.test(w)),
    ),
    without: cards.filter((m) => m.gaps.includes('Roster data not yet available')).length,
  };
}

describe('roster need from the 2025-26 rosters of the sports recruited on marks and of the weight and stick sports', () => {
  // Sports whose rosters list positions: the bullet names the athlete's group.
  it.each([
    ['Track & Field', 'mens', 'Distance', 'mens-track-field'],
    ['Swimming & Diving', 'womens', 'Breaststroke', 'womens-swimming-diving'],
    ['Wrestling', 'mens', '149 lbs', 'wrestling'],
    ['Ice Hockey', 'mens', 'D', 'mens-ice-hockey'],
    ['Gymnastics', 'womens', 'All-Around', 'womens-gymnastics'],
  ])("a %s (%s) %s's matches count the departures of that group", async (sport, team, position, list) => {
    const atGroup = new RegExp(` players? at ${position} on the 2025-26 roster`);
    const { bullets, without } = await rosterBullets(sport, team, position);
    expect(bullets.filter((b) => atGroup.test(b)).length).toBeGreaterThanOrEqual(10);
    // The rest read the whole roster (a page without positions) or name the empty group.
    expect(bullets.every((b) => atGroup.test(b) || WHOLE.test(b) || /^No players at /.test(b))).toBe(true);
    // Every card without a roster bullet is a program with no roster on file, and says so.
    expect(bullets.length + without).toBe(25);
    expect(without).toBeLessThanOrEqual(await withoutRoster(list));
  });

  // Sports whose rosters list no positions for most players: the bullet reads the whole roster.
  it.each([
    ['Tennis', 'womens', 'Singles', 'womens-tennis'],
    ['Golf', 'mens', 'Golfer', 'mens-golf'],
    ['Cross Country', 'womens', 'Distance', 'womens-cross-country'],
    ['Rowing', 'womens', 'Port', 'womens-rowing'],
    ['Wrestling', 'womens', '125 lbs', 'womens-wrestling'],
  ])(
    "a %s (%s) %s's matches count the whole roster's seniors and graduate students",
    async (sport, team, position, list) => {
      const { bullets, without } = await rosterBullets(sport, team, position);
      const unrostered = await withoutRoster(list);
      expect(without).toBeLessThanOrEqual(unrostered);
      // Rowing pages that do list sides (a fifth of them) name the group instead.
      const whole = bullets.filter((b) => WHOLE.test(b)).length;
      expect(whole).toBeGreaterThanOrEqual(list === 'womens-rowing' ? 10 : 25 - unrostered);
      expect(bullets.length + without).toBe(25);
    },
  );
});
