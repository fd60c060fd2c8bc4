import { PROGRAM_DIVISIONS } from '../../common/constants/sports';
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
  /** Of those from four-year colleges, how many by the level of their previous school's program. */
  fromFourYearLevels: Readonly<Record<string, number>>;
  fromJuniorCollege: number;
  statedNeed: boolean;
}

/** Transfers at the position that make a program one that recruits them. */
export const RECRUITS_TRANSFERS_MIN = 2;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whether the roster's previous schools can be counted (roster-transfers.ts's rule). */
const countable = (c: IntakeCounts) => c.withPreviousKind >= TRANSFER_MIN_ROSTER;

const listed = (parts: readonly string[]) =>
  parts.length < 2 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/**
 * Where the transfers came from: each level of a four-year previous school the rosters let us name
 * (matched to a program on file), junior colleges, and the four-year ones whose level is not on file.
 */
export function intakeOrigins(c: IntakeCounts): {
  levels: { level: string; count: number }[];
  levelUnknown: number;
  words: string;
} {
  const levels = PROGRAM_DIVISIONS.filter((d) => d !== 'JUCO' && (c.fromFourYearLevels[d] ?? 0) > 0).map(
    (level) => ({ level, count: c.fromFourYearLevels[level] ?? 0 }),
  );
  const levelUnknown = c.fromFourYear - levels.reduce((sum, l) => sum + l.count, 0);
  const words = listed([
    ...levels.map((l) => `${l.count} from ${l.level}`),
    ...(c.fromJuniorCollege > 0
      ? [`${c.fromJuniorCollege} from ${c.fromJuniorCollege === 1 ? 'a junior college' : 'junior colleges'}`]
      : []),
    ...(levelUnknown > 0
      ? [
          `${levelUnknown} from ${levelUnknown === 1 ? 'a four-year college' : 'four-year colleges'} of a level not on file`,
        ]
      : []),
  ]);
  return { levels, levelUnknown, words };
}

/**
 * The program's transfer intake at the position in words, and its label: "Took 3 transfers at OH,
 * 2 from D1 and 1 from a junior college" (players on its roster, not one year's arrivals). A
 * four-year previous school's level is said only where its name matched a program on file.
 */
export function describeIntake(c: IntakeCounts, position: string): TProgramIntake {
  const pos = groupLabel(position);
  const transfers = c.fromFourYear + c.fromJuniorCollege;
  const origins = intakeOrigins(c);
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
  else
    text = `Took ${plural(transfers, 'transfer', 'transfers')} at ${pos}, ${origins.words}: ${transfers} of the ${c.atPosition} players at ${pos} on its ${c.season} roster came from another college`;
  return {
    programId: c.programId,
    name: c.name,
    division: c.division,
    fit: c.fit,
    season: c.season,
    atPosition: c.atPosition,
    fromFourYear: c.fromFourYear,
    fromJuniorCollege: c.fromJuniorCollege,
    fromLevels: origins.levels,
    levelUnknown: origins.levelUnknown,
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
