import {
  ADMIT_OPEN,
  ADMIT_OWN,
  ADMIT_PEER,
  academicPart,
  academicScore,
  ELIGIBLE_AT,
  LEVEL_MIN_GPA,
  UNKNOWN_ACADEMIC,
} from './academic';

/**
 * A program without admissions figures gets a neutral academic part, never a result: the lower of
 * the neutral 50 and what the athlete gets at the typical school of the same level in the same
 * sport (the median admission rate and middle 50% of the level's schools that report them), and
 * scaled down by a missed eligibility gate (the program's own minimums). So a 2.8 GPA no longer reads 94 at a program
 * whose school is unknown while its level's schools admit 10%.
 */

/** The typical school of one level: its median figures, or open admission, or none known. */
export interface LevelPeer {
  kind: typeof ADMIT_OPEN | typeof ADMIT_OWN | 0;
  rate: number;
  p25: number;
  p75: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** Per level index: the typical school among the programs with their own figures (compile time). */
export function levelPeers(
  levelCount: number,
  levelIdx: Uint8Array,
  admitKind: Uint8Array,
  admitRate: Float32Array,
  band25: Float32Array,
  band75: Float32Array,
): LevelPeer[] {
  return Array.from({ length: levelCount }, (_, level) => {
    const rates: number[] = [];
    const p25s: number[] = [];
    const p75s: number[] = [];
    let open = 0;
    let known = 0;
    for (let i = 0; i < levelIdx.length; i++) {
      if (levelIdx[i] !== level) continue;
      if (admitKind[i] === ADMIT_OPEN) {
        open++;
        known++;
      } else if (admitKind[i] === ADMIT_OWN && admitRate[i]! >= 0) {
        rates.push(admitRate[i]!);
        p25s.push(band25[i]!);
        p75s.push(band75[i]!);
        known++;
      }
    }
    if (known === 0) return { kind: 0, rate: -1, p25: 0, p75: 0 };
    if (open * 2 > known) return { kind: ADMIT_OPEN, rate: 1, p25: 0, p75: 0 };
    return { kind: ADMIT_OWN, rate: median(rates), p25: median(p25s), p75: median(p75s) };
  });
}

/** The neutral academic part per level for one athlete (prepareAthlete), before the program's own gate. */
export function neutralByLevel(
  levels: readonly string[],
  peers: readonly LevelPeer[],
  gpa: number,
  satEq: number,
): Float64Array {
  const scratch = new Uint8Array(1);
  return Float64Array.from(levels, (level, li) => {
    const peer = peers[li]!;
    if (peer.kind === 0 || gpa < 0) return UNKNOWN_ACADEMIC;
    const eligibility = academicScore(gpa, satEq, LEVEL_MIN_GPA[level] ?? 2.0, 0, 0, level === 'NAIA');
    const kind = peer.kind === ADMIT_OPEN ? ADMIT_OPEN : ADMIT_PEER;
    const typical = academicPart(eligibility, kind, peer.rate, peer.p25, peer.p75, satEq, gpa, scratch, 0);
    return Math.min(UNKNOWN_ACADEMIC, typical);
  });
}

/** The neutral part of one program: the level's neutral, times the share of its eligibility gate met. */
export const neutralAcademicPart = (eligibility: number, neutral: number): number =>
  neutral * Math.min(1, eligibility / ELIGIBLE_AT);
