import { describe, expect, it } from 'vitest';
import { evidenceText, metricName, metricValueText } from './metric-evidence';

// Midday UTC is the same calendar day in every time zone the tests run in.
const at = '2026-11-26T12:00:00.000Z';

describe('metric evidence text', () => {
  it('says the level and the day, and the source when asked', () => {
    expect(evidenceText({ level: 'upload', at, source: 'Uploaded stats sheet' })).toBe(
      'Uploaded · Nov 26, 2026',
    );
    expect(evidenceText({ level: 'event', at, source: 'Spring Combine, 2026-03-14' }, { source: true })).toBe(
      'Event Data · Nov 26, 2026 · Spring Combine, 2026-03-14',
    );
  });

  it('gives Self-Reported no date, also when nothing is known of the metric', () => {
    expect(evidenceText({ level: 'self', at, source: 'Self-Reported' }, { source: true })).toBe(
      'Self-Reported',
    );
    expect(evidenceText(undefined)).toBe('Self-Reported');
  });

  it('names a metric and writes its value with its unit', () => {
    expect(`${metricName('40yd')} ${metricValueText('40yd', 4.62)}`).toBe('40-yard dash 4.62 s');
    expect(metricValueText('tf_1500m', 258.5)).toBe('4:18.50');
    expect(metricValueText('tf_100m', 10.85)).toBe('10.85 s');
    expect(metricName('unknown_metric')).toBe('unknown_metric');
  });

  it('writes a wrestler’s record as counts and a state finish by its name', () => {
    expect(`${metricName('wr_wins')} ${metricValueText('wr_wins', 32)}`).toBe('Season wins 32 wins');
    expect(metricValueText('wr_losses', 0)).toBe('0 losses');
    expect(metricValueText('wr_state_place', 3)).toBe('State placer, 3rd');
    expect(metricValueText('wr_state_place', 1)).toBe('State champion');
  });
});
