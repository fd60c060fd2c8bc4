/**
 * A program's roster compiled once per sport into counts (never per-player data in the scoring
 * loop): per position group, how many players, how many leave after this season (seniors and
 * graduate students), the next class (juniors), and the spread of their heights; where the
 * players come from; how many came from another college.
 */

/** One rostered player as the summary reads it (roster_players, without ids). */
export interface RosterPlayerInput {
  season: string;
  positionGroup: string | null;
  classYear: string | null;
  heightIn: number | null;
  /** Pounds; only some sources give it (football). Absent counts as not given. */
  weightLb?: number | null;
  homeState: string | null;
  previousSchoolKind: string | null;
}

export interface PositionGroupSummary {
  /** A position code, or codes pooled with '|' where the source names only a broader role. */
  group: string;
  count: number;
  /** Seniors and graduate students: they leave after this season. */
  departing: number;
  juniors: number;
  /** Players whose previous school is a college (four-year or junior college), of `withPreviousKind`. */
  transfers: number;
  /** Players whose kind of previous school the source gives (a college or none). */
  withPreviousKind: number;
  /** Players with a height on file, and the median and 10th/90th percentile of those heights. */
  withHeight: number;
  heightMedian: number | null;
  heightP10: number | null;
  heightP90: number | null;
  /** Players with a weight on file, and the median and 10th/90th percentile of those weights. */
  withWeight: number;
  weightMedian: number | null;
  weightP10: number | null;
  weightP90: number | null;
}

export interface RosterSummary {
  season: string;
  players: number;
  groups: readonly PositionGroupSummary[];
  /** Two-letter state → players from it. */
  homeStates: Readonly<Record<string, number>>;
  withHomeState: number;
  /** Players whose previous school is a four-year college or a junior college. */
  transfers: number;
  /** Players whose kind of previous school the source gives (transfer or none). */
  withPreviousKind: number;
  /** Players with a position group, and the whole roster's seniors and graduate students and juniors. */
  positioned: number;
  departing: number;
  juniors: number;
}

/** The value at fraction q of sorted values (nearest rank). */
const quantile = (sorted: readonly number[], q: number): number | null =>
  sorted.length === 0
    ? null
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

/** The summary of one program's players of its latest season; null without players. */
export function summarizeRoster(players: readonly RosterPlayerInput[]): RosterSummary | null {
  if (players.length === 0) return null;
  const season = players.reduce((s, p) => (p.season > s ? p.season : s), players[0]!.season);
  // Most programs list one season: then no copy of their players.
  const current = players.every((p) => p.season === season)
    ? players
    : players.filter((p) => p.season === season);
  const byGroup = new Map<
    string,
    {
      count: number;
      departing: number;
      juniors: number;
      transfers: number;
      known: number;
      heights: number[];
      weights: number[];
    }
  >();
  const homeStates: Record<string, number> = {};
  let withHomeState = 0;
  let transfers = 0;
  let withPreviousKind = 0;
  let positioned = 0;
  let departing = 0;
  let juniors = 0;
  for (const p of current) {
    if (p.classYear === 'SR' || p.classYear === 'GR') departing++;
    if (p.classYear === 'JR') juniors++;
    if (p.homeState) {
      homeStates[p.homeState] = (homeStates[p.homeState] ?? 0) + 1;
      withHomeState++;
    }
    if (p.previousSchoolKind) {
      withPreviousKind++;
      if (p.previousSchoolKind !== 'none') transfers++;
    }
    if (!p.positionGroup) continue;
    positioned++;
    let g = byGroup.get(p.positionGroup);
    if (!g) {
      g = { count: 0, departing: 0, juniors: 0, transfers: 0, known: 0, heights: [], weights: [] };
      byGroup.set(p.positionGroup, g);
    }
    g.count++;
    if (p.classYear === 'SR' || p.classYear === 'GR') g.departing++;
    if (p.classYear === 'JR') g.juniors++;
    if (p.previousSchoolKind) {
      g.known++;
      if (p.previousSchoolKind !== 'none') g.transfers++;
    }
    if (p.heightIn !== null) g.heights.push(p.heightIn);
    if (p.weightLb != null) g.weights.push(p.weightLb);
  }
  const groups = [...byGroup.entries()]
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([group, g]) => {
      const h = g.heights.sort((x, y) => x - y);
      const w = g.weights.sort((x, y) => x - y);
      return {
        group,
        count: g.count,
        departing: g.departing,
        juniors: g.juniors,
        transfers: g.transfers,
        withPreviousKind: g.known,
        withHeight: h.length,
        heightMedian: quantile(h, 0.5),
        heightP10: quantile(h, 0.1),
        heightP90: quantile(h, 0.9),
        withWeight: w.length,
        weightMedian: quantile(w, 0.5),
        weightP10: quantile(w, 0.1),
        weightP90: quantile(w, 0.9),
      };
    });
  return {
    season,
    players: current.length,
    groups,
    homeStates,
    withHomeState,
    transfers,
    withPreviousKind,
    positioned,
    departing,
    juniors,
  };
}

/**
 * The roster at a position: every group that names it (a pooled 'CB|S' counts for CB and S, as
 * the source cannot tell them apart); null when no group does. Heights are the largest such
 * group's (weights the largest group's by weights), so a median is never a blend of two groups.
 */
export function rosterAt(summary: RosterSummary, position: string): PositionGroupSummary | null {
  let byPosition = atCache.get(summary);
  if (!byPosition) {
    byPosition = new Map();
    atCache.set(summary, byPosition);
  }
  let at = byPosition.get(position);
  if (at === undefined) {
    at = groupsAt(summary, position);
    byPosition.set(position, at);
  }
  return at;
}

/** rosterAt per summary and position: explaining a card reads it three times, a list 25 cards. */
const atCache = new WeakMap<RosterSummary, Map<string, PositionGroupSummary | null>>();

/** The codes of a group ('CB|S' → CB, S), split once per distinct group: groups repeat across programs. */
const codesCache = new Map<string, readonly string[]>();
export function codesOf(group: string): readonly string[] {
  let codes = codesCache.get(group);
  if (!codes) {
    codes = group.split('|');
    if (codesCache.size >= 4096) codesCache.clear();
    codesCache.set(group, codes);
  }
  return codes;
}

function groupsAt(summary: RosterSummary, position: string): PositionGroupSummary | null {
  const hits = summary.groups.filter((g) => g.group === position || codesOf(g.group).includes(position));
  if (hits.length === 0) return null;
  if (hits.length === 1) return hits[0]!;
  const tallest = hits.reduce((b, g) => (g.withHeight > b.withHeight ? g : b));
  const heaviest = hits.reduce((b, g) => (g.withWeight > b.withWeight ? g : b));
  return {
    group: [...new Set(hits.flatMap((g) => g.group.split('|')))].join('|'),
    count: hits.reduce((s, g) => s + g.count, 0),
    departing: hits.reduce((s, g) => s + g.departing, 0),
    juniors: hits.reduce((s, g) => s + g.juniors, 0),
    transfers: hits.reduce((s, g) => s + g.transfers, 0),
    withPreviousKind: hits.reduce((s, g) => s + g.withPreviousKind, 0),
    withHeight: tallest.withHeight,
    heightMedian: tallest.heightMedian,
    heightP10: tallest.heightP10,
    heightP90: tallest.heightP90,
    withWeight: heaviest.withWeight,
    weightMedian: heaviest.weightMedian,
    weightP10: heaviest.weightP10,
    weightP90: heaviest.weightP90,
  };
}

/**
 * Whether the roster's positions can be read: at least half its players have one. Tennis and golf
 * rosters list none, and many cross country and rowing pages only a few, so "no player at your
 * position" there would only mean the page does not say.
 */
export const readsPositions = (summary: RosterSummary): boolean => 2 * summary.positioned >= summary.players;

/** The whole roster as one group (group ''), for a roster whose positions cannot be read. */
export function wholeRoster(summary: RosterSummary): PositionGroupSummary {
  let whole = wholeCache.get(summary);
  if (!whole) {
    whole = wholeOf(summary);
    wholeCache.set(summary, whole);
  }
  return whole;
}

/** wholeRoster per summary: a sport's compile reads it for every position of such a roster. */
const wholeCache = new WeakMap<RosterSummary, PositionGroupSummary>();

function wholeOf(summary: RosterSummary): PositionGroupSummary {
  return {
    group: '',
    count: summary.players,
    departing: summary.departing,
    juniors: summary.juniors,
    transfers: summary.transfers,
    withPreviousKind: summary.withPreviousKind,
    withHeight: 0,
    heightMedian: null,
    heightP10: null,
    heightP90: null,
    withWeight: 0,
    weightMedian: null,
    weightP10: null,
    weightP90: null,
  };
}

/** "S", or "CB or S" for a pooled group. */
export const groupLabel = (group: string): string => {
  const codes = group.split('|');
  return codes.length === 1 ? codes[0]! : `${codes.slice(0, -1).join(', ')} or ${codes.at(-1)}`;
};
