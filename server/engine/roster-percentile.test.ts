import { describe, expect, it } from 'vitest';
import {
  athleticWithRoster,
  rosterAthletic,
  rosterPercentile,
  rosterPercentileSentence,
} from './roster-percentile';

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
    expect(rosterPercentileSentence('Nebraska', 70, 62.4, 4, 'S', '2025-26')).toBe(
      "Your 5'10\" is at the 62nd percentile of Nebraska's 4 players at S on the 2025-26 roster: a quarter of athletic fit",
    );
    expect(rosterPercentileSentence('X', 70, 11, 4, 'S', '2025-26')).toMatch(/the 11th percentile/);
    expect(rosterPercentileSentence('X', 70, 23, 4, 'S', '2025-26')).toMatch(/the 23rd percentile/);
  });
});
