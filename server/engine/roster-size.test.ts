import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { athleticAt } from './athletic';
import { compileSport, explain, prepareAthlete, selfReportedAthlete } from './index';
import { ordinal, percentileOf, percentileScore, ROSTER_SIZE_SHARE } from './roster-size';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

const setters = (heights: number[]) => heights.map((heightIn) => rosterPlayer({ heightIn }));

describe('percentiles of a program room', () => {
  it('ranks a value among the players, half of the ties below', () => {
    expect(percentileOf([68, 69, 70, 71, 72], 70)).toBe(50);
    expect(percentileOf([68, 69, 70, 71, 72], 67)).toBe(0);
    expect(percentileOf([68, 69, 70, 71, 72], 73)).toBe(100);
    expect(percentileOf([70, 70, 70, 70], 70)).toBe(50);
  });

  it('scores percentiles on the benchmark scale: 60 at the 10th, 80 at the median, 100 at the 90th', () => {
    expect([0, 10, 50, 90, 100].map(percentileScore)).toEqual([40, 60, 80, 100, 100]);
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(12)).toBe('12th');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(63)).toBe('63rd');
  });
});

describe("athletic fit against the program's own players at the position", () => {
  // Three D1 programs in one town whose setters differ in height: only their rooms tell them apart.
  const programs = [
    volleyballProgram('short', setters([66, 67, 67, 68])),
    volleyballProgram('mid', setters([69, 70, 70, 71])),
    volleyballProgram('tall', setters([72, 73, 73, 74])),
    volleyballProgram('none'),
  ];
  const c = compileSport('volleyball', programs, SPORT_POSITIONS.Volleyball);
  const setter = selfReportedAthlete('volleyball', 'S', { heightIn: 70, location: 'Austin, TX' });
  const pa = prepareAthlete(c, setter);
  const card = (id: string) => explain(c, pa, c.indexOf.get(id)!);

  it('takes a different athletic part at each program, higher where the athlete stands taller', () => {
    const [short, mid, tall] = ['short', 'mid', 'tall'].map((id) => card(id).parts.athletic);
    expect(new Set([short, mid, tall]).size).toBe(3);
    expect(short!).toBeGreaterThan(mid!);
    expect(mid!).toBeGreaterThan(tall!);
  });

  it('blends the percentile into the level marks at its share, and leaves a program without heights at the marks', () => {
    const level = athleticAt(setter, 'D1').score;
    expect(card('none').parts.athletic).toBe(Math.round(level));
    // 70 in among 69, 70, 70, 71 is the 50th percentile: 80 on the scale, at 0.6× self-reported.
    const expected = (1 - ROSTER_SIZE_SHARE) * level + ROSTER_SIZE_SHARE * 80 * 0.6;
    expect(card('mid').parts.athletic).toBe(Math.round(expected));
  });

  it('says the percentile in the bullet, with the room it was read from', () => {
    expect(card('mid').why).toContain(
      `Your 5'10" is at the 50th percentile of the 4 players at S on the 2025-26 roster (5'9"–5'11", median 5'10"), 30% of athletic fit here`,
    );
    expect(card('tall').gaps).toContain(
      `Your 5'10" is below every one of the 4 players at S on the 2025-26 roster (6'0"–6'2", median 6'1"), 30% of athletic fit here`,
    );
  });

  it('reads weights too where the roster gives them', () => {
    const linemen = [280, 290, 300, 310].map((weightLb) =>
      rosterPlayer({ positionGroup: 'OL', heightIn: 76, weightLb }),
    );
    const fb = (id: string) => ({
      ...volleyballProgram(id, linemen, { sport: 'football', division: 'FBS' }),
    });
    const cf = compileSport('football', [fb('x')], SPORT_POSITIONS.Football);
    const heavy = selfReportedAthlete('football', 'OL', { heightIn: 76, weightLb: 306 });
    const light = selfReportedAthlete('football', 'OL', { heightIn: 76, weightLb: 284 });
    const part = (a: typeof heavy) => explain(cf, prepareAthlete(cf, a), 0);
    expect(part(heavy).parts.athletic).toBeGreaterThan(part(light).parts.athletic);
    expect(part(heavy).why).toContain(
      'Your 306 lb is at the 75th percentile of the 4 players at OL with a weight on the 2025-26 roster (280–310 lb, median 290 lb), 30% of athletic fit here',
    );
  });
});
