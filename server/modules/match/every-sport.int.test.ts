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
    metricsForPosition(sport, position).flatMap((key) => {
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
    positionsForSport(sport).map((position) => ({ sport: sport as Sport, team, position })),
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
