import { afterAll, describe, expect, it } from 'vitest';
import {
  metricsForPosition,
  PREVIEW_SPORTS,
  PROGRAM_SPORT_OF,
  positionsForSport,
  programSportOf,
  type Sport,
  TEAMS,
} from '../../../common/constants';
import { athleteFromProfile, divisionBand, rankPrograms } from '../../engine';
import { benchmarksFor, levelsForSport } from '../../engine/reference';
import { useTestApp } from '../../test/harness';
import { MATCH_LIMIT } from './match.service';
import { compiledPrograms } from './program-cache';

const t = useTestApp();

/**
 * A typical athlete of a sport, team and position: each benchmarked number (height, weight, testing
 * numbers, published marks) at its typical mark at the middle level of the sport's ladder; a 3.3
 * GPA, an 1150 SAT, from Columbus, Ohio.
 */
function typicalAthlete(sport: Sport, team: string, position: string) {
  const programSport = programSportOf(sport, team)!;
  const ladder = levelsForSport(programSport);
  const middle = ladder[Math.floor(ladder.length / 2)]!;
  const rows = benchmarksFor(programSport, position, middle);
  const typical = (metric: string) => rows.find((r) => r.metric === metric)?.target ?? null;
  const metrics = Object.fromEntries(
    metricsForPosition(sport, position, team).flatMap((key) => {
      const v = typical(key);
      return v === null ? [] : [[key, v]];
    }),
  );
  return athleteFromProfile({
    sport,
    team,
    position,
    heightIn: typical('height') ?? 70,
    weight: typical('weight') ?? 170,
    gpa: 3.3,
    satScore: 1150,
    actScore: null,
    location: 'Columbus, OH',
    metrics,
  });
}

const offered = Object.entries(PROGRAM_SPORT_OF).flatMap(([sport, lists]) =>
  TEAMS.filter((team) => team in lists).flatMap((team) =>
    positionsForSport(sport, team).map((position) => ({ sport: sport as Sport, team, position })),
  ),
);
const fewest = new Map<string, number>();
afterAll(() => {
  // The walk's figures, for the issue note: the fewest matches of any position, per program list.
  console.info([...fewest].map(([list, n]) => `${list} ${n}`).join(', '));
});

describe('every sport and position the builder offers matches real programs', () => {
  it.each(offered)(
    '$sport ($team) $position: at least 10 matches and a division band',
    async ({ sport, team, position }) => {
      const a = typicalAthlete(sport, team, position);
      const compiled = await compiledPrograms(t.db, programSportOf(sport, team)!);
      const results = rankPrograms(compiled, a, MATCH_LIMIT);
      expect(results.length).toBeGreaterThanOrEqual(10);
      const band = divisionBand(a);
      expect(band.division).not.toBeNull();
      expect(band.reasons.length).toBeGreaterThan(0);
      // Every card explains its athletic part: a mark, a body number, or what it rests on.
      for (const r of results.slice(0, 3)) expect([...r.why, ...r.gaps].join(' ')).toMatch(/\d/);
      const list = a.sport;
      fewest.set(list, Math.min(fewest.get(list) ?? Number.POSITIVE_INFINITY, results.length));
    },
  );
});

describe('a wrestler’s weight class, record and state finish', () => {
  const wrestlerBody = (patch: Record<string, unknown>) => ({
    firstName: 'Ana',
    lastName: 'Ruiz',
    graduationYear: 2027,
    sport: 'Wrestling',
    team: 'womens',
    position: '124 lbs',
    height: `5'4"`,
    weight: 124,
    location: 'Columbus, OH',
    gpa: '3.3',
    bio: 'Two-year varsity starter at 124 pounds.',
    metrics: JSON.stringify({ wr_wins: 38, wr_losses: 0, wr_state_place: 1 }),
    ...patch,
  });

  it('saves an unbeaten record and a state title, and every match shows them with the neutral score', async () => {
    const { agent } = await t.signedInAgent();
    const created = await agent.post('/api/athlete-profiles').send(wrestlerBody({})).expect(201);
    expect(created.body.metrics).toEqual({ wr_wins: 38, wr_losses: 0, wr_state_place: 1 });
    const res = await agent.post('/api/v1/matches/generate').send({ athleteId: created.body.id }).expect(200);
    expect(res.body.generated).toBeGreaterThanOrEqual(10);
    const sentence =
      'Your 38–0 record, state champion: no level marks are published for women’s wrestling, so athletic fit is a neutral 50 that rests on your record and state placement, not a published level mark';
    for (const m of res.body.matches) {
      expect(m.gaps).toContain(sentence);
      expect(m.breakdown.athletic).toBe(50);
    }
  });

  it('reads a saved mark by its own name: a runner’s 800 m explains the matches', async () => {
    const { agent } = await t.signedInAgent();
    const created = await agent
      .post('/api/athlete-profiles')
      .send(
        wrestlerBody({
          sport: 'Track & Field',
          team: 'mens',
          position: 'Distance',
          metrics: JSON.stringify({ tf_800m: 111.5 }),
        }),
      )
      .expect(201);
    expect(created.body.metrics).toEqual({ tf_800m: 111.5 });
    const res = await agent.post('/api/v1/matches/generate').send({ athleteId: created.body.id }).expect(200);
    const d2 = res.body.matches.find((m: { program: { division: string } }) => m.program.division === 'D2');
    expect(d2.why).toContain('Your 1:51.50 800 m beats the D2 recruiting time of 1:52.00');
  });

  it.each([
    ['a men’s weight class for a woman', { position: '125 lbs' }, 'Choose a position offered for this sport'],
    [
      'a record that is not a whole number',
      { metrics: JSON.stringify({ wr_wins: 12.5 }) },
      'Season wins must be a whole number from 0 to 100',
    ],
    [
      'a state finish not on the list',
      { metrics: JSON.stringify({ wr_state_place: 12 }) },
      'Choose your best state finish from the list',
    ],
  ])('answers 400 to %s, with its message', async (_name, patch, message) => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post('/api/athlete-profiles').send(wrestlerBody(patch)).expect(400);
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
  });
});

describe('the preview of a sport recruited on marks', () => {
  it.each(
    PREVIEW_SPORTS.filter(
      (s) => !['basketball', 'football', 'baseball', 'softball', 'volleyball'].includes(s),
    ),
  )('%s ranks programs and places the athlete', async (sport) => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport, gpa: 3.3, location: 'Columbus, OH' })
      .expect(200);
    expect(res.body.matches.length).toBe(10);
  });

  it('reads a track athlete’s mark and says where it stands', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'mens-track-field', position: 'Distance', metrics: { tf_1500m: 228 }, gpa: 3.3 })
      .expect(200);
    expect(res.body.divisionBand).toBe('D2');
    const d2 = res.body.matches.find((m: { program_level: string }) => m.program_level === 'D2');
    expect(d2.why).toContain('Your 3:48.00 1500 m beats the D2 recruiting time of 3:50.00');
  });

  it('answers 400 with the mark’s range for a mark no athlete runs', async () => {
    const res = await t
      .http()
      .post('/api/v1/matches/preview')
      .send({ sport: 'mens-track-field', position: 'Distance', metrics: { tf_1500m: 30 } })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain('1500 m must be between 3:20.00 and 8:00.00 (m:ss.hh)');
  });
});

describe('GET /api/programs/coverage', () => {
  it('shows every sport the builder offers', async () => {
    const res = await t.http().get('/api/programs/coverage').expect(200);
    const sports = new Set(
      res.body.rows.filter((r: { total: number }) => r.total > 0).map((r: { sport: string }) => r.sport),
    );
    for (const { sport, team } of offered) expect(sports.has(programSportOf(sport, team))).toBe(true);
  });
});
