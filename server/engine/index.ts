/**
 * The Fit engine: pure functions, no I/O (docs/decisions/005-fit-engine.md).
 * Callers compile a sport's programs once (compileSport), prepare an athlete once
 * (prepareAthlete), score every program in a typed-array loop (scoreAll), then
 * explain only the programs they show (explain).
 */

export { academicScore, LEVEL_MIN_GPA } from './academic';
export { type InstitutionInput, peerBands } from './admission';
export { athleticAt, metricScore } from './athletic';
export { ACADEMIC_REACH_SHARE, balancedTopK, PREFERENCE_LIFT, TIER_SHARES, tierQuotas } from './balance';
export { admissionOf, explain } from './explain';
export { academicTierOf, costOf } from './explain-academic';
export {
  athleteCompleteness,
  type CompiledSport,
  compileSport,
  confidenceOf,
  FIT_KEY_SCALE,
  fitFromParts,
  fitOfKey,
  HIGH_NEED_WHY,
  type PreparedAthlete,
  partsAt,
  prepareAthlete,
  programOf,
  ROSTER_UNKNOWN_GAP,
  rankedBefore,
  SYS_UNKNOWN_GAP,
  scoreAll,
} from './fit';
export { geoScore } from './geo';
export { BAR, OPEN_LEVELS, placeAthlete } from './levels';
export {
  athleteFromProfile,
  parseGpa,
  programFromRow,
  selfReportedAthlete,
} from './normalize';
export { divisionBand, readiness, whatIf } from './readiness';
export { type ReadinessVerdict, readinessVerdict } from './readiness-verdict';
export {
  type PositionGroupSummary,
  type RosterPlayerInput,
  type RosterSummary,
  rosterAt,
  summarizeRoster,
} from './roster-summary';
export type * from './types';

import { balancedTopK } from './balance';
import { explain } from './explain';
import type { CompiledSport, PreparedAthlete } from './fit';
import { prepareAthlete, scoreAll } from './fit';
import type { AthleteInput, FitResult } from './types';

/** The athlete's balanced list of `k` programs (reach, target, safety), fully explained, best first. */
export function rankPrograms(c: CompiledSport, a: AthleteInput, k: number): FitResult[] {
  return rankPrepared(c, prepareAthlete(c, a), k);
}

/** rankPrograms for an athlete already prepared, when the caller also reads its band. */
export function rankPrepared(c: CompiledSport, pa: PreparedAthlete, k: number): FitResult[] {
  return balancedTopK(c, pa, scoreAll(c, pa, c.keys), k).map((i) => explain(c, pa, i));
}
