import { describe, expect, it } from 'vitest';
import { academicYearOf, eligibilityAllows, seasonLabel, transferRuleNotes } from './eligibility';

describe('eligibilityAllows', () => {
  it('counts the stated seasons from the season after the current one (the issue’s example)', () => {
    // November 2025 is in 2025-26: two seasons at a new program are 2026-27 and 2027-28.
    const e = eligibilityAllows({
      seasonsRemaining: 2,
      clockStartYear: null,
      level: 'D2',
      today: '2025-11-20',
    });
    expect(e).toMatchObject({ seasons: 2, firstSeason: '2026-27', through: '2027-28', clockLimits: false });
    expect(e.text).toBe('2 seasons, through 2027-28');
  });

  it('turns the academic year in July', () => {
    expect(academicYearOf('2026-06-30')).toBe(2025);
    expect(academicYearOf('2026-07-01')).toBe(2026);
    expect(seasonLabel(2029)).toBe('2029-30');
    expect(
      eligibilityAllows({ seasonsRemaining: 1, clockStartYear: null, level: null, today: '2026-05-10' }).text,
    ).toBe('1 season, through 2026-27');
  });

  it('cuts the seasons at the end of the Division I five-year clock', () => {
    // Clock started 2023-24: its fifth and last season is 2027-28. From 2027-28 only one is left.
    const e = eligibilityAllows({
      seasonsRemaining: 3,
      clockStartYear: 2023,
      level: 'D1',
      today: '2026-11-27',
    });
    expect(e).toMatchObject({ seasons: 1, through: '2027-28', clockEnds: '2027-28', clockLimits: true });
    expect(e.text).toBe(
      '1 season, through 2027-28 (your five-year clock that started in 2023-24 ends with 2027-28, so 3 stated seasons cannot all be used)',
    );
  });

  it('says when the clock has run out', () => {
    const e = eligibilityAllows({
      seasonsRemaining: 2,
      clockStartYear: 2021,
      level: 'FBS',
      today: '2026-11-27',
    });
    expect(e.seasons).toBe(0);
    expect(e.through).toBeNull();
    expect(e.text).toBe(
      'No seasons left to use from 2027-28: your five-year clock that started in 2021-22 ends with 2025-26',
    );
  });

  it('does not count the Division I clock at other levels', () => {
    const e = eligibilityAllows({
      seasonsRemaining: 3,
      clockStartYear: 2021,
      level: 'NAIA',
      today: '2026-11-27',
    });
    expect(e).toMatchObject({ seasons: 3, through: '2029-30', clockEnds: null, clockLimits: false });
  });

  it('says none are left for zero seasons', () => {
    expect(
      eligibilityAllows({ seasonsRemaining: 0, clockStartYear: 2025, level: 'D1', today: '2026-11-27' }).text,
    ).toBe('No seasons of eligibility left');
  });
});

describe('transferRuleNotes', () => {
  it('always says the clock rule is in flux, with its date and source', () => {
    const [flux] = transferRuleNotes({ level: 'D1', transferKind: 'undergraduate' });
    expect(flux!.text).toContain('In flux: on June 23, 2026');
    expect(flux!.text).toContain('read on 2026-11-27');
    expect(flux!.source.url).toMatch(/^https:\/\//);
  });

  it('adds the graduate window rule and the two-year college rules where they apply', () => {
    expect(transferRuleNotes({ level: 'D1', transferKind: 'graduate' }).map((n) => n.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('graduate transfer may enter the portal outside the window'),
      ]),
    );
    const juco = transferRuleNotes({ level: 'JUCO', transferKind: 'undergraduate' }).map((n) => n.text);
    expect(juco).toEqual(
      expect.arrayContaining([expect.stringContaining('4-2-4'), expect.stringContaining('2.000 GPA')]),
    );
  });
});
