import { describe, expect, it } from 'vitest';
import { metricScore } from './athletic';
import { belowFloorCurve } from './mark-curve';
import { benchmarksFor } from './reference';

describe('published marks score on a curve around the cut', () => {
  it('is 80 at the cut, 60 at the floor, and halves with each further step below it', () => {
    expect(belowFloorCurve(0)).toBe(80);
    expect(belowFloorCurve(-1)).toBe(60);
    expect(belowFloorCurve(-2)).toBe(30);
    expect(belowFloorCurve(-3)).toBe(15);
  });

  it('never drops by a cliff: monotone, continuous at the floor, above 0 far below it', () => {
    let prev = belowFloorCurve(1);
    for (let u = 1; u >= -10; u -= 0.01) {
      const s = belowFloorCurve(u);
      expect(s).toBeLessThanOrEqual(prev + 1e-9);
      expect(prev - s).toBeLessThan(1);
      prev = s;
    }
    expect(belowFloorCurve(-10)).toBeGreaterThan(0);
  });

  it('a swimmer 6% slower than the D1 B cut scores 30, not 0', () => {
    const row = benchmarksFor('mens-swimming-diving', 'Freestyle', 'D1').find((r) => r.mark?.standard);
    expect(row).toBeDefined();
    const cut = row!.mark!.standard!;
    expect(metricScore(cut, row!)).toBeCloseTo(80, 6);
    expect(metricScore(cut * 1.06, row!)).toBeCloseTo(30, 6);
    expect(metricScore(cut * 1.12, row!)).toBeGreaterThan(0);
  });

  it('leaves rows without a published mark on their linear scale (0 one step below the floor)', () => {
    expect(metricScore(4.9, { floor: 4.8, target: 4.7, elite: 4.6, better: 'lower' })).toBe(0);
  });
});
