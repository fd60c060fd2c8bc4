/**
 * Recruiting footprint (inside geographic) and roster DNA (inside system/style) from a program's
 * roster summary. Small pure functions the scoring loop calls on compiled numbers: -1 means
 * "not known", and a part without the roster figure keeps its old value.
 */

/** Players with a home state a footprint needs: fewer says little about where a program recruits. */
export const FOOTPRINT_MIN_PLAYERS = 8;
/** Players with a height at the position a DNA comparison needs. */
export const DNA_MIN_HEIGHTS = 3;
/** The footprint's share of the geographic part. */
export const FOOTPRINT_WEIGHT = 0.25;

/**
 * Footprint score from the share of a program's players who come from the athlete's state:
 * 20 with none, rising 20 points per tenth, full at two in five (a program that recruits there).
 */
export function footprintScore(share: number): number {
  if (share < 0) return -1;
  return Math.min(100, 20 + 200 * share);
}

/** The geographic part: distance and preferences, blended with the footprint when known. */
export const blendGeo = (geo: number, footprint: number): number =>
  footprint < 0 ? geo : (1 - FOOTPRINT_WEIGHT) * geo + FOOTPRINT_WEIGHT * footprint;

/**
 * Roster DNA from the athlete's height against the program's players at the position: 100 at
 * their median, 70 at the edge of their 10th–90th percentile range, then 10 less per inch
 * beyond it (not below 20). -1 when either height is unknown.
 */
export function dnaScore(heightIn: number, p10: number, median: number, p90: number): number {
  if (heightIn <= 0 || median <= 0) return -1;
  if (heightIn < p10) return Math.max(20, 70 - 10 * (p10 - heightIn));
  if (heightIn > p90) return Math.max(20, 70 - 10 * (heightIn - p90));
  const half = heightIn < median ? median - p10 : p90 - median;
  return 100 - (30 * Math.abs(heightIn - median)) / Math.max(1, half);
}

/**
 * System fit: the mean of what is known of the style's fit, roster DNA and (for a transfer
 * athlete) transfer reliance, in equal shares; the neutral style value when none is known.
 */
export function blendSys(style: number, styleKnown: boolean, dna: number, transfer = -1): number {
  let sum = styleKnown ? style : 0;
  let n = styleKnown ? 1 : 0;
  if (dna >= 0) {
    sum += dna;
    n++;
  }
  if (transfer >= 0) {
    sum += transfer;
    n++;
  }
  return n === 0 ? style : sum / n;
}

/** Players at the position a transfer share there needs; fewer, and the whole roster's share counts. */
export const TRANSFER_MIN_AT_POSITION = 3;
/** Players with a previous school named that show a roster names them at all. */
export const TRANSFER_MIN_ROSTER = 8;

/**
 * Transfer reliance, for a transfer athlete only: how much of the program's room (at the position,
 * else the whole roster) came from another college. 20 when none did, rising 20 points per tenth,
 * full at two in five (a program built on transfers). -1 when the share is not known.
 */
export function transferScore(share: number): number {
  if (share < 0) return -1;
  return Math.min(100, 20 + 200 * share);
}
