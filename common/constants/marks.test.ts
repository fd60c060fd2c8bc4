import { describe, expect, it } from 'vitest';
import {
  formatClock,
  MARK_METRICS,
  markProblem,
  POSITION_MARKS,
  parseClock,
  readMetricText,
  TEAM_POSITION_MARKS,
} from './marks';
import { METRIC_KEYS, metricsForPosition, positionsForSport } from './sports';

describe('published-mark metrics', () => {
  it('reads and writes clock times', () => {
    expect(parseClock('4:18.5')).toBe(258.5);
    expect(parseClock('52.30')).toBe(52.3);
    expect(parseClock('16:05')).toBe(965);
    expect(parseClock('4:75')).toBeNull();
    expect(parseClock('fast')).toBeNull();
    expect(formatClock(258.5)).toBe('4:18.50');
    expect(formatClock(52.3)).toBe('52.30');
    expect(formatClock(965)).toBe('16:05.00');
    expect(readMetricText('tf_1500m', '4:05.2')).toBeCloseTo(245.2);
    expect(readMetricText('utr', '9.5')).toBe(9.5);
  });

  it('names the accepted range in its message', () => {
    expect(markProblem('tf_1500m', 245)).toBeNull();
    expect(markProblem('tf_1500m', 30)).toBe('1500 m must be between 3:20.00 and 8:00.00 (m:ss.hh)');
    expect(markProblem('utr', 18)).toBe('UTR rating must be between 1 and 16.5 UTR');
    expect(markProblem('40yd', 99)).toBeNull();
  });

  it('asks each event group for marks of its own sport only, from the known metrics', () => {
    for (const [sport, positions] of Object.entries(POSITION_MARKS)) {
      expect(Object.keys(positions).sort(), sport).toEqual([...positionsForSport(sport)].sort());
      for (const keys of Object.values(positions)) for (const key of keys) expect(METRIC_KEYS).toContain(key);
    }
    expect(metricsForPosition('Track & Field', 'Distance')).toEqual(['tf_800m', 'tf_1500m', 'tf_5000m']);
    expect(metricsForPosition('Track & Field', 'Throws')).toEqual([]);
    expect(metricsForPosition('Football', 'WR')).toContain('40yd');
    // Wrestling has no level mark: it asks for the record, which is shown and never scored.
    expect(metricsForPosition('Wrestling', '125 lbs')).toEqual(['wr_wins', 'wr_losses', 'wr_state_place']);
    for (const [sport, teams] of Object.entries(TEAM_POSITION_MARKS))
      for (const [team, positions] of Object.entries(teams))
        expect(Object.keys(positions).sort(), `${team} ${sport}`).toEqual(
          [...positionsForSport(sport, team)].sort(),
        );
    for (const m of Object.values(MARK_METRICS)) expect(m.range[0]).toBeLessThan(m.range[1]);
  });
});
