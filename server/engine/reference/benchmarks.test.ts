import { describe, expect, it } from 'vitest';
import { PREVIEW_SPORTS, PROGRAM_SPORTS, SPORT_POSITIONS, sportOfProgram } from '../../../common/constants';
import { readCalibration } from '../../../data/calibration';
import { readSeedPrograms } from '../../../db/seed/programs';
import { calibratedMarks, groupOf, MIN_PLAYERS, percentile } from './calibration';
import { BENCHMARKS, benchmarksFor, hasBenchmarks, RULE_BENCHMARKS, SPORT_LEVELS } from './index';

const marks = calibratedMarks(readCalibration());
const STRENGTH = ['FBS', 'FCS', 'D1', 'D2', 'NAIA', 'D3', 'JUCO'];

describe('calibrated benchmarks', () => {
  it('read height and weight off the rosters wherever a level has enough players', () => {
    let calibrated = 0;
    for (const row of BENCHMARKS) {
      if (row.metric !== 'height' && row.metric !== 'weight') continue;
      const m = marks.get(`${row.sport}|${groupOf(row.sport, row.position)}|${row.level}|${row.metric}`);
      if (!m) continue;
      calibrated++;
      expect(m.n).toBeGreaterThanOrEqual(MIN_PLAYERS);
      // The level above may cap a mark (monotone ladder); otherwise it is the percentile itself.
      expect(row.floor).toBeLessThanOrEqual(m.floor);
      expect(row.source).toMatch(/^Calibrated: 10th \/ 50th \/ 90th percentile of \d+ rostered .*https:\/\//);
    }
    expect(calibrated).toBeGreaterThan(50);
  });

  it('computes percentiles by linear interpolation', () => {
    expect(percentile([60, 70, 80], 0.5)).toBe(70);
    expect(percentile([60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160], 0.1)).toBe(70);
  });

  it('says which rule made every mark that is not read off a roster', () => {
    for (const row of BENCHMARKS) expect(row.source).toMatch(/Calibrated|Rule|interpolated|Anchor|estimate/);
  });

  it('never asks more of a weaker level than of a stronger one', () => {
    for (const row of BENCHMARKS) {
      const stronger = STRENGTH.slice(0, STRENGTH.indexOf(row.level));
      for (const level of stronger) {
        const above = benchmarksFor(row.sport, row.position, level).find((r) => r.metric === row.metric);
        if (!above || above.position !== row.position) continue;
        const s = row.better === 'higher' ? 1 : -1;
        expect(
          s * (above.floor - row.floor),
          `${row.sport} ${row.position} ${row.metric} ${level}>${row.level}`,
        ).toBeGreaterThanOrEqual(0);
        expect(s * (above.target - row.target)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('ladders and coverage', () => {
  const programs = readSeedPrograms();

  it('each sport’s ladder is the levels its programs are on file at, strongest first', () => {
    for (const sport of PROGRAM_SPORTS) {
      const onFile = new Set(programs.filter((p) => p.sport === sport).map((p) => p.division));
      expect([...SPORT_LEVELS[sport]].sort(), sport).toEqual([...onFile].sort());
      const order = SPORT_LEVELS[sport].map((l) => STRENGTH.indexOf(l));
      expect(order, sport).toEqual([...order].sort((x, y) => x - y));
    }
  });

  it('offers no sport that matches nothing: every preview sport has programs and benchmarks', () => {
    for (const sport of PREVIEW_SPORTS) {
      expect(
        programs.some((p) => p.sport === sport),
        sport,
      ).toBe(true);
      expect(hasBenchmarks(sport), sport).toBe(true);
    }
  });

  it('benchmarks every position of every sport with a height rule at every level of its ladder', () => {
    // The other sports rest on their published marks (server/engine/marks.ts and its test).
    for (const sport of PROGRAM_SPORTS.filter((s) => RULE_BENCHMARKS.some((r) => r.sport === s))) {
      for (const position of SPORT_POSITIONS[sportOfProgram(sport)]) {
        for (const level of SPORT_LEVELS[sport]) {
          const metrics = benchmarksFor(sport, position, level).map((r) => r.metric);
          expect(metrics, `${sport} ${position} ${level}`).toContain('height');
        }
      }
    }
  });
});
