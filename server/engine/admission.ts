import { actToSat } from '../../common/test-scores';

/**
 * Admission against the school's own numbers (College Scorecard, data/institutions/SOURCE.md):
 * the athlete's SAT, or ACT through the concordance, placed inside the school's middle 50%, or
 * the GPA when there is no test, and weighted by the school's admission rate. docs/engine.md
 * ("Academic fit") gives the rules, their sources and a worked example.
 */

/** A program's institution as the engine needs it; a figure the source leaves out is null. */
export interface InstitutionInput {
  unitid: number;
  name: string;
  state: string;
  admissionRate: number | null;
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
  testPolicy: string | null;
  openAdmission: boolean | null;
  costInState: number | null;
  costOutOfState: number | null;
  graduationRate: number | null;
  dataYear: string;
}

export const ACADEMIC_REACH = 0;
export const ACADEMIC_FIT = 1;
export const ACADEMIC_LIKELY = 2;
/** No admissions figures to compare with (no institution row, or neither rate nor scores). */
export const ACADEMIC_UNKNOWN = 3;

/**
 * Athletic-recruitment credit, in widths of the middle 50%. Ivy League rules keep each team's
 * mean Academic Index within one standard deviation of its student body's; on a normal
 * distribution that is 0.24 of the middle-50% width below the 25th percentile
 * ((1 − 0.674) / 1.349), so a recruit a quarter-width under the 25th percentile still reads as a
 * fit (sources in docs/engine.md).
 */
export const RECRUIT_CREDIT = 0.25;
/** Below this admission rate, no credit lifts an athlete under the 25th percentile out of reach. */
export const HIGHLY_SELECTIVE = 0.15;
/** Without a test, GPA 4.0 places at the 25th percentile at best, and 2.0 one width below it. */
export const GPA_TOP = 4.0;
export const GPA_SPAN = 2.0;
/** Peer bands need at least this many schools of the same admission-rate bin. */
export const PEER_MIN = 3;
const RATE_BINS = [0.1, 0.2, 0.35, 0.5, 0.75, Number.POSITIVE_INFINITY];

export const rateBin = (rate: number) => RATE_BINS.findIndex((b) => rate < b);

/** The school's middle 50% on the SAT scale: SAT where reported, else ACT converted. */
export function ownBand(inst: InstitutionInput): { p25: number; p75: number; from: 'SAT' | 'ACT' } | null {
  if (inst.sat25 !== null && inst.sat75 !== null) return { p25: inst.sat25, p75: inst.sat75, from: 'SAT' };
  if (inst.act25 !== null && inst.act75 !== null)
    return { p25: actToSat(inst.act25), p75: actToSat(inst.act75), from: 'ACT' };
  return null;
}

export interface PeerBand {
  p25: number;
  p75: number;
  /** Schools in the bin, and the bin's bounds, for the sentence. */
  schools: number;
  below: number;
  from: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};

/**
 * For schools that publish no scores (test-blind in 2021-22, such as Caltech): the median 25th and
 * 75th percentiles of the schools with scores in the same admission-rate bin, among the given
 * institutions. A bin with fewer than PEER_MIN such schools gives no band.
 */
export function peerBands(institutions: readonly InstitutionInput[]): (PeerBand | null)[] {
  const seen = new Set<number>();
  const bins: { p25: number[]; p75: number[] }[] = RATE_BINS.map(() => ({ p25: [], p75: [] }));
  for (const inst of institutions) {
    if (seen.has(inst.unitid) || inst.admissionRate === null) continue;
    seen.add(inst.unitid);
    const band = ownBand(inst);
    if (!band) continue;
    const bin = bins[rateBin(inst.admissionRate)]!;
    bin.p25.push(band.p25);
    bin.p75.push(band.p75);
  }
  return bins.map((b, i) =>
    b.p25.length >= PEER_MIN
      ? {
          p25: median(b.p25),
          p75: median(b.p75),
          schools: b.p25.length,
          from: i === 0 ? 0 : RATE_BINS[i - 1]!,
          below: RATE_BINS[i]!,
        }
      : null,
  );
}

/**
 * Where the athlete sits in the band: 0 at the 25th percentile, 1 at the 75th (linear beyond).
 * With a test it is the SAT-equivalent; without one the GPA, which never places inside the
 * band (the file holds no GPA percentiles): 4.0 reaches the 25th percentile, 2.0 one width lower.
 * NaN when neither is known.
 */
export function bandPosition(satEq: number, gpa: number, p25: number, p75: number): number {
  if (satEq >= 0) return (satEq - p25) / Math.max(20, p75 - p25);
  if (gpa >= 0) return Math.min(0, -1 + (gpa - (GPA_TOP - GPA_SPAN)) / GPA_SPAN);
  return Number.NaN;
}

/** Position after the recruitment credit, never lifting a highly selective school's reach. */
export function creditedPosition(t: number, rate: number): number {
  if (t < 0 && rate >= 0 && rate < HIGHLY_SELECTIVE) return t;
  return t + RECRUIT_CREDIT;
}

/**
 * Admission part 0–100 from the credited position and the admission rate (−1: not reported):
 * inside the band 70 → 100 at the 75th percentile; below it falling toward 0 one width under,
 * the fall scaled by the share refused (1 − rate), so missing the 25th percentile of a school
 * that admits 90% costs little; then ×(0.8 + 0.2·min(1, rate/0.5)), so a school admitting
 * under half its applicants is never a sure thing.
 */
export function admissionScore(tc: number, rate: number): number {
  const refused = rate >= 0 ? 1 - rate : 1;
  const base = tc >= 0 ? 70 + 30 * Math.min(1, tc) : 70 - 70 * refused * Math.min(1, -tc);
  const weight = rate >= 0 ? 0.8 + 0.2 * Math.min(1, rate / 0.5) : 1;
  return Math.max(0, Math.min(100, base * weight));
}

/** Below this admission part a school is an academic reach; at or above LIKELY_AT (and admitting half), likely. */
export const REACH_BELOW = 50;
export const LIKELY_AT = 90;

/**
 * Academic tier from the admission part, which already weighs the admission rate, so missing
 * the 25th percentile of a school that admits 90% is no reach. A school admitting under 15% is a
 * reach below its 25th percentile (no credit lifts it) and never better than a fit.
 */
export function admissionTier(score: number, tc: number, rate: number): number {
  const selective = rate >= 0 && rate < HIGHLY_SELECTIVE;
  if (score < REACH_BELOW || (selective && tc < 0)) return ACADEMIC_REACH;
  if (!selective && rate >= 0.5 && score >= LIKELY_AT) return ACADEMIC_LIKELY;
  return ACADEMIC_FIT;
}
