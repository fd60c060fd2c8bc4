import { actToSat, bestSatEquivalent, satToAct } from '../../common/test-scores';
import {
  ACADEMIC_LIKELY,
  ACADEMIC_REACH,
  ACADEMIC_UNKNOWN,
  admissionScore,
  admissionTier,
  bandPosition,
  creditedPosition,
  HIGHLY_SELECTIVE,
} from './admission';
import type { AthleteInput, ProgramInput } from './types';

/**
 * NCAA/NAIA academic floors per level (docs/engine.md):
 * - D1 (FBS, FCS, D1): core-course GPA 2.3; D2: 2.2; no test score since 2023.
 * - NAIA: two of three: 2.0 GPA, top half of class, ACT 18 / SAT 970.
 * - D3 has no association minimum; admission is the school's own. Without the
 *   program's requirements we use 2.0 as a stand-in and lower confidence.
 * - JUCO admission is open (high-school diploma or equivalent).
 */
export const LEVEL_MIN_GPA: Record<string, number> = {
  FBS: 2.3,
  FCS: 2.3,
  D1: 2.3,
  D2: 2.2,
  D3: 2.0,
  NAIA: 2.0,
  JUCO: 0,
};
export const NAIA_TEST_SAT = 970;
export const NAIA_TEST_ACT = 18;
export const UNKNOWN_ACADEMIC = 50;
export const NCAA_NO_TEST = 'NCAA no longer requires a test score';
const NCAA_LEVELS = new Set(['FBS', 'FCS', 'D1', 'D2']);

export interface ProgramAcademics {
  minGpa: number;
  /** Program's typical (average) GPA when known, else 0. */
  avgGpa: number;
  /** Program test minimum on the SAT scale, else 0. */
  minSat: number;
  naia: boolean;
  fromProgram: boolean;
}

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : 0;
};

/** Reads `academicRequirements` keys minGpa, avgGpa, minSat, minAct (others ignored). */
export function programAcademics(
  p: Pick<ProgramInput, 'division' | 'academicRequirements'>,
): ProgramAcademics {
  const req = p.academicRequirements ?? {};
  const levelMin = LEVEL_MIN_GPA[p.division] ?? 2.0;
  const minSat = Math.max(num(req.minSat), num(req.minAct) > 0 ? actToSat(num(req.minAct)) : 0);
  return {
    minGpa: Math.max(levelMin, num(req.minGpa)),
    avgGpa: num(req.avgGpa),
    minSat,
    naia: p.division === 'NAIA',
    fromProgram: p.academicRequirements !== null,
  };
}

/**
 * Academic part, numeric (shared by the fast scorer and the explainer):
 * at the minimum 70, rising to 100 one GPA point above it (or at the program's
 * average, when known); below the minimum 50 falling to 0 a full point under.
 * NAIA applies its two-of-three rule; a missed program test minimum costs 15.
 */
export function academicScore(
  gpa: number,
  satEq: number,
  minGpa: number,
  avgGpa: number,
  minSat: number,
  naia: boolean,
): number {
  if (gpa < 0) return UNKNOWN_ACADEMIC;
  let s: number;
  if (naia) {
    const met = (gpa >= minGpa ? 1 : 0) + (satEq >= NAIA_TEST_SAT ? 1 : 0);
    // Class rank is not on the profile: two of the other two pass; one of two is a
    // coin-flip on the unknown third criterion.
    s =
      met === 2
        ? 70 + 30 * Math.min(1, (gpa - minGpa) / 1.0)
        : met === 1
          ? 55
          : Math.max(0, 40 - 40 * (minGpa - gpa));
  } else if (gpa >= minGpa) {
    const span = avgGpa > minGpa ? Math.max(0.3, avgGpa - minGpa) : 1.0;
    s = 70 + 30 * Math.min(1, (gpa - minGpa) / span);
  } else {
    s = Math.max(0, 50 - 50 * (minGpa - gpa));
  }
  if (minSat > 0 && satEq < minSat) s -= satEq < 0 ? 5 : 15;
  return Math.max(0, Math.min(100, s));
}

export interface AcademicDetail {
  score: number;
  eligible: boolean | null;
  why: string[];
  gaps: string[];
}

export function academicDetail(
  a: AthleteInput,
  p: Pick<ProgramInput, 'division' | 'academicRequirements' | 'name'>,
): AcademicDetail {
  const req = programAcademics(p);
  const satEq = bestSatEquivalent(a.satScore, a.actScore);
  const gpa = a.gpa;
  const score = academicScore(gpa ?? -1, satEq ?? -1, req.minGpa, req.avgGpa, req.minSat, req.naia);
  const why: string[] = [];
  const gaps: string[] = [];
  const level = p.division;
  if (gpa === null) {
    gaps.push('Add your GPA to score academic fit');
    return { score, eligible: null, why, gaps };
  }
  const g = gpa.toFixed(2).replace(/0$/, '');
  let eligible: boolean;
  if (req.naia) {
    const testOk = satEq !== null && satEq >= NAIA_TEST_SAT;
    const gpaOk = gpa >= req.minGpa;
    eligible = gpaOk && testOk;
    if (eligible)
      why.push(
        `Your ${g} GPA and test score meet 2 of the 3 NAIA standards (2.0 GPA, ACT ${NAIA_TEST_ACT} / SAT ${NAIA_TEST_SAT})`,
      );
    else
      gaps.push(
        `NAIA needs 2 of 3: a 2.0 GPA, top half of your class, ACT ${NAIA_TEST_ACT} / SAT ${NAIA_TEST_SAT}; you show ${gpaOk ? 'the GPA' : 'neither GPA'}${testOk ? ' and the test score' : gpaOk ? ' but no qualifying test score' : ' nor a qualifying test score'}`,
      );
  } else if (level === 'JUCO' && !req.fromProgram) {
    eligible = true;
    why.push('Junior college admission is open (high-school diploma or equivalent)');
  } else {
    eligible = gpa >= req.minGpa;
    const what =
      req.fromProgram && req.minGpa > (LEVEL_MIN_GPA[level] ?? 0)
        ? `${p.name}'s minimum of ${req.minGpa}`
        : level === 'D3'
          ? `the 2.0 stand-in for D3 admission (no NCAA minimum)`
          : `the ${level} core-course minimum of ${req.minGpa}`;
    // NCAA dropped its test-score requirement for D1 and D2 in 2023: say so, so no one chases one.
    const noTest = NCAA_LEVELS.has(level) ? `; ${NCAA_NO_TEST}` : '';
    if (eligible) why.push(`Your ${g} GPA clears ${what}${noTest}`);
    else gaps.push(`Your ${g} GPA is ${(req.minGpa - gpa).toFixed(2)} below ${what}${noTest}`);
    if (req.avgGpa > 0 && gpa < req.avgGpa)
      gaps.push(`${p.name}'s typical GPA is ${req.avgGpa}; yours is ${g}`);
  }
  if (req.minSat > 0) {
    if (satEq === null)
      gaps.push(`${p.name} asks for SAT ${req.minSat} / ACT ${satToAct(req.minSat)}; add a test score`);
    else if (satEq < req.minSat)
      gaps.push(
        `Your test score (SAT-equivalent ${satEq}) is under ${p.name}'s minimum of SAT ${req.minSat}`,
      );
  }
  return { score, eligible, why, gaps };
}

/** How a compiled program's admission is known (CompiledSport.admitKind). */
export const ADMIT_NONE = 0;
export const ADMIT_OPEN = 1;
/** The school's own middle 50%. */
export const ADMIT_OWN = 2;
/** The median middle 50% of schools with the same admission-rate bin (peerBands). */
export const ADMIT_PEER = 3;
/** An admission rate but no middle 50%, own or of peers: only a GPA places the athlete. */
export const ADMIT_RATE = 4;

/** Eligibility is met when its part reaches 70 (the level's minimum, NAIA's 2 of 3, program minimums). */
export const ELIGIBLE_AT = 70;

/**
 * The academic part and tier. Eligibility stays the gate: missed, the part is the lower of the
 * eligibility and admission parts; met, it is the admission part. Without admissions figures
 * it is the eligibility part alone, as before institutions were on file.
 * `out[0]` receives the academic tier (ACADEMIC_REACH … ACADEMIC_UNKNOWN).
 */
export function academicPart(
  eligibility: number,
  kind: number,
  rate: number,
  p25: number,
  p75: number,
  satEq: number,
  gpa: number,
  tierOut: Uint8Array,
  at: number,
): number {
  if (kind === ADMIT_NONE) {
    tierOut[at] = ACADEMIC_UNKNOWN;
    return eligibility;
  }
  let admit: number;
  if (kind === ADMIT_OPEN) {
    tierOut[at] = ACADEMIC_LIKELY;
    admit = 100;
  } else {
    const t = kind === ADMIT_RATE ? bandPosition(-1, gpa, 0, 0) : bandPosition(satEq, gpa, p25, p75);
    if (Number.isNaN(t)) {
      // Nothing entered to place: a school admitting under 15% is a reach for anyone.
      tierOut[at] = rate >= 0 && rate < HIGHLY_SELECTIVE ? ACADEMIC_REACH : ACADEMIC_UNKNOWN;
      return eligibility;
    }
    const tc = creditedPosition(t, rate);
    admit = admissionScore(tc, rate);
    tierOut[at] = admissionTier(admit, tc, rate);
  }
  if (gpa < 0) return Math.min(eligibility, admit);
  return eligibility >= ELIGIBLE_AT ? admit : Math.min(eligibility, admit);
}
