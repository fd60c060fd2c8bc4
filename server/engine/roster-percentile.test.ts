import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { compileSport, explain, prepareAthlete, programFromRow, selfReportedAthlete } from './index';
import {
  athleticWithRoster,
  rosterAthletic,
  rosterPercentile,
  rosterPercentileSentence,
  rosterReading,
} from './roster-percentile';
import { summarizeRoster } from './roster-summary';
import type { AthleteInput, ProgramInput } from './types';

describe("the athlete's percentile among a program's players at the position", () => {
  it('reads the 10th, 50th and 90th percentile heights exactly', () => {
    expect(rosterPercentile(70, 70, 73, 76)).toBe(10);
    expect(rosterPercentile(73, 70, 73, 76)).toBe(50);
    expect(rosterPercentile(76, 70, 73, 76)).toBe(90);
    expect(rosterPercentile(74.5, 70, 73, 76)).toBe(70);
  });

  it('stays within 0–100 beyond the roster and is monotone in height', () => {
    expect(rosterPercentile(60, 70, 73, 76)).toBe(0);
    expect(rosterPercentile(90, 70, 73, 76)).toBe(100);
    let prev = -1;
    for (let h = 60; h <= 90; h += 0.25) {
      const pct = rosterPercentile(h, 68, 72, 75);
      expect(pct).toBeGreaterThanOrEqual(prev);
      prev = pct;
    }
  });

  it('counts a zero width as one inch (every player the same height)', () => {
    expect(rosterPercentile(73, 72, 72, 72)).toBe(90);
    expect(rosterPercentile(71, 72, 72, 72)).toBe(10);
  });

  it('scores the percentile on the level scale: 10th 60, median 80, 90th 100', () => {
    expect(rosterAthletic(10)).toBe(60);
    expect(rosterAthletic(50)).toBe(80);
    expect(rosterAthletic(90)).toBe(100);
    expect(rosterAthletic(0)).toBe(0);
    expect(athleticWithRoster(80, 100)).toBe(85);
  });

  it('says the percentile in the bullet', () => {
    const h = (pct: number) => ({ value: 70, pct, players: 4 });
    expect(rosterPercentileSentence('Nebraska', h(62.4), null, 'S', '2025-26')).toBe(
      "Your 5'10\" is at the 62nd percentile of Nebraska's 4 players at S on the 2025-26 roster: a quarter of athletic fit",
    );
    expect(rosterPercentileSentence('X', h(11), null, 'S', '2025-26')).toMatch(/the 11th percentile/);
    expect(rosterPercentileSentence('X', h(23), null, 'S', '2025-26')).toMatch(/the 23rd percentile/);
  });

  it('says a weight alone, and both readings when the roster lists both', () => {
    const weight = { value: 185, pct: 40, players: 12 };
    expect(rosterPercentileSentence('Nebraska', null, weight, 'WR', '2025-26')).toBe(
      "Your 185 lb is at the 40th percentile of Nebraska's 12 players at WR on the 2025-26 roster: a quarter of athletic fit",
    );
    expect(
      rosterPercentileSentence('Nebraska', { value: 72, pct: 62, players: 12 }, weight, 'WR', '2025-26'),
    ).toBe(
      "Your 6'0\" is at the 62nd percentile of the heights and your 185 lb at the 40th percentile of the weights of Nebraska's 12 players at WR on the 2025-26 roster: a quarter of athletic fit",
    );
    expect(
      rosterPercentileSentence('Nebraska', { value: 72, pct: 62, players: 11 }, weight, 'WR', '2025-26'),
    ).toMatch(/of Nebraska's players at WR \(11 heights, 12 weights\) on the 2025-26 roster/);
  });

  it('reads the roster by height, by weight, or by the mean of both', () => {
    expect(rosterReading(80, -1)).toBe(80);
    expect(rosterReading(-1, 60)).toBe(60);
    expect(rosterReading(80, 60)).toBe(70);
  });
});

describe('a football roster with weights', () => {
  const wr = (heightIn: number | null, weightLb: number | null) => ({
    season: '2025-26',
    positionGroup: 'WR',
    classYear: 'SO',
    heightIn,
    weightLb,
    homeState: null,
    previousSchoolKind: null,
  });
  const program = (id: string, players: ReturnType<typeof wr>[]): ProgramInput => ({
    ...programFromRow({
      id,
      name: `Program ${id}`,
      division: 'FBS',
      sport: 'football',
      conference: null,
      location: 'Lincoln, NE',
      latitude: 40.81,
      longitude: -96.7,
      positionalNeeds: [],
    } as never),
    roster: summarizeRoster(players),
  });
  const athlete: AthleteInput = selfReportedAthlete('football', 'WR', { heightIn: 72, weightLb: 185 });
  const heavy = program(
    'heavy',
    [190, 200, 205, 210, 215].map((w) => wr(null, w)),
  );
  const light = program(
    'light',
    [165, 170, 175, 180, 185].map((w) => wr(null, w)),
  );
  const both = program(
    'both',
    [190, 200, 205, 210, 215].map((w, k) => wr(70 + k, w)),
  );
  const none = program('none', [wr(null, null)]);
  const c = compileSport('football', [heavy, light, both, none], SPORT_POSITIONS.Football);
  const card = (id: string) => explain(c, prepareAthlete(c, athlete), c.indexOf.get(id)!);

  it('gives a program whose roster has weights but no heights its own first line and athletic part', () => {
    expect(card('heavy').why[0]).toMatch(
      /^Your 185 lb is at the 0th percentile of Program heavy's 5 players at WR/,
    );
    expect(card('light').why[0]).toMatch(
      /^Your 185 lb is at the 90th percentile of Program light's 5 players at WR/,
    );
    expect(card('light').parts.athletic).toBeGreaterThan(card('heavy').parts.athletic);
  });

  it('reads height and weight together where the roster lists both, and says both', () => {
    expect(card('both').why[0]).toBe(
      "Your 6'0\" is at the 50th percentile of the heights and your 185 lb at the 0th percentile of the weights of Program both's 5 players at WR on the 2025-26 roster: a quarter of athletic fit",
    );
    const level = card('none').parts.athletic;
    const pa = prepareAthlete(c, athlete);
    const heights = Math.min(100, rosterAthletic(50) * pa.rosterHeightMult);
    const weights = Math.min(100, rosterAthletic(0) * pa.rosterWeightMult);
    expect(card('both').parts.athletic).toBe(
      Math.round(athleticWithRoster(pa.athleticByLevel[0]!, (heights + weights) / 2)),
    );
    expect(card('none').why[0]).not.toMatch(/percentile/);
    expect(level).toBe(Math.round(pa.athleticByLevel[0]!));
  });
});
