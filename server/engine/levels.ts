import type { ProgramDivision } from '../../common/constants';
import { bestSatEquivalent } from '../../common/test-scores';
import { LEVEL_MIN_GPA, NAIA_TEST_SAT } from './academic';
import { type AthleticDetail, athleticAt } from './athletic';
import { barOf, OPEN_LEVELS } from './level-bar';
import { levelsForSport } from './reference';
import type { AthleteInput } from './types';

export { BAR, barOf, OPEN_LEVELS } from './level-bar';

/** Does the athlete meet the level's academic minimum: yes, no, or null when we cannot tell. */
export function academicEligibleAt(a: AthleteInput, level: ProgramDivision): boolean | null {
  if (a.gpa === null) return null;
  if (level === 'NAIA') {
    const sat = bestSatEquivalent(a.satScore, a.actScore);
    // Without class rank we can only confirm 2 of 3 from GPA and test score.
    return a.gpa >= 2.0 && sat !== null && sat >= NAIA_TEST_SAT ? true : a.gpa >= 2.0 ? null : false;
  }
  return a.gpa >= (LEVEL_MIN_GPA[level] ?? 0);
}

export interface LevelCheck {
  level: ProgramDivision;
  /** Raw athletic score at the level (numbers as measured, before evidence). */
  raw: number;
  measured: number;
  academicEligible: boolean | null;
  meets: boolean;
}

export interface Placement {
  /** Index on the sport's ladder; -1 when nothing is measured. */
  index: number;
  /** True when no level's bar is met and `index` is the closest level instead. */
  closest: boolean;
  checks: LevelCheck[];
}

/**
 * The athlete's level: the strongest level whose athletic bar the numbers meet without missing its
 * academic minimum. Below every bar, the closest level: the one with the best raw score among
 * those the athlete is not known to miss academically (the weakest on ties). Benchmarks keep each
 * level's marks at or below the level above (calibration.ts), so a bigger, faster athlete never
 * lands lower.
 */
export function placeAthlete(
  a: AthleteInput,
  // The athletic detail per ladder level, when the caller has it already (prepareAthlete does).
  details: readonly AthleticDetail[] = levelsForSport(a.sport).map((level) => athleticAt(a, level)),
): Placement {
  const levels = levelsForSport(a.sport);
  // Where no mark is published for the position at any level, only the levels with no athletic
  // minimum can be said to be met; the others are reaches (server/engine/marks.ts).
  const unmarked = levels.length > 0 && details.every((d) => d.rows.length === 0 && d.missing.length === 0);
  const checks = levels.map((level, i): LevelCheck => {
    const ath = details[i]!;
    const academicEligible = academicEligibleAt(a, level);
    const measured = ath.measured > 0 || (unmarked && OPEN_LEVELS.has(level));
    return {
      level,
      raw: ath.raw,
      measured: ath.measured,
      academicEligible,
      meets: measured && ath.raw >= barOf(level) && academicEligible !== false,
    };
  });
  const hit = checks.findIndex((c) => c.meets);
  if (hit >= 0) return { index: hit, closest: false, checks };
  if (unmarked) {
    const open = levels.findIndex((level) => OPEN_LEVELS.has(level));
    return { index: open >= 0 ? open : levels.length - 1, closest: true, checks };
  }
  if (checks.every((c) => c.measured === 0)) return { index: -1, closest: false, checks };
  const candidates = checks.some((c) => c.academicEligible !== false)
    ? checks.filter((c) => c.academicEligible !== false)
    : checks;
  const best = candidates.reduce((x, y) => (y.raw >= x.raw ? y : x));
  return { index: checks.indexOf(best), closest: true, checks };
}

/** SPEC's preferred divisions → program levels (football's 'NCAA D1' is FBS and FCS). */
export const PREFERRED_TO_LEVEL: Record<string, readonly ProgramDivision[]> = {
  'NCAA D1': ['FBS', 'FCS', 'D1'],
  'NCAA D2': ['D2'],
  'NCAA D3': ['D3'],
  NAIA: ['NAIA'],
  JUCO: ['JUCO'],
};

export const isPreferredLevel = (preferredDivisions: readonly string[], level: ProgramDivision) =>
  preferredDivisions.some((d) => (PREFERRED_TO_LEVEL[d] ?? [d]).includes(level));
