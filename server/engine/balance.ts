import type { MatchTier } from '../../common/tiers';
import { ACADEMIC_REACH } from './admission';
import { type CompiledSport, FIT_KEY_SCALE, keepBest, type PreparedAthlete, rankedBefore } from './fit';

/**
 * A list a recruiting coordinator would sign: reaches (one level above the athlete's band, or a
 * stronger level the athlete prefers), targets (the band) and safeties (one level below it, or a
 * weaker level the athlete prefers) in fixed shares, 5 / 12 / 8 of 25 and 2 / 5 / 3 of 10. A tier
 * with too few programs gives its places to targets, then safeties, then reaches.
 *
 * Safeties stop one level down, as reaches do one level up: the weakest levels score highest on
 * athletics (their marks are lowest), so an open pool below the band filled a D1 athlete's
 * safeties with junior colleges, a different path rather than a safer one.
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

/**
 * The list counts academic tiers too: in each athletic tier at most this share of the places
 * (rounded) goes to academic reaches, 5 of 25 and 2 of 10 in all, so a list is not filled with
 * schools the athlete is unlikely to be admitted to. Academic reaches still fill places that
 * academic fits and likelies cannot.
 */
export const ACADEMIC_REACH_SHARE = 0.2;

const REACH = 0;
const TARGET = 1;
const SAFETY = 2;

interface Pools {
  /** Pool of each ladder level (-1: not listed, e.g. two levels above the band and not preferred). */
  poolOfLevel: Int8Array;
  quotas: number[];
  /** Who takes the places a short pool leaves, in order. */
  spareOrder: readonly number[];
}

/**
 * The three tiers and their quotas; a short tier's places go to targets, then safeties, then
 * reaches. Levels more than one from the band are left out unless preferred. Without a band
 * (nothing measured) each level is its own pool with an equal share, so a sport-only preview
 * shows programs of every level rather than one level's ties.
 */
function poolsFor(c: CompiledSport, pa: PreparedAthlete, k: number): Pools {
  const L = c.levels.length;
  if (pa.band < 0)
    return {
      poolOfLevel: Int8Array.from(c.levels, (_, li) => li),
      quotas: Array.from({ length: L }, (_, li) => Math.floor(k / L) + (li < k % L ? 1 : 0)),
      spareOrder: Array.from({ length: L }, (_, li) => li),
    };
  const q = tierQuotas(k);
  // The list centres on the level whose programs are targets (the typical mark reached); with no
  // typical mark reached anywhere, on the band, whose programs are then reaches like the rest.
  const centre = pa.target >= 0 && pa.target < L ? pa.target : pa.band;
  return {
    poolOfLevel: Int8Array.from(c.levels, (_, li) => {
      if (li === centre) return TARGET;
      const listed = Math.abs(li - centre) === 1 || pa.preferredLevels[li] === 1;
      if (!listed) return -1;
      return li < centre ? REACH : SAFETY;
    }),
    quotas: [q.reach, q.target, q.safety],
    spareOrder: [TARGET, SAFETY, REACH],
  };
}

/** Indices of the `k` programs of the balanced list, in rank order (best Fit first). */
export function balancedTopK(c: CompiledSport, pa: PreparedAthlete, keys: Float64Array, k: number): number[] {
  const { poolOfLevel, quotas, spareOrder } = poolsFor(c, pa, k);
  // Preferred levels compete with lifted keys; the keys shown and sorted by stay the real ones.
  let select = keys;
  if (pa.preferredLevels.includes(1)) {
    select = new Float64Array(keys);
    const lift = PREFERENCE_LIFT * FIT_KEY_SCALE;
    for (let i = 0; i < c.n; i++) if (pa.preferredLevels[c.levelIdx[i]!] === 1) select[i]! += lift;
  }
  const pools: number[][] = quotas.map(() => []);
  const reaches: number[][] = quotas.map(() => []);
  for (let i = 0; i < c.n; i++) {
    const pool = poolOfLevel[c.levelIdx[i]!]!;
    if (pool < 0) continue;
    keepBest(c, select, (pa.acadTier[i] === ACADEMIC_REACH ? reaches : pools)[pool]!, k, i);
  }
  const size = pools.map((p, g) => p.length + reaches[g]!.length);
  const take = size.map((n, g) => Math.min(n, quotas[g]!));
  let spare = k - take.reduce((s, n) => s + n, 0);
  for (const g of spareOrder) {
    const extra = Math.min(spare, size[g]! - take[g]!);
    take[g]! += extra;
    spare -= extra;
  }
  return pools
    .flatMap((p, g) => pick(c, select, p, reaches[g]!, take[g]!))
    .sort((x, y) => (rankedBefore(c, keys, x, y) ? -1 : 1));
}

/**
 * The best `n` of a pool in rank order, with at most ACADEMIC_REACH_SHARE of them academic
 * reaches unless the others run out.
 */
function pick(
  c: CompiledSport,
  keys: Float64Array,
  others: number[],
  reaches: number[],
  n: number,
): number[] {
  const cap = Math.round(n * ACADEMIC_REACH_SHARE);
  const out: number[] = [];
  let o = 0;
  let r = 0;
  while (out.length < n && (o < others.length || r < reaches.length)) {
    const reachNext =
      r < reaches.length &&
      (o >= others.length || (r < cap && rankedBefore(c, keys, reaches[r]!, others[o]!)));
    if (reachNext) out.push(reaches[r++]!);
    else if (o < others.length) out.push(others[o++]!);
  }
  return out;
}
