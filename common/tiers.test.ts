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
  it('makes every program a reach when the numbers meet no level yet', () => {
    expect(matchTier(FOOTBALL, 'JUCO', null)).toBe('reach');
  });
  it('treats a level missing from the ladder as a target rather than guessing', () => {
    expect(matchTier(FOOTBALL, 'D1', 'FCS')).toBe('target');
  });
});
