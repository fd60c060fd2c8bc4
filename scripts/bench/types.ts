/**
 * One figure printed by `npm run bench`. Every figure carries a baseline measured in
 * the same run on the same machine, so the ratio stays meaningful on any hardware
 * (ARCHITECTURE "Performance budgets").
 */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: { name: string; value: number; unit: string };
  /** value / baseline.value */
  ratio: number;
  budget?: { op: '>=' | '<='; value: number; unit: string };
  notes?: string;
}

/**
 * A bench file is any `scripts/bench/*.bench.ts` exporting `default` of this type.
 * The runner finds them by name, so a new bench (e.g. the lead's bundle-size bench)
 * is one new file and no edit here.
 */
export type Bench = (ctx: BenchContext) => Promise<BenchResult[]>;

export interface BenchContext {
  /** A migrated, seeded database of its own; created on first use and shared by benches. */
  database(): Promise<import('./db').BenchDatabase>;
  log(message: string): void;
}

export const pct = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
