/**
 * The Fit engine: pure functions, no I/O (docs/decisions/005-fit-engine.md).
 * Callers compile a sport's programs once (compileSport), prepare an athlete once
 * (prepareAthlete), score every program in a typed-array loop (scoreAll), then
 * explain only the programs they show (explain).
 */
export { academicScore, LEVEL_MIN_GPA } from './academic';
export { athleticAt, metricScore } from './athletic';
export {
  athleteCompleteness,
  type CompiledSport,
  compileSport,
  confidenceOf,
  explain,
  fitFromParts,
  HIGH_NEED_WHY,
  type PreparedAthlete,
  partsAt,
  prepareAthlete,
  ROSTER_UNKNOWN_GAP,
  SYS_UNKNOWN_GAP,
  scoreAll,
  topK,
} from './fit';
export { geoScore } from './geo';
export {
  athleteFromProfile,
  formatHeight,
  parseGpa,
  parseHeightInches,
  programFromRow,
  sportSlug,
} from './normalize';
export { divisionBand, readiness, whatIf } from './readiness';
export type * from './types';

import type { CompiledSport } from './fit';
import { explain, prepareAthlete, scoreAll, topK } from './fit';
import type { AthleteInput, FitResult } from './types';

/** Top `k` programs for an athlete, fully explained, best first. */
export function rankPrograms(c: CompiledSport, a: AthleteInput, k: number): FitResult[] {
  const pa = prepareAthlete(c, a);
  const scores = scoreAll(c, pa);
  return topK(c, scores, k).map((i) => explain(c, pa, i));
}
