import type { TProgramIntake } from '../../common/schemas/portal';
import { TRANSFER_MIN_ROSTER } from './roster-fit';
import { groupLabel } from './roster-summary';

/** One matched program's roster counts at the athlete's position (the portal repo's query). */
export interface IntakeCounts {
  programId: string;
  name: string;
  division: string;
  fit: number;
  season: string | null;
  source: { id: string; name: string; url: string } | null;
  /** Players on the whole roster whose kind of previous school the source gives. */
  withPreviousKind: number;
  atPosition: number;
  fromFourYear: number;
  fromJuniorCollege: number;
  statedNeed: boolean;
}

/** Transfers at the position that make a program one that recruits them. */
export const RECRUITS_TRANSFERS_MIN = 2;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whether the roster's previous schools can be counted (roster-transfers.ts's rule). */
const countable = (c: IntakeCounts) => c.withPreviousKind >= TRANSFER_MIN_ROSTER;

/**
 * The program's transfer intake at the position in words, and its label. The rosters give the
 * kind of previous school (four-year or junior college), never its division, so that is all it says.
 */
export function describeIntake(c: IntakeCounts, position: string): TProgramIntake {
  const pos = groupLabel(position);
  const transfers = c.fromFourYear + c.fromJuniorCollege;
  const recruits = countable(c) && transfers >= RECRUITS_TRANSFERS_MIN;
  const label = c.statedNeed
    ? `Looking for transfers at ${pos}`
    : recruits
      ? `Recruits transfers at ${pos}`
      : null;
  let text: string;
  if (!c.season) text = 'No public roster on file, so its transfers cannot be counted';
  else if (!countable(c))
    text = `Its ${c.season} roster does not name previous schools, so its transfers cannot be counted`;
  else if (c.atPosition === 0) text = `No players at ${pos} on its ${c.season} roster`;
  else if (transfers === 0)
    text = `None of the ${c.atPosition} players at ${pos} on its ${c.season} roster came from another college`;
  else {
    const parts = [
      c.fromFourYear > 0
        ? `${c.fromFourYear} from ${c.fromFourYear === 1 ? 'a four-year college' : 'four-year colleges'}`
        : null,
      c.fromJuniorCollege > 0
        ? `${c.fromJuniorCollege} from ${c.fromJuniorCollege === 1 ? 'a junior college' : 'junior colleges'}`
        : null,
    ].filter(Boolean);
    text = `Took ${plural(transfers, 'transfer', 'transfers')} at ${pos}: ${transfers} of the ${c.atPosition} players at ${pos} on its ${c.season} roster came from another college (${parts.join(', ')})`;
  }
  return {
    programId: c.programId,
    name: c.name,
    division: c.division,
    fit: c.fit,
    season: c.season,
    atPosition: c.atPosition,
    fromFourYear: c.fromFourYear,
    fromJuniorCollege: c.fromJuniorCollege,
    statedNeed: c.statedNeed,
    label,
    text: c.statedNeed ? `The staff say they look for transfers at ${pos}. ${text}` : text,
    source: c.season ? c.source : null,
  };
}

/** Programs that want transfers at the position first (stated, then counted), then by Fit. */
export function rankIntake(list: readonly TProgramIntake[]): TProgramIntake[] {
  const weight = (p: TProgramIntake) => (p.statedNeed ? 2 : p.label ? 1 : 0);
  return [...list].sort(
    (x, y) =>
      weight(y) - weight(x) ||
      y.fromFourYear + y.fromJuniorCollege - (x.fromFourYear + x.fromJuniorCollege) ||
      y.fit - x.fit ||
      x.name.localeCompare(y.name),
  );
}
