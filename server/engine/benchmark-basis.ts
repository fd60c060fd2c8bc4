import type { AthleticDetail } from './athletic';
import type { BenchmarkBasis } from './reference/types';

/**
 * The card's athletic line on what the level's marks rest on, e.g. "Athletic marks at D1: height
 * calibrated from rosters; approach jump an estimate". Null when nothing is measured.
 */
export function basisSentence(
  rows: AthleticDetail['rows'],
  level: string,
  label: (metric: string) => string,
): { text: string; estimate: boolean } | null {
  if (rows.length === 0) return null;
  const by = new Map<BenchmarkBasis, string[]>();
  for (const r of rows) by.set(r.row.basis, [...(by.get(r.row.basis) ?? []), label(r.row.metric)]);
  const says: Record<BenchmarkBasis, string> = {
    citation: 'from a published source',
    'calibrated from rosters': 'calibrated from rosters',
    estimate: 'an estimate',
  };
  const parts = [...by].map(([basis, metrics]) => `${metrics.join(', ')} ${says[basis]}`);
  return { text: `Athletic marks at ${level}: ${parts.join('; ')}`, estimate: by.has('estimate') };
}
