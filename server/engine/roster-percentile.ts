import { formatHeight } from '../../common/height';

/**
 * Where a program's roster lists heights or weights at the athlete's position, the athletic part
 * includes how the athlete compares with that program's own players there, so two programs of one
 * level score differently for reasons of their own. The roster's 10th, 50th and 90th percentile
 * heights and weights are compiled once per sport (fit.ts); scoring reads a few numbers per program.
 */

/** Share of the athletic part taken by the program's own roster, the rest being the level's marks. */
export const ROSTER_ATHLETIC_SHARE = 0.25;

/**
 * The athlete's percentile among the program's players at the position, read from the 10th, 50th
 * and 90th percentile heights: linear between them, and beyond them at the slope of the nearer
 * half, within 0–100. A zero width (every player the same height) counts as one inch.
 */
export function rosterPercentile(h: number, p10: number, p50: number, p90: number): number {
  const low = Math.max(1, p50 - p10);
  const high = Math.max(1, p90 - p50);
  const pct = h < p50 ? 50 - (40 * (p50 - h)) / low : 50 + (40 * (h - p50)) / high;
  return Math.max(0, Math.min(100, pct));
}

/**
 * The percentile on the athletic scale the level marks use: the program's 10th percentile player 60
 * (the floor), its median 80 (typical), its 90th 100 (elite), and 0 at the roster's very bottom.
 */
export function rosterAthletic(pct: number): number {
  if (pct >= 10) return Math.min(100, 60 + (pct - 10) / 2);
  return 6 * pct;
}

/**
 * The roster's reading from the height and weight readings (each on the level scale, -1 when not on
 * file): the one on file, or the mean of both, so neither counts twice.
 */
export const rosterReading = (byHeight: number, byWeight: number): number =>
  byHeight < 0 ? byWeight : byWeight < 0 ? byHeight : (byHeight + byWeight) / 2;

/** The athletic part of a program: the level's marks blended with its own roster's reading. */
export const athleticWithRoster = (level: number, roster: number): number =>
  (1 - ROSTER_ATHLETIC_SHARE) * level + ROSTER_ATHLETIC_SHARE * roster;

const ordinal = (n: number): string => {
  const r = Math.round(n);
  const tens = r % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][r % 10] ?? 'th');
  return `${r}${suffix}`;
};

/** One reading of the bullet: the athlete's value as written, its percentile, the players read. */
export interface RosterPercentileReading {
  value: number;
  pct: number;
  players: number;
}

/**
 * "Your 5'10" is at the 62nd percentile of Nebraska's 4 players at S on the 2025-26 roster (…)";
 * with weights alone "Your 185 lb is at …"; with both, each percentile and how many players each
 * rests on.
 */
export function rosterPercentileSentence(
  program: string,
  height: RosterPercentileReading | null,
  weight: RosterPercentileReading | null,
  position: string,
  season: string,
): string {
  const tail = `on the ${season} roster: a quarter of athletic fit`;
  const one = height ?? weight;
  if (!height || !weight)
    return `Your ${height ? formatHeight(one!.value) : `${Math.round(one!.value)} lb`} is at the ${ordinal(one!.pct)} percentile of ${program}'s ${one!.players} players at ${position} ${tail}`;
  const of =
    height.players === weight.players
      ? `${program}'s ${height.players} players at ${position}`
      : `${program}'s players at ${position} (${height.players} heights, ${weight.players} weights)`;
  return `Your ${formatHeight(height.value)} is at the ${ordinal(height.pct)} percentile of the heights and your ${Math.round(weight.value)} lb at the ${ordinal(weight.pct)} percentile of the weights of ${of} ${tail}`;
}
