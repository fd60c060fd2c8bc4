import { describe, expect, it } from 'vitest';
import { metricScore } from './athletic';
import { belowFloorCurve } from './mark-curve';
import { benchmarksFor } from './reference';

describe('published marks score on a curve around the cut', () => {
  it('is 60 at the floor and halves with each further 3% of it', () => {
    expect(belowFloorCurve(0, 100)).toBe(60);
    expect(belowFloorCurve(3, 100)).toBeCloseTo(30, 9);
    expect(belowFloorCurve(6, 100)).toBeCloseTo(15, 9);
  });

  it('never drops by a cliff: monotone and continuous through the floor, above 0 far below it', () => {
    const row = { floor: 103, target: 100, elite: 97, better: 'lower' as const, mark: {} as never };
    let prev = metricScore(95, row);
    for (let v = 95; v <= 140; v += 0.01) {
      const s = metricScore(v, row);
      expect(s).toBeLessThanOrEqual(prev + 1e-9);
      expect(prev - s).toBeLessThan(0.5);
      prev = s;
    }
    expect(metricScore(140, row)).toBeGreaterThan(0);
  });

  it('a swimmer 6% slower than the D1 B cut scores about 30, not 0', () => {
    const row = benchmarksFor('mens-swimming-diving', 'Freestyle', 'D1').find((r) => r.mark?.standard);
    expect(row).toBeDefined();
    const cut = row!.mark!.standard!;
    expect(metricScore(cut, row!)).toBeCloseTo(80, 6);
    const off6 = metricScore(cut * 1.06, row!);
    expect(off6).toBeGreaterThan(30);
    expect(off6).toBeLessThan(31);
  });

  it('never scores a value higher at a stronger level, whatever the value (tennis UTR, D1 and D2)', () => {
    const [d1] = benchmarksFor('womens-tennis', 'Singles', 'D1');
    const [d2] = benchmarksFor('womens-tennis', 'Singles', 'D2');
    for (let utr = -3; utr <= 16; utr += 0.05)
      expect(metricScore(utr, d1!)).toBeLessThanOrEqual(metricScore(utr, d2!) + 1e-12);
  });

  it('leaves rows without a published mark on their linear scale (0 one step below the floor)', () => {
    expect(metricScore(4.9, { floor: 4.8, target: 4.7, elite: 4.6, better: 'lower' })).toBe(0);
  });
});
