import { ACADEMIC_TIERS, type AcademicTier } from '../../common/tiers';
import { ADMIT_NONE, ADMIT_OPEN, ADMIT_OWN, ADMIT_RATE } from './academic';
import {
  ACADEMIC_UNKNOWN,
  bandPosition,
  HIGHLY_SELECTIVE,
  type InstitutionInput,
  ownBand,
  RECRUIT_CREDIT,
  rateBin,
} from './admission';
import type { CompiledSport, PreparedAthlete } from './fit';
import { thousands } from './thousands';
import type { CostOfAttendance } from './types';

/** Sentences for the academic part and the cost line (explain.ts); the numbers come from fit.ts. */

const pct = (rate: number) => (rate < 0.01 ? 'under 1%' : `${Math.round(rate * 100)}%`);
const usd = (n: number) => `$${thousands(n)}`;

export const academicTierOf = (code: number): AcademicTier | null =>
  code === ACADEMIC_UNKNOWN ? null : ACADEMIC_TIERS[code]!;

/** "1340 SAT" or "ACT 29 (SAT 1340)": the athlete's better test, as entered. */
function testText(pa: PreparedAthlete): string {
  const { satScore, actScore } = pa.athlete;
  if (satScore && satScore >= pa.satEq) return `${satScore} SAT`;
  return `ACT ${actScore} (SAT ${pa.satEq})`;
}

function bandText(inst: InstitutionInput): string {
  const band = ownBand(inst)!;
  return band.from === 'SAT' ? `SAT ${inst.sat25}–${inst.sat75}` : `ACT ${inst.act25}–${inst.act75}`;
}

/** The label of a neutral academic part (neutral-academic.ts): a stand-in, never a result. */
export const NEUTRAL_ACADEMIC_NOTE = (level: string) =>
  `its academic part is a neutral stand-in, not a result, and no higher than the typical ${level} school here gives you`;

const where = (t: number) => (t < 0 ? 'below' : t > 1 ? 'above' : 'inside');

/**
 * The admission sentence of program i, with the school's own figures and their year, and whether
 * it reads as a reason (why) or a gap.
 */
export function admissionSentence(
  c: CompiledSport,
  pa: PreparedAthlete,
  i: number,
): { text: string; kind: 'why' | 'gap'; credit: string | null } {
  const p = c.programs[i]!;
  const inst = p.institution;
  const kind = c.admitKind[i]!;
  if (!inst || kind === ADMIT_NONE)
    return {
      text: `${inst ? `${p.name} reports no admission rate or test range (${inst.dataYear})` : `No admissions figures on file for ${p.name}`}: ${NEUTRAL_ACADEMIC_NOTE(p.division)}`,
      kind: 'gap',
      credit: null,
    };
  const year = inst.dataYear;
  if (kind === ADMIT_OPEN)
    return { text: `${p.name} has open admission (${year})`, kind: 'why', credit: null };
  const rate = c.admitRate[i]!;
  const admits = rate >= 0 ? `${p.name} admits ${pct(rate)} of applicants (${year})` : null;
  const reach = pa.acadTier[i] === 0;
  const sentenceKind = reach ? 'gap' : 'why';
  const usesTest = pa.satEq >= 0 && kind !== ADMIT_RATE;
  const t = usesTest
    ? bandPosition(pa.satEq, -1, c.band25[i]!, c.band75[i]!)
    : pa.gpa >= 0
      ? bandPosition(-1, pa.gpa, 0, 0)
      : Number.NaN;
  const credit = creditNote(t, rate);
  if (!usesTest) {
    const band = kind === ADMIT_OWN ? `; its middle 50% is ${bandText(inst)}` : '';
    const noTest =
      pa.satEq >= 0
        ? `; it reports no test range, so your GPA counts`
        : pa.gpa >= 0
          ? `; you have not entered a test score, so your ${fmtGpa(pa.gpa)} GPA counts${band}`
          : `; you have not entered a GPA or test score`;
    return { text: `${admits ?? `${p.name} (${year})`}${noTest}`, kind: sentenceKind, credit };
  }
  if (kind === ADMIT_OWN) {
    const own = `Your ${testText(pa)} is ${where(t)} ${p.name}'s middle 50% (${bandText(inst)}, ${year})`;
    return {
      text: rate >= 0 ? `${own}; it admits ${pct(rate)} of applicants` : own,
      kind: sentenceKind,
      credit,
    };
  }
  // ADMIT_PEER: the school publishes no range; its admission-rate peers' is used instead.
  const peer = c.peers[rateBin(rate)]!;
  const bin =
    peer.from === 0
      ? `under ${pct(peer.below)}`
      : Number.isFinite(peer.below)
        ? `${pct(peer.from)} to under ${pct(peer.below)}`
        : `${pct(peer.from)} or more`;
  return {
    text: `${admits} and reports no SAT or ACT range; at the ${peer.schools} schools here admitting ${bin}, the middle 50% is SAT ${peer.p25}–${peer.p75}, and your ${testText(pa)} is ${where(t)} it`,
    kind: sentenceKind,
    credit,
  };
}

const fmtGpa = (g: number) => g.toFixed(2).replace(/0$/, '');

/** What the recruitment credit did, when it mattered. */
function creditNote(t: number, rate: number): string | null {
  if (!(t < 0)) return null;
  if (rate >= 0 && rate < HIGHLY_SELECTIVE)
    return 'Recruiting support does not lift a school admitting under 15% for numbers below its 25th percentile';
  if (t + RECRUIT_CREDIT >= 0)
    return 'Recruited athletes are admitted a little below the 25th percentile, so your numbers count as inside the range (Ivy League rule)';
  return null;
}

/** Cost of attendance: in-state when the athlete's state is the school's, else out-of-state. */
export function costOf(
  inst: InstitutionInput | null | undefined,
  athleteState: string | null,
): CostOfAttendance | null {
  if (!inst || inst.costInState === null) return null;
  const year = inst.dataYear;
  const out = inst.costOutOfState;
  if (out === null || out === inst.costInState)
    return {
      usd: inst.costInState,
      residency: 'same',
      dataYear: year,
      text: `Cost of attendance ${usd(inst.costInState)} a year (${year})`,
    };
  if (athleteState === inst.state)
    return {
      usd: inst.costInState,
      residency: 'in-state',
      dataYear: year,
      text: `In-state cost of attendance ${usd(inst.costInState)} a year (${year})`,
    };
  return {
    usd: out,
    residency: 'out-of-state',
    dataYear: year,
    text: `Out-of-state cost of attendance ${usd(out)} a year (${year}; the in-state cost with out-of-state tuition and fees${athleteState ? '' : '; add your state for the in-state figure'})`,
  };
}
