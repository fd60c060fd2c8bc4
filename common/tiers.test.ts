import { describe, expect, it } from 'vitest';
import { matchTier } from './tiers';

const FOOTBALL = ['FBS', 'FCS', 'D2', 'D3', 'NAIA', 'JUCO'];

describe('matchTier', () => {
  it('is reach above the band, target at it and safety below it', () => {
    expect(matchTier(FOOTBALL, 'FBS', 'FCS')).toBe('reach');
    expect(matchTier(FOOTBALL, 'FCS', 'FCS')).toBe('target');
    expect(matchTier(FOOTBALL, 'D2', 'FCS')).toBe('safety');
    expect(matchTier(FOOTBALL, 'JUCO', 'FCS')).toBe('safety');
  });
  it('lists every level as a target when nothing is measured (no band to compare with)', () => {
    expect(matchTier(FOOTBALL, 'JUCO', null)).toBe('target');
    expect(matchTier(FOOTBALL, 'FBS', null)).toBe('target');
  });
  it('treats a level missing from the ladder as a target rather than guessing', () => {
    expect(matchTier(FOOTBALL, 'D1', 'FCS')).toBe('target');
  });
});
