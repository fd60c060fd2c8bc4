import { describe, expect, it } from 'vitest';
import { METRIC_KEYS, SPORT_METRICS } from './constants';
import { countedValues, counts, inputRange, isUnusual, rangeProblem } from './input-ranges';
import { metricValueProblem } from './schemas/athlete';

describe('input ranges', () => {
  it('gives every metric a builder asks for, and height, weight and GPA, a definition, unit and ranges', () => {
    const asked = new Set(Object.values(SPORT_METRICS).flat());
    for (const key of [...asked, 'height', 'weight', 'gpa']) {
      if (key.startsWith('wr_')) continue; // a wrestler's record has its own check
      const r = inputRange(key);
      expect(r, key).toBeDefined();
      expect(r!.definition.length, key).toBeGreaterThan(0);
      // The usual values sit inside the possible ones.
      expect(r!.usual[0], key).toBeGreaterThanOrEqual(r!.possible[0]);
      expect(r!.usual[1], key).toBeLessThanOrEqual(r!.possible[1]);
    }
    expect(METRIC_KEYS.filter((k) => !k.startsWith('wr_') && !inputRange(k))).toEqual([]);
  });

  it('names the likely mistake of an impossible jump', () => {
    expect(rangeProblem('approach_vertical', 118, 'Volleyball', 'womens')).toBe(
      '118 in looks like an approach touch; enter the jump',
    );
    expect(rangeProblem('vertical', 70, 'Basketball', 'mens')).toBe(
      '70 in looks like centimetres (70 cm is 27.6 in); enter inches',
    );
    expect(rangeProblem('vertical', 130, 'Basketball', 'mens')).toBe(
      '130 in looks like a touch or reach height; enter the jump',
    );
    expect(rangeProblem('broad', 9.5, 'Football')).toBe(
      '9.5 looks like feet; enter inches (9.5 ft is 114 in)',
    );
  });

  it('names a time typed without its decimal point, a speed in km/h, a weighted GPA', () => {
    expect(rangeProblem('40yd', 46, 'Football')).toBe(
      '46 s looks like 4.6 s without its decimal point; enter 4.6',
    );
    expect(rangeProblem('throw_velo', 140, 'Baseball')).toBe(
      '140 looks like km/h (140 km/h is 87 mph); enter mph',
    );
    expect(rangeProblem('gpa', 4.5)).toBe(
      '4.5 looks like a weighted GPA; enter your unweighted GPA on the 4.0 scale',
    );
  });

  it('refuses what no person has posted and keeps the rest', () => {
    // Faster than the fastest 40 ever timed at the NFL Combine (4.21 s) by a margin no timing explains.
    expect(rangeProblem('40yd', 3.5, 'Football')).toBe('40-yard dash must be between 4 and 9 s');
    expect(rangeProblem('40yd', 4.6, 'Football')).toBeNull();
    expect(rangeProblem('approach_vertical', 24, 'Volleyball', 'womens')).toBeNull();
    // A published mark keeps its event's range and message.
    expect(rangeProblem('tf_1500m', 30)).toBe('1500 m must be between 3:20.00 and 8:00.00 (m:ss.hh)');
    expect(metricValueProblem('approach_vertical', 118)).toBe(
      '118 in looks like an approach touch; enter the jump',
    );
  });

  it("uses a sport's own range where it measures differently", () => {
    // Softball: the fastest pitch on record is 77 mph; 95 is a baseball number.
    expect(rangeProblem('throw_velo', 95, 'Baseball')).toBeNull();
    expect(rangeProblem('throw_velo', 95, 'Softball')).toBe(
      'Throwing velocity must be between 25 and 85 mph',
    );
    // Soccer's sprint is 30 m, basketball's 75 ft: 9 s is possible for one only.
    expect(rangeProblem('sprint', 9, 'Soccer', 'mens')).toBeNull();
    expect(rangeProblem('sprint', 9, 'Basketball', 'mens')).toBe('Sprint must be between 2.6 and 8 s');
    // With no sport named, the widest range any sport allows.
    expect(rangeProblem('sprint', 9)).toBeNull();
    expect(isUnusual('approach_vertical', 44, 'Volleyball', 'womens')).toBe(true);
    expect(isUnusual('approach_vertical', 44, 'Volleyball', 'mens')).toBe(false);
  });

  it('marks a possible but extreme value unusual, and counts it only with evidence above Self-Reported', () => {
    // A 47 in vertical is past the NFL Combine record of 46 in, yet possible.
    expect(rangeProblem('vertical', 47, 'Football')).toBeNull();
    expect(isUnusual('vertical', 47, 'Football')).toBe(true);
    expect(counts('vertical', 47, 'self', 'Football')).toBe(false);
    expect(counts('vertical', 47, 'upload', 'Football')).toBe(true);
    expect(counts('vertical', 35, 'self', 'Football')).toBe(true);
    expect(isUnusual('height', 92)).toBe(true);
    expect(isUnusual('height', 74)).toBe(false);
    expect(countedValues({ vertical: 47, '40yd': 4.6, broad: Number.NaN }, 'self', 'football')).toEqual({
      '40yd': 4.6,
    });
  });
});
