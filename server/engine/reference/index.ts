import type { ProgramDivision, ProgramSport } from '../../../common/constants';
import { type CalibrationPlayer, readCalibration } from '../../../data/calibration';
import { type MarkRecord, readMarks } from '../../../data/marks';
import { markBenchmarks } from '../marks';
import { BASEBALL_BENCHMARKS, SOFTBALL_BENCHMARKS } from './baseball';
import { BASKETBALL_BENCHMARKS, WOMENS_BASKETBALL_BENCHMARKS } from './basketball';
import { BODY_BENCHMARKS } from './body';
import { applyCalibration, calibratedMarks } from './calibration';
import { FOOTBALL_BENCHMARKS } from './football';
import { MENS_SOCCER_BENCHMARKS, WOMENS_SOCCER_BENCHMARKS } from './soccer';
import type { BenchmarkRow } from './types';
import { MENS_VOLLEYBALL_BENCHMARKS, VOLLEYBALL_BENCHMARKS } from './volleyball';

export type { BenchmarkRow } from './types';

/**
 * Benchmarks are typed TS modules, not a table: they are reference data that changes
 * with code review, the engine reads them without I/O, and a typo fails the typecheck
 * (docs/decisions/005-fit-engine.md). Height and weight marks are then calibrated against real
 * rosters (calibration.ts). The sports where no height or weight rule fits read their published
 * level marks (../marks.ts). No engine code opens a file: the loaders in data/calibration and
 * data/marks read the CSVs, and `buildBenchmarks` turns their records into rows
 * (docs/decisions/027-engine-reads-no-files.md).
 */
/**
 * Each sport's ladder of levels, strongest first: the levels whose programs are on file
 * (data/programs; a test keeps the two in step), since a level we cannot show a program at is
 * not an answer we give. Football splits D1 into FBS and FCS.
 */
const NCAA: readonly ProgramDivision[] = ['D1', 'D2', 'D3'];
export const SPORT_LEVELS: Record<ProgramSport, readonly ProgramDivision[]> = {
  football: ['FBS', 'FCS', 'D2', 'NAIA', 'D3', 'JUCO'],
  basketball: ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  'womens-basketball': ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  baseball: ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  softball: ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  volleyball: ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  'mens-soccer': ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  'womens-soccer': ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  'mens-volleyball': ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  lacrosse: ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  'womens-lacrosse': ['D1', 'D2', 'NAIA', 'D3', 'JUCO'],
  // NCAA only: no NAIA or junior-college lists of these sports could be confirmed (docs/coverage.md).
  'mens-track-field': NCAA,
  'womens-track-field': NCAA,
  'mens-cross-country': NCAA,
  'womens-cross-country': NCAA,
  'mens-swimming-diving': NCAA,
  'womens-swimming-diving': NCAA,
  'mens-tennis': NCAA,
  'womens-tennis': NCAA,
  'mens-golf': NCAA,
  'womens-golf': NCAA,
  wrestling: NCAA,
  'womens-wrestling': NCAA,
  'field-hockey': NCAA,
  'mens-ice-hockey': NCAA,
  'womens-ice-hockey': NCAA,
  'mens-gymnastics': ['D1', 'D3'],
  'womens-gymnastics': NCAA,
  'womens-rowing': NCAA,
};
export const RULE_BENCHMARKS: readonly BenchmarkRow[] = [
  ...FOOTBALL_BENCHMARKS,
  ...BASKETBALL_BENCHMARKS,
  ...WOMENS_BASKETBALL_BENCHMARKS,
  ...BASEBALL_BENCHMARKS,
  ...SOFTBALL_BENCHMARKS,
  ...VOLLEYBALL_BENCHMARKS,
  ...MENS_VOLLEYBALL_BENCHMARKS,
  ...MENS_SOCCER_BENCHMARKS,
  ...WOMENS_SOCCER_BENCHMARKS,
  ...BODY_BENCHMARKS,
];

/** Every benchmark row: the rules calibrated against the players given, then the published marks. */
export function buildBenchmarks(
  players: readonly CalibrationPlayer[],
  marks: readonly MarkRecord[],
): BenchmarkRow[] {
  return [
    ...applyCalibration(RULE_BENCHMARKS, calibratedMarks(players)),
    ...markBenchmarks(SPORT_LEVELS, marks),
  ];
}

/** The rows the engine scores with, from the reference files as data/'s loaders read them. */
export const BENCHMARKS: readonly BenchmarkRow[] = buildBenchmarks(readCalibration(), readMarks());

export const levelsForSport = (sport: string): readonly ProgramDivision[] =>
  SPORT_LEVELS[sport as ProgramSport] ?? [];

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
