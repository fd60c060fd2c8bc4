import type { ProgramDivision, ProgramSport } from '../../../common/constants';

/**
 * One measurable target: sport × position × level × metric.
 *
 * Three marks per row, in the metric's own unit:
 * - `floor`: the lowest value a program at this level usually takes a look at;
 * - `target`: the typical mark (the median rostered player where calibrated, else a typical signee);
 * - `elite`: the top of the level's recruiting class.
 * `better` says which direction is good (a 40 is better lower, a vertical higher).
 * `source` is required: every number must say where it came from, and says
 * "interpolated" when we derived it rather than read it from a public anchor.
 */
export interface BenchmarkRow {
  sport: ProgramSport;
  /** A position code of SPORT_POSITIONS, or '*' for "any position of this sport". */
  position: string;
  level: ProgramDivision;
  /** A METRIC_KEYS entry, or 'height' (inches) / 'weight' (lb). */
  metric: string;
  floor: number;
  target: number;
  elite: number;
  better: 'lower' | 'higher';
  unit: string;
  /** Relative importance of this metric inside the athletic part for this position. */
  weight: number;
  source: string;
  /** What the marks rest on, said on the card's athletic line (BENCHMARK_BASES). */
  basis: BenchmarkBasis;
  /** What a published level mark states (server/engine/marks.ts); the three marks above only score it. */
  mark?: PublishedMark;
}

/**
 * What a benchmark row's marks rest on: a public source quoted as it states them ('citation'),
 * the 10th / 50th / 90th percentile of rostered players ('calibrated from rosters'), or a
 * spacing, step or shift that FitScout derived ('estimate').
 */
export const BENCHMARK_BASES = ['citation', 'calibrated from rosters', 'estimate'] as const;
export type BenchmarkBasis = (typeof BENCHMARK_BASES)[number];

/** A level mark as its source publishes it: a range, a single standard, or both (data/marks). */
export interface PublishedMark {
  /** The weaker and stronger end of a published range, and a single standard; null when not given. */
  weak: number | null;
  standard: number | null;
  strong: number | null;
  /** What the standard and the strong mark are called: "recruiting time", "NCAA B cut"… */
  standardName: string;
  strongName: string;
  /** The level it was published for: a level without its own mark is read against the next stronger one. */
  level: ProgramDivision;
  /** Typed as m:ss.hh. */
  clock: boolean;
}

/** Spacing and per-level drift of one metric, used to expand anchor tables into rows. */
export interface MetricScale {
  unit: string;
  better: 'lower' | 'higher';
  /** Distance from target to floor and to elite (elite = target ± spread). */
  spread: number;
  /** Change of the target per level step down (D1 → D2 is one step). */
  stepDelta: number;
  /** When true, spread and stepDelta are fractions of the target (used for body weight). */
  relative?: boolean;
  /** Where the spacing and drift come from. */
  note: string;
}

/** A position's top-level targets: metric → [target, weight in the athletic part]. */
export type PositionAnchors = Record<string, Partial<Record<string, readonly [number, number]>>>;

export interface LevelStep {
  step: number;
  note: string;
}
