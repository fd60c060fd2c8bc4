import { formatHeight } from '../../common/height';

/**
 * Where a program's roster lists heights at the athlete's position, the athletic part includes how
 * the athlete compares with that program's own players there, so two programs of one level score
 * differently for reasons of their own. The roster's 10th, 50th and 90th percentile heights are
 * compiled once per sport (fit.ts); scoring reads three numbers per program.
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

/** The athletic part of a program: the level's marks blended with its own roster's reading. */
export const athleticWithRoster = (level: number, roster: number): number =>
  (1 - ROSTER_ATHLETIC_SHARE) * level + ROSTER_ATHLETIC_SHARE * roster;

const ordinal = (n: number): string => {
  const r = Math.round(n);
  const tens = r % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][r % 10] ?? 'th');
  return `${r}${suffix}`;
};

/** "Your 5'10" is at the 62nd percentile of Nebraska's 4 players at S on the 2025-26 roster (…)". */
export function rosterPercentileSentence(
  program: string,
  heightIn: number,
  pct: number,
  players: number,
  position: string,
  season: string,
): string {
  return `Your ${formatHeight(heightIn)} is at the ${ordinal(pct)} percentile of ${program}'s ${players} players at ${position} on the ${season} roster: a quarter of athletic fit`;
}
