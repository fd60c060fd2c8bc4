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
  const cards = list.body as { program: { id: string }; why: string[]; gaps: string[] }[];
  const isNeed = (w: string) => / on the 2025-26 roster/.test(w) && !/ are from /.test(w);
  return {
    bullets: cards.flatMap((m) => m.why.filter(isNeed)),
    without: cards.filter((m) => m.gaps.includes('Roster data not yet available')).length,
    byProgram: cards.flatMap((m) => m.why.filter(isNeed).map((bullet) => ({ id: m.program.id, bullet }))),
  };
}

/** A program's 2025-26 roster in counts: all players and seniors or graduates, those with a position, those at `group`. */
async function rosterCounts(programId: string, group: string) {
  const { rows } = await sql<{
    players: number;
    leaving: number;
    positioned: number;
    at: number;
    leavingAt: number;
  }>`
    SELECT count(*)::int AS players,
      count(*) FILTER (WHERE class_year IN ('SR', 'GR'))::int AS leaving,
      count(*) FILTER (WHERE coalesce(position_group, '') <> '')::int AS positioned,
      count(*) FILTER (WHERE position_group = ${group})::int AS at,
      count(*) FILTER (WHERE position_group = ${group} AND class_year IN ('SR', 'GR'))::int AS "leavingAt"
    FROM roster_players WHERE program_id = ${programId} AND season = '2025-26'`.execute(t.db);
  const [counts] = rows;
  if (!counts) throw new Error(`no counts for ${programId}`);
  return counts;
}

describe('roster need from the 2025-26 rosters of the sports recruited on marks and of the weight and stick sports', () => {
  // Sports whose rosters list positions: the bullet names the athlete's group.
  it.each([
    ['Track & Field', 'mens', 'Distance', 'mens-track-field'],
    ['Swimming & Diving', 'womens', 'Breaststroke', 'womens-swimming-diving'],
    ['Wrestling', 'mens', '149 lbs', 'wrestling'],
    ['Wrestling', 'womens', '124 lbs', 'womens-wrestling'],
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

  // Rosters listing weight classes for at least half their wrestlers are read at the athlete's class.
  it("a women's 124-lb wrestler's cards count the 124-lb wrestlers of each roster that lists classes", async () => {
    const { byProgram } = await rosterBullets('Wrestling', 'womens', '124 lbs');
    let atClass = 0;
    for (const { id, bullet } of byProgram) {
      const c = await rosterCounts(id, '124 lbs');
      const of = (leaving: number, n: number) => `${leaving === 0 ? 'None' : leaving} of the ${n} players`;
      if (2 * c.positioned >= c.players) {
        atClass++;
        const start = c.at === 0 ? 'No players' : c.at === 1 ? 'The only player' : of(c.leavingAt, c.at);
        expect(bullet.startsWith(`${start} at 124 lbs on the 2025-26 roster`), bullet).toBe(true);
      } else {
        expect(bullet.startsWith(`${of(c.leaving, c.players)} on the 2025-26 roster`), bullet).toBe(true);
        expect(bullet).toMatch(WHOLE);
      }
    }
    expect(atClass).toBeGreaterThanOrEqual(10);
  });
});
