import { type EligibilityInput, isEligible, type TScholarship } from './schemas/scholarship';

/** SPEC §4 filter values; 'all' means no filter. */
export const ELIGIBILITY_FILTERS = ['all', 'eligible', 'not-eligible'] as const;
export const DEADLINE_FILTERS = ['all', 'upcoming', 'next-30', 'past'] as const;

export interface ScholarshipFilters {
  sport: string;
  division: string;
  eligibility: (typeof ELIGIBILITY_FILTERS)[number];
  deadline: (typeof DEADLINE_FILTERS)[number];
}
export const NO_FILTERS: ScholarshipFilters = {
  sport: 'all',
  division: 'all',
  eligibility: 'all',
  deadline: 'all',
};

const DAY_MS = 86_400_000;

/**
 * Whole days from `today` to a YYYY-MM-DD deadline (negative once passed); null without a
 * deadline. Computed from the real date, not SPEC's random countdown (docs/decisions/008-*).
 */
export function daysUntil(deadline: string | null, today: Date): number | null {
  if (!deadline) return null;
  const [y, m, d] = deadline.split('-').map(Number);
  const end = Date.UTC(y!, m! - 1, d!);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / DAY_MS);
}

function deadlineMatches(filter: ScholarshipFilters['deadline'], days: number | null): boolean {
  if (filter === 'all') return true;
  // A rolling award (no deadline) is always open, never "past".
  if (filter === 'past') return days !== null && days < 0;
  if (filter === 'upcoming') return days === null || days >= 0;
  return days !== null && days >= 0 && days <= 30;
}

export function filterScholarships(
  list: readonly TScholarship[],
  filters: ScholarshipFilters,
  athlete: EligibilityInput,
  today: Date,
): TScholarship[] {
  return list.filter((s) => {
    if (filters.sport !== 'all' && s.sport !== filters.sport) return false;
    if (filters.division !== 'all' && s.division !== filters.division) return false;
    if (filters.eligibility !== 'all') {
      const eligible = isEligible(athlete, s);
      if ((filters.eligibility === 'eligible') !== eligible) return false;
    }
    return deadlineMatches(filters.deadline, daysUntil(s.deadline, today));
  });
}
