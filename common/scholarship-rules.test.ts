import { describe, expect, it } from 'vitest';
import { PROGRAM_SPORTS } from './constants';
import { scholarshipRule } from './scholarship-rules';

describe('scholarship rules by level and sport', () => {
  it('reads each level as its source states it', () => {
    expect(scholarshipRule('FBS', 'football')).toMatchObject({
      model: 'head-count',
      limit: 85,
      rosterLimit: 105,
    });
    expect(scholarshipRule('FCS', 'football')).toMatchObject({
      model: 'equivalency',
      limit: 63,
      rosterLimit: 105,
    });
    expect(scholarshipRule('D1', 'baseball')).toMatchObject({
      model: 'equivalency',
      limit: 11.7,
      rosterLimit: 34,
    });
    expect(scholarshipRule('D1', 'volleyball')).toMatchObject({
      model: 'head-count',
      limit: 12,
      rosterLimit: 18,
    });
    expect(scholarshipRule('D2', 'baseball')).toMatchObject({ model: 'equivalency', limit: 9 });
    expect(scholarshipRule('D3', 'baseball')).toMatchObject({ model: 'none', limit: 0 });
    expect(scholarshipRule('NAIA', 'football')).toMatchObject({ model: 'equivalency', limit: 24 });
    expect(scholarshipRule('JUCO', 'softball').model).toBe('by-college-division');
  });

  it('cites a dated source for every sport at every level, and a missing limit says so', () => {
    for (const division of ['FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA', 'JUCO'])
      for (const sport of PROGRAM_SPORTS) {
        const rule = scholarshipRule(division, sport);
        expect(rule.sources.length).toBeGreaterThan(0);
        for (const s of rule.sources)
          expect(s).toMatchObject({ url: expect.stringMatching(/^https?:\/\//), read: '2026-11-27' });
        if (rule.limit === null && rule.model !== 'by-college-division')
          expect(rule.text).toMatch(/no limit|former Division|no scholarship limit/);
      }
  });
});
