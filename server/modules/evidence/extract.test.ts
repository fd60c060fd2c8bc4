import { describe, expect, it } from 'vitest';
import { proposeMetrics, textShowsValue } from './extract';

describe('proposeMetrics', () => {
  it('reads labelled numbers, leaving the numbers in the names alone', () => {
    const text = [
      'Spring Testing Day Results',
      '40-Yard Dash | 4.62',
      'Vertical Jump | 31.5in',
      'Broad Jump     118in',
      '5-10-5 Shuttle | 4.21',
      'Bench 185       14 reps',
    ].join('\n');
    expect(proposeMetrics(text).map(({ metric, value }) => [metric, value])).toEqual([
      ['40yd', 4.62],
      ['vertical', 31.5],
      ['broad', 118],
      ['shuttle', 4.21],
      ['bench', 14],
    ]);
  });

  it('keeps the approach jump apart from the vertical, and lane agility apart from agility', () => {
    const found = proposeMetrics('Approach Jump: 34 in\nLane Agility 11.2\nStanding Vertical 24.5');
    expect(Object.fromEntries(found.map((p) => [p.metric, p.value]))).toEqual({
      approach_vertical: 34,
      lane_agility: 11.2,
      vertical: 24.5,
    });
  });

  it('drops numbers no measurement can take (a misread) and mends O for 0', () => {
    expect(proposeMetrics('40 yard dash 46.2')).toEqual([]);
    expect(proposeMetrics('40 yard dash 4.6O')[0]?.value).toBe(4.6);
  });

  it('takes the first line that names a metric', () => {
    expect(proposeMetrics('40yd 4.70\n40yd 4.55')).toEqual([
      { metric: '40yd', value: 4.7, line: '40yd 4.70' },
    ]);
  });
});

describe('textShowsValue', () => {
  it('finds a number as written, 4.6 and 4.60 alike', () => {
    expect(textShowsValue('40 yd 4.60', '40yd', 4.6)).toBe(true);
    expect(textShowsValue('40 yd 4.60', '40yd', 4.5)).toBe(false);
  });

  it('counts only numbers beside the metric, never another metric’s or a label’s', () => {
    const sheet = '40-Yard Dash | 4.62\nVertical Jump | 31.5in\nBench 185 14 reps 12 reps';
    expect(textShowsValue(sheet, 'vertical', 40)).toBe(false);
    expect(textShowsValue(sheet, 'bench', 185)).toBe(false);
    expect(textShowsValue(sheet, 'broad', 4.62)).toBe(false);
    expect(textShowsValue(sheet, 'bench', 12)).toBe(true);
    expect(textShowsValue('Approach Jump 34\nVertical 28', 'vertical', 34)).toBe(false);
  });
});
