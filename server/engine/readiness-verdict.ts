import type { ProgramDivision } from '../../common/constants';
import type { CompiledSport } from './fit';
import { divisionBand, readiness, whatIf } from './readiness';
import type { AthleteInput, DivisionBand, Readiness, WhatIf } from './types';

/** Everything the toast, the readiness card, "What moves your list" and the band say, from one place. */
export interface ReadinessVerdict {
  band: DivisionBand;
  /**
   * The level the toast may congratulate ("You Meet D2 Standards!"): the band when its bar is met,
   * never a level that is only the closest one.
   */
  meets: ProgramDivision | null;
  /** Readiness toward the band's own level. */
  readiness: Readiness;
  /** The way to the level above the band, quoting the same bars the cards quote. */
  whatIf: WhatIf[];
}

/**
 * The one readiness story (issue 42): the band, the readiness toward that same level and the
 * way up, computed together so no screen can pair one level's claim with another's numbers.
 */
export function readinessVerdict(a: AthleteInput, compiled: CompiledSport | null = null): ReadinessVerdict {
  const band = divisionBand(a);
  return {
    band,
    meets: band.closest ? null : band.division,
    readiness: readiness(a, band),
    whatIf: whatIf(a, compiled),
  };
}
