import { ADMIT_NONE } from './academic';
import type { ProgramInput } from './types';

/**
 * Which of a program's parts rest on a default rather than on data about it: academic (no
 * admissions figures), roster need (no roster and no stated needs), geography (no location) and
 * system fit (no playing style and no roster to read its players from). Athletic is measured
 * against the level's marks for every program. A program with MOSTLY_DEFAULT of them or more is
 * ranked after every program measured on real data (fit.ts packs it into the rank key), so a
 * stand-in never lifts a program over one whose numbers are known.
 */
export const MOSTLY_DEFAULT = 3;

export interface DefaultFlags {
  academic: boolean;
  rosterNeed: boolean;
  geo: boolean;
  sys: boolean;
}

export function defaultFlags(
  p: ProgramInput,
  admitKind: number,
  rosterKnown: boolean,
  located: boolean,
  styleKnown: boolean,
): DefaultFlags {
  const stated = (p.statedNeeds?.length ?? 0) > 0;
  return {
    academic: admitKind === ADMIT_NONE,
    rosterNeed: !rosterKnown && !stated,
    geo: !located,
    sys: !styleKnown && !p.roster,
  };
}

export const defaultCount = (f: DefaultFlags): number =>
  (f.academic ? 1 : 0) + (f.rosterNeed ? 1 : 0) + (f.geo ? 1 : 0) + (f.sys ? 1 : 0);

/** 1 when the program is measured on real data (fewer than MOSTLY_DEFAULT default parts), else 0. */
export const measuredFlag = (f: DefaultFlags): number => (defaultCount(f) < MOSTLY_DEFAULT ? 1 : 0);
