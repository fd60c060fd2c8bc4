import type { ProgramDivision } from '../../common/constants';
import type { BenchmarkRow } from './reference/types';

/**
 * The athletic bar of a level, on its metric scale (floor 60 = 10th percentile of rostered
 * players, typical mark 80 = median, elite 100 = 90th percentile). 62 sits near the 15th
 * percentile: "your numbers are those of a player on a roster at this level". It was chosen
 * against the calibration set (docs/engine.md has the figures): higher bars send more rostered
 * players two levels down, lower ones send more lower-level players up.
 */
export const BAR = 62;

/**
 * Levels with no athletic minimum: D3 gives no athletic aid and takes walk-ons, and junior
 * colleges are open-admission. Any measured athlete meets them athletically; academics still
 * apply. (NAIA awards athletic aid, so it keeps a bar; at the 15th percentile it does not exclude
 * its typical rostered players.)
 */
export const OPEN_LEVELS: ReadonlySet<ProgramDivision> = new Set(['D3', 'JUCO']);

export const barOf = (level: ProgramDivision) => (OPEN_LEVELS.has(level) ? 0 : BAR);

/** The step a metric's figures move in: hundredths of a second, half inches, whole points. */
export function stepOf(row: Pick<BenchmarkRow, 'unit' | 'mark'>): number {
  // Ratings, scores and stroke averages move in hundredths; diving points and the rest in ones.
  return row.unit === 's' ? 0.01 : row.unit === 'in' ? 0.5 : row.mark && row.unit !== 'points' ? 0.01 : 1;
}

/**
 * A value rounded to its step toward "better", so that the figure shown really scores what it
 * claims: a 400 m bar of 47.7512 s shows as 47.75, never 47.76.
 */
export function roundToMeet(
  row: Pick<BenchmarkRow, 'unit' | 'mark' | 'better'>,
  v: number,
  meets: (v: number) => boolean,
): number {
  const sign = row.better === 'higher' ? 1 : -1;
  const step = stepOf(row);
  let needed = sign > 0 ? Math.ceil(v / step - 1e-9) * step : Math.floor(v / step + 1e-9) * step;
  needed = Math.round(needed * 100) / 100;
  if (!meets(needed)) needed = Math.round((needed + sign * step) * 100) / 100;
  return needed;
}

/**
 * A level's one number for a metric: the value that alone scores the level's bar on the row's
 * scale. A published mark is recruited on alone (the best event counts), so this is exactly what
 * "What moves your list" asks and what the cards and the band quote. Null at a level with no
 * athletic minimum (D3, JUCO).
 */
export function barValue(row: BenchmarkRow, level: string): number | null {
  const bar = barOf(level as ProgramDivision);
  if (bar <= 0) return null;
  // The scale is linear from the floor (60) to the typical mark (80), so the bar sits between them.
  const exact = row.target - ((80 - bar) / 20) * (row.target - row.floor);
  const sign = row.better === 'higher' ? 1 : -1;
  return roundToMeet(row, exact, (v) => sign * (v - exact) >= -1e-9);
}
