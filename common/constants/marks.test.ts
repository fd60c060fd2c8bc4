import { describe, expect, it } from 'vitest';
import {
  clockTyping,
  formatClock,
  formatTime,
  MARK_METRICS,
  markExample,
  markFieldHint,
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

  it('writes and asks for each event in its own format: seconds, m:ss.hh or either', () => {
    expect(formatTime(10.85)).toBe('10.85 s');
    expect(formatTime(112.4)).toBe('1:52.40');
    expect(formatTime(245.1)).toBe('4:05.10');
    expect(clockTyping('tf_100m')).toBe('seconds');
    expect(clockTyping('tf_800m')).toBe('m:ss.hh');
    expect(clockTyping('tf_400m')).toBe('seconds or m:ss.hh');
    expect(clockTyping('utr')).toBeNull();
    expect(markFieldHint('tf_100m', 's', true)).toBe('seconds, lower is better');
    expect(markFieldHint('tf_1500m', 's', true)).toBe('m:ss.hh, lower is better');
    expect(markFieldHint('tf_long_jump', 'm')).toBe('m');
    expect(markExample('tf_100m')).toBe('e.g. 11.75');
    expect(markExample('tf_800m')).toBe('e.g. 2:11.25');
    expect(markExample('tf_long_jump')).toBe('e.g. 3.75');
    expect(markExample('40yd')).toBeNull();
    expect(markProblem('tf_100m', 30)).toBe('100 m must be between 9.00 s and 20.00 s');
    expect(markProblem('tf_400m', 30)).toBe('400 m must be between 40.00 s and 1:30.00');
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
