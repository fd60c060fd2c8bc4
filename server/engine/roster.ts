import { STATED_ELSEWHERE, STATED_NEED, STATED_OTHER_CLASS } from '../../common/constants';
import { codesOf, type PositionGroupSummary, readsPositions, rosterAt, wholeRoster } from './roster-summary';
import type { ProgramInput } from './types';

/**
 * Typical depth chart size per position: how many players a program carries there.
 * Our reading of common roster construction (documented in docs/engine.md); used to
 * turn "3 graduating" into a share of the room.
 */
const DEPTH: Record<string, Record<string, number>> = {
  football: { QB: 4, RB: 5, WR: 9, TE: 5, OL: 15, DL: 12, LB: 9, CB: 8, S: 6, 'K/P': 3 },
  basketball: { PG: 3, SG: 3, SF: 3, PF: 3, C: 3 },
  baseball: { RHP: 10, LHP: 5, C: 3, '1B': 2, '2B': 2, SS: 2, '3B': 2, OF: 6, UTIL: 2 },
  softball: { P: 4, C: 3, '1B': 2, '2B': 2, SS: 2, '3B': 2, OF: 5, UTIL: 2 },
  volleyball: { OH: 4, OPP: 2, MB: 4, S: 2, L: 2, DS: 3 },
  'mens-soccer': { GK: 3, CB: 5, FB: 4, CDM: 3, CM: 4, CAM: 3, W: 4, ST: 4 },
  'womens-soccer': { GK: 3, CB: 5, FB: 4, CDM: 3, CM: 4, CAM: 3, W: 4, ST: 4 },
};

/** Position names programs use in `positionalNeeds` that cover a profile position. */
const ALIASES: Record<string, string[]> = {
  CB: ['DB'],
  S: ['DB', 'FS', 'SS'],
  DL: ['DE', 'DT', 'NT', 'EDGE'],
  LB: ['ILB', 'OLB', 'EDGE'],
  OL: ['OT', 'OG', 'C', 'T', 'G'],
  'K/P': ['K', 'P'],
  RHP: ['P', 'SP', 'RP'],
  LHP: ['P', 'SP', 'RP'],
  OF: ['LF', 'CF', 'RF'],
  W: ['LW', 'RW', 'WING'],
  ST: ['FW', 'CF', 'F'],
  CM: ['MF', 'M'],
  CDM: ['MF', 'M', 'DM'],
  CAM: ['MF', 'M', 'AM'],
};

export function depthFor(sport: string, position: string, rosterSize: number | null): number {
  const table = DEPTH[sport];
  const hit = table?.[position];
  if (hit) return hit;
  if (rosterSize && table) return Math.max(2, Math.round(rosterSize / Object.keys(table).length));
  return 4;
}

export function hasRosterData(p: ProgramInput): boolean {
  return (
    (p.statedNeeds?.length ?? 0) > 0 ||
    hasRosterPlayers(p) ||
    p.graduatingPlayers !== null ||
    p.currentRoster !== null ||
    p.positionalNeeds.length > 0
  );
}

const countAt = (counts: Record<string, number> | null, position: string): number | null => {
  if (!counts) return null;
  if (counts[position] !== undefined) return counts[position] ?? null;
  const aliases = ALIASES[position] ?? [];
  let total = 0;
  let any = false;
  for (const a of aliases) {
    if (counts[a] !== undefined) {
      total += counts[a] ?? 0;
      any = true;
    }
  }
  return any ? total : null;
};

/** The names that cover a position (itself, upper-cased, and its aliases), built once per position. */
const namesCache = new Map<string, ReadonlySet<string>>();
function namesFor(position: string): ReadonlySet<string> {
  let names = namesCache.get(position);
  if (!names) {
    names = new Set([position.toUpperCase(), ...(ALIASES[position] ?? [])]);
    if (namesCache.size >= 1024) namesCache.clear();
    namesCache.set(position, names);
  }
  return names;
}

export function listsNeed(p: ProgramInput, position: string): boolean {
  if (p.positionalNeeds.length === 0) return false;
  const wanted = namesFor(position);
  return p.positionalNeeds.some((n) => wanted.has(n.trim().toUpperCase()));
}

/** A public roster with at least one player whose position is known. */
export const hasPublicRoster = (p: ProgramInput): boolean => (p.roster?.groups.length ?? 0) > 0;
/** A public roster with players, whether or not it lists their positions. */
export const hasRosterPlayers = (p: ProgramInput): boolean => (p.roster?.players ?? 0) > 0;

/** Usual depth of a (possibly pooled) group: the sum of its codes' depths (codes split once). */
const groupDepth = (sport: string, group: string): number | null => {
  const table = DEPTH[sport];
  if (!table) return null;
  let total = 0;
  for (const code of codesOf(group)) total += table[code] ?? 0;
  return total > 0 ? total : null;
};

/**
 * The stated-need part for the years stated at the position and the athlete's class (-1 when it
 * cannot be compared: a transfer, whose high-school class has passed and who arrives for the next
 * season, or a profile without a year), which then counts at the position alone.
 */
export function statedNeedScore(years: readonly number[], classYear: number): number {
  if (years.length === 0) return STATED_ELSEWHERE;
  return classYear < 0 || years.includes(classYear) ? STATED_NEED : STATED_OTHER_CLASS;
}

/** The graduation years the staff stated a need for at this position (aliases included). */
export function statedYears(p: ProgramInput, position: string): number[] {
  const wanted = namesFor(position);
  const years = (p.statedNeeds ?? [])
    .filter((n) => wanted.has(n.position.trim().toUpperCase()))
    .map((n) => n.graduationYear);
  return [...new Set(years)].sort((a, b) => a - b);
}
/** The players at a position on a public roster, and who of them leave before the athlete arrives. */
export type RosterAtPosition = PositionGroupSummary & {
  season: string;
  /** Seniors and graduate students: they leave after the roster's season. */
  leaving: number;
  /** The juniors count as departures too: they leave before the athlete arrives (roster-timing.ts). */
  withJuniors: boolean;
  /** The roster's positions cannot be read (readsPositions), so these are the whole roster's players. */
  wholeRoster: boolean;
};

export interface RosterDetail {
  score: number;
  /** The graduation years the staff stated at the position; null when the staff stated nothing. */
  stated: number[] | null;
  /** A stated need at the position covers the athlete's class (or the class is not compared). */
  statedForClass: boolean;
  known: boolean;
  listed: boolean;
  graduating: number | null;
  current: number | null;
  depth: number;
  /** From the public roster: the players at the position and its season; null without one. */
  fromRoster: RosterAtPosition | null;
}

/**
 * Roster need from real data: 25 base, +35 when the program lists the position as a
 * need, up to +30 for the share of the room graduating, up to +15 for how far the
 * returning players fall short of a typical depth chart.
 */
export function rosterNeed(
  p: ProgramInput,
  sport: string,
  position: string,
  level: string,
  withJuniors = false,
  classYear = -1,
): RosterDetail {
  const depth = depthFor(sport, position, p.rosterSize);
  if (p.statedNeeds && p.statedNeeds.length > 0) {
    // The staff knows its own needs better than a roster reading: theirs replaces ours.
    const years = statedYears(p, position);
    const score = statedNeedScore(years, classYear);
    return {
      score,
      stated: years,
      statedForClass: score === STATED_NEED,
      known: true,
      listed: years.length > 0,
      graduating: null,
      current: null,
      depth,
      fromRoster: null,
    };
  }
  if (!hasRosterData(p)) {
    return {
      score: rosterPrior(level),
      stated: null,
      statedForClass: false,
      known: false,
      listed: false,
      graduating: null,
      current: null,
      depth,
      fromRoster: null,
    };
  }
  if (hasRosterPlayers(p)) return needFromRoster(p, sport, position, depth, withJuniors);
  const listed = listsNeed(p, position);
  const graduating = countAt(p.graduatingPlayers, position);
  const currentRaw = countAt(p.currentRoster, position);
  const current = currentRaw ?? depth;
  const grad = graduating ?? 0;
  const gradShare = grad / Math.max(1, current);
  const shortfall = Math.max(0, depth - (current - grad)) / depth;
  const score = 25 + (listed ? 35 : 0) + Math.min(30, 75 * gradShare) + Math.min(15, 30 * shortfall);
  return {
    score: Math.min(100, score),
    stated: null,
    statedForClass: false,
    known: true,
    listed,
    graduating,
    current: currentRaw,
    depth,
    fromRoster: null,
  };
}

/** Share of a position's players a four-year program replaces in a normal year (docs/engine.md). */
export const YEARLY_TURNOVER = 0.25;

/**
 * Departures at a position against the turnover expected over the same years: a position of usual
 * depth D normally loses about D / 4 players a year, so one year of departures is compared with
 * D / 4, two years (seniors and juniors) with D / 2. 1 is normal turnover, 2 twice it.
 */
export function turnoverRatio(departures: number, depth: number, years: number): number {
  return depth > 0 ? departures / (depth * YEARLY_TURNOVER * years) : 0;
}

/** The ratio that fills the turnover part of roster need: four times normal, a whole room in a year. */
const TURNOVER_CAP = 1 / YEARLY_TURNOVER;

/**
 * Prior used when a program has no roster data at all: what the roster reading (needFromRoster)
 * gives a room of usual depth with normal turnover, so a program we know nothing about neither
 * gains nor loses against one whose roster shows an ordinary year. A four-year program replaces
 * about a quarter of a room a year (42.5), a junior college about half (60). It never reaches
 * HIGH_NEED_THRESHOLD: "High need" must come from real roster data.
 */
export function rosterPrior(level: string): number {
  const yearlyShare = level === 'JUCO' ? 2 * YEARLY_TURNOVER : YEARLY_TURNOVER;
  return needFor(yearlyShare / YEARLY_TURNOVER, yearlyShare);
}

/** Roster need for a turnover ratio and the share of the usual depth that does not return. */
const needFor = (ratio: number, shortfall: number, listed = false): number =>
  Math.min(100, 25 + 12.5 * Math.min(TURNOVER_CAP, ratio) + 20 * Math.min(1, shortfall) + (listed ? 10 : 0));

/**
 * Roster need from the public roster: 25 base, + 12.5 per multiple of normal turnover at the
 * position (turnoverRatio against the program's usual depth there, the mean of its count and the
 * sport's DEPTH; capped at 4, a whole room leaving in one year), up to +20 for how far
 * those who return fall short of the usual depth there (DEPTH; a sport without a table takes the
 * program's own count), +10 when the program also lists the position as a need. Departures are the
 * seniors and graduate students (one year), plus the juniors when they too leave before the athlete
 * arrives (two years, roster-timing.ts). No player at the position: the room is empty, scored as a
 * full shortfall. A roster whose positions cannot be read (most players without one: tennis, golf)
 * is read whole: its departures against its own size.
 */
function needFromRoster(
  p: ProgramInput,
  sport: string,
  position: string,
  depth: number,
  withJuniors: boolean,
): RosterDetail {
  const roster = p.roster!;
  const whole = !readsPositions(roster);
  const at = whole ? wholeRoster(roster) : rosterAt(roster, position);
  const listed = listsNeed(p, position);
  const leaving = at?.departing ?? 0;
  return {
    score: readingScore(sport, at, whole, depth, withJuniors, listed),
    stated: null,
    statedForClass: false,
    known: true,
    listed,
    graduating: leaving,
    current: at?.count ?? 0,
    depth: usualDepth(sport, at, whole, depth),
    fromRoster: {
      ...(at ?? emptyGroup(position)),
      season: roster.season,
      leaving,
      withJuniors,
      wholeRoster: whole,
    },
  };
}

/** The usual depth needFromRoster reads a position against. */
function usualDepth(sport: string, at: PositionGroupSummary | null, whole: boolean, depth: number): number {
  const count = at?.count ?? 0;
  return whole ? count : ((at && groupDepth(sport, at.group)) ?? Math.max(count, depth));
}

/** needFromRoster's score alone. */
function readingScore(
  sport: string,
  at: PositionGroupSummary | null,
  whole: boolean,
  depth: number,
  withJuniors: boolean,
  listed: boolean,
): number {
  const count = at?.count ?? 0;
  const departures = (at?.departing ?? 0) + (withJuniors ? (at?.juniors ?? 0) : 0);
  const usual = usualDepth(sport, at, whole, depth);
  // One season's count is a noisy reading of the program's usual depth: half of it, half the sport's.
  const ratio = turnoverRatio(departures, (count + usual) / 2, withJuniors ? 2 : 1);
  const shortfall = Math.max(0, usual - (count - departures)) / usual;
  return needFor(ratio, shortfall, listed);
}

/**
 * rosterNeed's score for an athlete of an unknown class (-1), written for both arrivals: need[k]
 * with the seniors leaving, needLater[k] with the juniors too. compileSport calls it for every
 * program and position, so the public-roster reading builds no detail and reads the roster once.
 */
export function writeRosterNeeds(
  p: ProgramInput,
  sport: string,
  position: string,
  need: Float32Array,
  needLater: Float32Array,
  k: number,
): void {
  if ((p.statedNeeds?.length ?? 0) > 0 || !hasRosterPlayers(p)) {
    // The juniors move only the public-roster reading.
    need[k] = rosterNeed(p, sport, position, p.division).score;
    needLater[k] = need[k]!;
    return;
  }
  const roster = p.roster!;
  const depth = depthFor(sport, position, p.rosterSize);
  const whole = !readsPositions(roster);
  const at = whole ? wholeRoster(roster) : rosterAt(roster, position);
  const listed = listsNeed(p, position);
  need[k] = readingScore(sport, at, whole, depth, false, listed);
  needLater[k] = readingScore(sport, at, whole, depth, true, listed);
}

const emptyGroup = (position: string): PositionGroupSummary => ({
  group: position,
  count: 0,
  departing: 0,
  juniors: 0,
  transfers: 0,
  withPreviousKind: 0,
  withHeight: 0,
  heightMedian: null,
  heightP10: null,
  heightP90: null,
  withWeight: 0,
  weightMedian: null,
  weightP10: null,
  weightP90: null,
});
