import type { MatchTier } from '../../common/tiers';
import { type CompiledSport, FIT_KEY_SCALE, keepBest, type PreparedAthlete, rankedBefore } from './fit';

/**
 * A list a recruiting coordinator would sign: reaches (one level above the athlete's band, or a
 * stronger level the athlete prefers), targets (the band) and safeties (below it) in fixed
 * shares, 5 / 12 / 8 of 25 and 2 / 5 / 3 of 10. A tier with too few programs gives its places to
 * targets, then safeties, then reaches.
 */
export const TIER_SHARES = { reach: 0.2, safety: 0.32 } as const;

export function tierQuotas(k: number): Record<MatchTier, number> {
  const reach = Math.round(k * TIER_SHARES.reach);
  const safety = Math.round(k * TIER_SHARES.safety);
  return { reach, target: k - reach - safety, safety };
}

/**
 * A preferred level raises its programs by this many Fit points when the list is chosen; the Fit
 * shown is unchanged, and the band's targets keep their places. (A preferred location raises the
 * geographic part instead, which the Fit shows.)
 */
export const PREFERENCE_LIFT = 10;

export interface Pick {
  index: number;
  tier: MatchTier;
}

const TIERS: readonly MatchTier[] = ['reach', 'target', 'safety'];
/** Who takes the places a short tier leaves: targets first, then safeties, then reaches. */
const SPARE_ORDER = [1, 2, 0] as const;

/** Tier of each ladder level for a band (-1: not listed, e.g. two levels above and not preferred). */
export function levelTiers(levels: number, band: number, preferred: Uint8Array): Int8Array {
  const tiers = new Int8Array(levels);
  for (let li = 0; li < levels; li++) {
    if (band < 0) tiers[li] = 1;
    else if (li === band) tiers[li] = 1;
    else if (li > band) tiers[li] = 2;
    else tiers[li] = li === band - 1 || preferred[li] === 1 ? 0 : -1;
  }
  return tiers;
}

/**
 * The `k` programs of the balanced list, in rank order (best Fit first), each with its tier.
 * Without a band (nothing measured) every level is listed alike, each level taking an equal share,
 * so a sport-only preview shows programs of every level rather than one level's ties.
 */
export function balancedTopK(c: CompiledSport, pa: PreparedAthlete, keys: Float64Array, k: number): Pick[] {
  const L = c.levels.length;
  const tiers = levelTiers(L, pa.band, pa.preferredLevels);
  const lift = PREFERENCE_LIFT * FIT_KEY_SCALE;
  const select = pa.anyPreferredLevel ? new Float64Array(keys) : keys;
  if (pa.anyPreferredLevel)
    for (let i = 0; i < c.n; i++) if (pa.preferredLevels[c.levelIdx[i]!] === 1) select[i]! += lift;
  // Groups: the three tiers, or each level when there is no band.
  const groupOf = (li: number) => (pa.band < 0 ? li : tiers[li]!);
  const groups = pa.band < 0 ? L : 3;
  const pools: number[][] = Array.from({ length: groups }, () => []);
  for (let i = 0; i < c.n; i++) {
    const g = groupOf(c.levelIdx[i]!);
    if (g >= 0) keepBest(c, select, pools[g]!, k, i);
  }
  const quotas =
    pa.band < 0
      ? Array.from({ length: L }, (_, li) => Math.floor(k / L) + (li < k % L ? 1 : 0))
      : (() => {
          const q = tierQuotas(k);
          return [q.reach, q.target, q.safety];
        })();
  const take = pools.map((p, g) => Math.min(p.length, quotas[g]!));
  let spare = k - take.reduce((s, n) => s + n, 0);
  const order = pa.band < 0 ? pools.map((_, g) => g) : SPARE_ORDER;
  for (const g of order) {
    const extra = Math.min(spare, pools[g]!.length - take[g]!);
    take[g]! += extra;
    spare -= extra;
  }
  const picks = pools.flatMap((p, g) =>
    p.slice(0, take[g]).map((index) => ({ index, tier: pa.band < 0 ? 'target' : TIERS[g]! })),
  );
  return picks.sort((x, y) => (rankedBefore(c, keys, x.index, y.index) ? -1 : 1));
}
