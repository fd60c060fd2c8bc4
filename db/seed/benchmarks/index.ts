import type { ProgramDivision } from '../../../common/constants';
import { BASEBALL_BENCHMARKS, SOFTBALL_BENCHMARKS } from './baseball';
import { BASKETBALL_BENCHMARKS } from './basketball';
import { FOOTBALL_BENCHMARKS } from './football';
import { MENS_SOCCER_BENCHMARKS, WOMENS_SOCCER_BENCHMARKS } from './soccer';
import type { BenchmarkRow } from './types';
import { VOLLEYBALL_BENCHMARKS } from './volleyball';

export type { BenchmarkRow } from './types';

/**
 * Benchmarks are typed TS modules, not a table: they are reference data that changes
 * with code review, the engine reads them without I/O, and a typo fails the typecheck
 * (docs/decisions/005-fit-engine.md). Sports without rows (lacrosse, track and field,
 * cross country) get no athletic score from benchmarks; the engine says so in gaps.
 */
export const BENCHMARKS: readonly BenchmarkRow[] = [
  ...FOOTBALL_BENCHMARKS,
  ...BASKETBALL_BENCHMARKS,
  ...BASEBALL_BENCHMARKS,
  ...SOFTBALL_BENCHMARKS,
  ...VOLLEYBALL_BENCHMARKS,
  ...MENS_SOCCER_BENCHMARKS,
  ...WOMENS_SOCCER_BENCHMARKS,
];

/** Levels per sport, strongest first. Football splits D1 into FBS and FCS. */
export const FOOTBALL_LEVELS: readonly ProgramDivision[] = ['FBS', 'FCS', 'D2', 'NAIA', 'D3', 'JUCO'];
export const OTHER_LEVELS: readonly ProgramDivision[] = ['D1', 'D2', 'NAIA', 'D3', 'JUCO'];
export const levelsForSport = (sport: string): readonly ProgramDivision[] =>
  sport === 'football' ? FOOTBALL_LEVELS : OTHER_LEVELS;

const bySportPosLevel = new Map<string, BenchmarkRow[]>();
for (const row of BENCHMARKS) {
  const key = `${row.sport}|${row.position}|${row.level}`;
  const list = bySportPosLevel.get(key) ?? [];
  list.push(row);
  bySportPosLevel.set(key, list);
}

/** Rows for one sport, position and level; falls back to the sport's '*' rows. */
export function benchmarksFor(sport: string, position: string, level: string): readonly BenchmarkRow[] {
  return (
    bySportPosLevel.get(`${sport}|${position}|${level}`) ?? bySportPosLevel.get(`${sport}|*|${level}`) ?? []
  );
}

export function hasBenchmarks(sport: string): boolean {
  return BENCHMARKS.some((r) => r.sport === sport);
}
