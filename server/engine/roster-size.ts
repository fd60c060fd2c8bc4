import type { PositionGroupSummary } from './roster-summary';

/**
 * The athlete's height and weight against the program's own players at the position, as a
 * percentile: programs of one level differ by the size of their rooms, so the athletic part reads
 * them too (docs/engine.md, "Athletic fit against the program's roster"). Percentiles are tabled
 * per program and position once, at compile time; the scoring loop only reads a table cell.
 */

/** Players with the measure at the position a comparison needs (as roster DNA). */
export const SIZE_MIN_PLAYERS = 3;
/** The roster comparison's share of the athletic part where it is known. */
export const ROSTER_SIZE_SHARE = 0.3;

/** Table ranges: whole inches, and pounds in steps of WEIGHT_STEP; values outside are clamped. */
export const HEIGHT_LO = 56;
export const HEIGHT_HI = 90;
export const WEIGHT_LO = 100;
export const WEIGHT_HI = 400;
export const WEIGHT_STEP = 2;
export const HEIGHT_CELLS = HEIGHT_HI - HEIGHT_LO + 1;
export const WEIGHT_CELLS = (WEIGHT_HI - WEIGHT_LO) / WEIGHT_STEP + 1;

export const heightCell = (inches: number): number =>
  Math.min(HEIGHT_CELLS - 1, Math.max(0, Math.round(inches) - HEIGHT_LO));
export const weightCell = (lb: number): number =>
  Math.min(WEIGHT_CELLS - 1, Math.max(0, Math.round((lb - WEIGHT_LO) / WEIGHT_STEP)));
const heightOfCell = (cell: number) => HEIGHT_LO + cell;
const weightOfCell = (cell: number) => WEIGHT_LO + cell * WEIGHT_STEP;

/** Mid-rank percentile (0–100) of `v` among ascending values: half of the ties count below. */
export function percentileOf(sorted: readonly number[], v: number): number {
  let below = 0;
  let equal = 0;
  for (const x of sorted) {
    if (x < v) below++;
    else if (x === v) equal++;
    else break;
  }
  return (100 * (below + equal / 2)) / sorted.length;
}

/**
 * A percentile on the benchmark scale (athletic.ts): the program's 90th percentile scores 100, its
 * median 80 and its 10th percentile 60, as elite, typical and floor marks do; below every player 40.
 */
export function percentileScore(p: number): number {
  if (p >= 90) return 100;
  if (p >= 10) return 60 + (p - 10) / 2;
  return 40 + 2 * p;
}

/** percentileScore of each whole percentile, for the loop. */
export const PERCENTILE_SCORE = Float32Array.from({ length: 101 }, (_, p) => percentileScore(p));

/** A percentile table over every cell of a measure, or null with too few players. */
function table(values: readonly number[] | undefined, cells: number, cellValue: (cell: number) => number) {
  if (!values || values.length < SIZE_MIN_PLAYERS) return null;
  return Uint8Array.from({ length: cells }, (_, cell) => Math.round(percentileOf(values, cellValue(cell))));
}

export const heightTable = (at: PositionGroupSummary) => table(at.heights, HEIGHT_CELLS, heightOfCell);
export const weightTable = (at: PositionGroupSummary) => table(at.weights, WEIGHT_CELLS, weightOfCell);

/** "62nd": the English ordinal of a whole percentile. */
export function ordinal(n: number): string {
  const r100 = n % 100;
  const r10 = n % 10;
  const suffix =
    r100 >= 11 && r100 <= 13 ? 'th' : r10 === 1 ? 'st' : r10 === 2 ? 'nd' : r10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}
