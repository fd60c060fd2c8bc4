import { describe, expect, it } from 'vitest';
import { tierAt } from './tiers';

// Football's ladder, strongest first: FBS 0, FCS 1, D2 2, D3 3, NAIA 4, JUCO 5.
describe('tierAt', () => {
  it('is reach above the target level, target at it and safety below it', () => {
    expect(tierAt(0, 1)).toBe('reach');
    expect(tierAt(1, 1)).toBe('target');
    expect(tierAt(2, 1)).toBe('safety');
    expect(tierAt(5, 1)).toBe('safety');
  });
  it('lists every level as a target when nothing is measured (no level to compare with)', () => {
    expect(tierAt(5, -1)).toBe('target');
    expect(tierAt(0, -1)).toBe('target');
  });
  it('treats a level missing from the ladder as a target rather than guessing', () => {
    expect(tierAt(-1, 1)).toBe('target');
  });
  it('makes every level a reach when no level’s typical mark is reached', () => {
    for (const level of [0, 1, 2, 3, 4, 5]) expect(tierAt(level, 6)).toBe('reach');
  });
});
