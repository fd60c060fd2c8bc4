import { FIT_WEIGHTS } from '../../common/constants';
import type { FitParts, FitResult } from './types';

const PARTS = Object.keys(FIT_WEIGHTS) as (keyof FitParts)[];

/**
 * The first line of each card is the reason that most sets its program apart from the rest of the
 * list: the part where the program stands furthest above the list's mean, weighted as in the Fit,
 * and of that part's reasons the one the fewest cards share. A card above the mean in no part with
 * a reason leads with its least shared reason. The other lines keep their order.
 */
export function leadWithDistinctReason(results: readonly FitResult[]): FitResult[] {
  if (results.length < 2) return [...results];
  const mean = Object.fromEntries(
    PARTS.map((k) => [k, results.reduce((s, r) => s + r.parts[k], 0) / results.length]),
  ) as Record<keyof FitParts, number>;
  const shared = new Map<string, number>();
  for (const r of results) for (const w of new Set(r.why)) shared.set(w, (shared.get(w) ?? 0) + 1);
  return results.map((r) => {
    let part: keyof FitParts | null = null;
    let lift = 0;
    for (const k of PARTS) {
      const above = FIT_WEIGHTS[k] * (r.parts[k] - mean[k]);
      if (above > lift && r.whyParts.includes(k)) {
        lift = above;
        part = k;
      }
    }
    let lead = -1;
    r.why.forEach((w, i) => {
      if (part !== null && r.whyParts[i] !== part) return;
      if (lead < 0 || shared.get(w)! < shared.get(r.why[lead]!)!) lead = i;
    });
    if (lead <= 0) return r;
    const order = [lead, ...r.why.keys()].filter((i, at) => at === 0 || i !== lead);
    return { ...r, why: order.map((i) => r.why[i]!), whyParts: order.map((i) => r.whyParts[i]!) };
  });
}
