import { describe, expect, it } from 'vitest';
import { passesTransferFilter, transferView } from './transfer-prospect';

const transfer = {
  portalStatus: 'in-portal',
  currentSchool: 'Example State',
  currentLevel: 'FBS',
  eligibilityRemaining: 3,
  clockStartYear: 2023,
};

describe('transfer prospects', () => {
  it('reads the seasons a program can use through the clock, and the window of the day', () => {
    // Clock 2023-24 ends with 2027-28: from 2026-27 (read in January 2026) two of three stated seasons are usable.
    const v = transferView('football', transfer, '2026-01-10');
    expect(v).toMatchObject({ seasons: 2, windowOpen: true, currentLevel: 'FBS' });
    expect(transferView('football', transfer, '2026-02-10')?.windowOpen).toBe(false);
    expect(transferView('football', { ...transfer, portalStatus: null }, '2026-01-10')).toBeNull();
  });

  it('filters by seasons, window and level of origin, and keeps everyone without filters', () => {
    const v = transferView('football', transfer, '2026-01-10');
    expect(passesTransferFilter(v, {})).toBe(true);
    expect(passesTransferFilter(null, {})).toBe(true);
    expect(passesTransferFilter(null, { transfersOnly: true })).toBe(false);
    expect(passesTransferFilter(v, { minSeasons: 2 })).toBe(true);
    expect(passesTransferFilter(v, { minSeasons: 3 })).toBe(false);
    expect(passesTransferFilter(v, { window: 'open' })).toBe(true);
    expect(passesTransferFilter(v, { window: 'entered' })).toBe(true);
    expect(passesTransferFilter({ ...v!, status: 'entering' }, { window: 'entered' })).toBe(false);
    expect(passesTransferFilter(v, { fromLevel: 'FBS' })).toBe(true);
    expect(passesTransferFilter(v, { fromLevel: 'FCS' })).toBe(false);
  });
});
