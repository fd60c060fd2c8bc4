import type { ProgramNetCost } from './net-cost-context';

export const COST_SORTS = ['fit', 'net-cost'] as const;
export type CostSort = (typeof COST_SORTS)[number];
/** "Can cost this or less a year": the range's low end at or under it. */
export const COST_CAPS = [0, 10_000, 20_000, 30_000, 40_000] as const;

/**
 * Matches kept under the cap and ordered by net cost (low end, then high end) when asked; a match
 * without a net price sorts last and is left out by a cap, and the count of those is returned.
 */
export function orderByNetCost<M extends { program: { id: string } }>(
  matches: readonly M[],
  costs: readonly ProgramNetCost[] | undefined,
  sort: CostSort,
  cap: number,
): { shown: M[]; withoutPrice: number } {
  const byProgram = new Map((costs ?? []).map((c) => [c.programId, c.netCost]));
  const low = (m: M) => byProgram.get(m.program.id)?.low ?? null;
  const kept = cap > 0 ? matches.filter((m) => (low(m) ?? Number.POSITIVE_INFINITY) <= cap) : [...matches];
  const withoutPrice = cap > 0 ? matches.filter((m) => low(m) === null).length : 0;
  if (sort === 'net-cost') {
    const key = (m: M) => [
      low(m) ?? Number.POSITIVE_INFINITY,
      byProgram.get(m.program.id)?.high ?? Number.POSITIVE_INFINITY,
    ];
    kept.sort((a, b) => {
      const [a1, a2] = key(a);
      const [b1, b2] = key(b);
      return a1! - b1! || a2! - b2!;
    });
  }
  return { shown: kept, withoutPrice };
}
