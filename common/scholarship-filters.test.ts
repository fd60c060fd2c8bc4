import { describe, expect, it } from 'vitest';
import type { TScholarship } from './schemas/scholarship';
import { daysUntil, filterScholarships, NO_FILTERS } from './scholarship-filters';

const base: TScholarship = {
  id: '1',
  name: 'A',
  amount: '$1,000',
  deadline: null,
  sport: 'football',
  division: 'd1',
  requirements: [],
  minGpa: null,
  minTestScore: null,
  description: null,
  sourceUrl: null,
  isExample: false,
  audience: 'any',
  checkedOn: null,
};
const s = (over: Partial<TScholarship>): TScholarship => ({ ...base, ...over });
const TODAY = new Date(2026, 10, 22);
// A football player: awards for one sport are judged for their own sport's athletes only.
const athlete = { gpa: 3.2, satScore: 1100, actScore: null, sport: 'Football' };

describe('daysUntil', () => {
  it('counts whole days from today, negative once passed, null without a deadline', () => {
    expect(daysUntil('2026-11-23', TODAY)).toBe(1);
    expect(daysUntil('2026-12-22', TODAY)).toBe(30);
    expect(daysUntil('2026-11-21', TODAY)).toBe(-1);
    expect(daysUntil(null, TODAY)).toBeNull();
  });
});

describe('filterScholarships', () => {
  const list = [
    s({ id: 'soon', deadline: '2026-12-01', minGpa: 3.0 }),
    s({ id: 'later', deadline: '2027-03-01', sport: 'basketball', division: 'naia', minGpa: 3.5 }),
    s({ id: 'past', deadline: '2026-01-01', minTestScore: 1200 }),
    s({ id: 'rolling', sport: 'multi-sport', division: null }),
  ];
  const ids = (f: Partial<typeof NO_FILTERS>) =>
    filterScholarships(list, { ...NO_FILTERS, ...f }, athlete, TODAY).map((x) => x.id);

  it('filters by sport and division', () => {
    expect(ids({ sport: 'basketball' })).toEqual(['later']);
    expect(ids({ division: 'd1' })).toEqual(['soon', 'past']);
  });
  it("checks eligibility against the athlete's GPA and tests (SPEC §9)", () => {
    expect(ids({ eligibility: 'eligible' })).toEqual(['soon', 'rolling']);
    expect(ids({ eligibility: 'not-eligible' })).toEqual(['later', 'past']);
  });
  it('filters by deadline: upcoming keeps rolling awards, next-30 and past are strict', () => {
    expect(ids({ deadline: 'upcoming' })).toEqual(['soon', 'later', 'rolling']);
    expect(ids({ deadline: 'next-30' })).toEqual(['soon']);
    expect(ids({ deadline: 'past' })).toEqual(['past']);
  });
});

describe('need-based awards', () => {
  const need = s({ requirements: ['Unmet financial need; family income up to $95,000'], minGpa: 3 });
  it('are not Eligible without the family income bracket, and are judged as any other with it', () => {
    const list = [need, s({ id: '2', minGpa: 3 })];
    const eligible = { ...NO_FILTERS, eligibility: 'eligible' as const };
    expect(filterScholarships(list, eligible, athlete, TODAY).map((x) => x.id)).toEqual(['2']);
    expect(
      filterScholarships(list, eligible, { ...athlete, incomeBracket: '48-75k' }, TODAY).map((x) => x.id),
    ).toEqual(['1', '2']);
    expect(
      filterScholarships(list, eligible, { ...athlete, gpa: 2.5, incomeBracket: '48-75k' }, TODAY),
    ).toEqual([]);
  });
});
