/** Sports, positions, states and metrics: the option lists of profiles, previews and program lists (SPEC §9). */
import { MARK_METRICS, type MarkMetricKey, positionMarks, sportMarks } from './marks';
import {
  MENS_WEIGHT_CLASSES,
  RECORD_METRICS,
  type RecordMetricKey,
  WOMENS_WEIGHT_CLASSES,
} from './wrestling';

export const SPORT_POSITIONS = {
  Basketball: ['PG', 'SG', 'SF', 'PF', 'C'],
  Football: ['QB', 'RB', 'WR', 'TE', 'OL', 'DL', 'LB', 'CB', 'S', 'K/P'],
  Baseball: ['RHP', 'LHP', 'C', '1B', '2B', 'SS', '3B', 'OF', 'UTIL'],
  Softball: ['P', 'C', '1B', '2B', 'SS', '3B', 'OF', 'UTIL'],
  Soccer: ['GK', 'CB', 'FB', 'CDM', 'CM', 'CAM', 'W', 'ST'],
  Volleyball: ['OH', 'OPP', 'MB', 'S', 'L', 'DS'],
  'Track & Field': ['Sprints', 'Hurdles', 'Distance', 'Jumps', 'Throws', 'Multi-Events'],
  'Cross Country': ['Distance'],
  'Swimming & Diving': ['Freestyle', 'Backstroke', 'Breaststroke', 'Butterfly', 'IM', 'Diving'],
  Tennis: ['Singles', 'Doubles'],
  Golf: ['Golfer'],
  Wrestling: MENS_WEIGHT_CLASSES,
  Lacrosse: ['A', 'M', 'D', 'LSM', 'FOGO', 'G'],
  'Field Hockey': ['F', 'M', 'D', 'GK'],
  'Ice Hockey': ['C', 'W', 'D', 'G'],
  Gymnastics: ['All-Around', 'Vault', 'Bars', 'Beam', 'Floor'],
  Rowing: ['Port', 'Starboard', 'Coxswain'],
  Other: ['Athlete'],
} as const satisfies Record<string, readonly string[]>;

export type Sport = keyof typeof SPORT_POSITIONS;
// Marked pure so a chunk that imports none of this module's lists does not have to run it.
export const SPORTS = /* @__PURE__ */ Object.keys(SPORT_POSITIONS) as Sport[];
export const DEFAULT_POSITION = 'Athlete';

/**
 * The other team's list where the two differ: SPORT_POSITIONS holds the list of the team a profile
 * without one is matched as (PROGRAM_SPORT_OF's `unstated`). Women wrestle other weight classes, and
 * men's gymnastics has its own six events.
 */
export const TEAM_POSITIONS: Partial<Record<Sport, Partial<Record<Team, readonly string[]>>>> = {
  Wrestling: { womens: WOMENS_WEIGHT_CLASSES },
  Gymnastics: {
    mens: ['All-Around', 'Floor', 'Pommel Horse', 'Rings', 'Vault', 'Parallel Bars', 'High Bar'],
  },
};

/** A sport's positions (a team's own where it has one): events, weight classes or field roles. */
export function positionsForSport(sport: string, team?: string | null): readonly string[] {
  const own = team ? TEAM_POSITIONS[sport as Sport]?.[team as Team] : undefined;
  return own ?? (SPORT_POSITIONS as Record<string, readonly string[]>)[sport] ?? [DEFAULT_POSITION];
}

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const PREFERRED_DIVISIONS = ['NCAA D1', 'NCAA D2', 'NCAA D3', 'NAIA', 'JUCO'] as const;

const TESTING_METRIC_KEYS = [
  '40yd',
  'vertical',
  'broad',
  'shuttle',
  'bench',
  '3cone',
  'lane_agility',
  '60yd',
  'exit_velo',
  'throw_velo',
  'pop_time',
  'approach_vertical',
  'sprint',
  'endurance',
  'agility',
] as const;
/**
 * Testing numbers (benchmarked in server/engine/reference), published marks (./marks) and a
 * wrestler's record (./wrestling).
 */
export type MetricKey = (typeof TESTING_METRIC_KEYS)[number] | MarkMetricKey | RecordMetricKey;
export const METRIC_KEYS: readonly MetricKey[] = [
  ...TESTING_METRIC_KEYS,
  ...(Object.keys(MARK_METRICS) as MarkMetricKey[]),
  ...(Object.keys(RECORD_METRICS) as RecordMetricKey[]),
];

/**
 * Which testing numbers the profile builder asks for, per sport: the ones the engine has
 * benchmarks for (server/engine/reference). Other sports have none yet, and the builder says so.
 */
export const SPORT_METRICS: Partial<Record<Sport, readonly MetricKey[]>> = {
  Football: ['40yd', 'vertical', 'broad', 'shuttle', '3cone', 'bench'],
  Basketball: ['vertical', 'lane_agility', 'sprint'],
  Baseball: ['60yd', 'exit_velo', 'throw_velo', 'pop_time'],
  Softball: ['60yd', 'exit_velo', 'throw_velo', 'pop_time'],
  Soccer: ['sprint', 'endurance', 'agility'],
  Volleyball: ['approach_vertical', 'vertical'],
  'Track & Field': sportMarks('Track & Field'),
  'Cross Country': sportMarks('Cross Country'),
  'Swimming & Diving': sportMarks('Swimming & Diving'),
  Tennis: sportMarks('Tennis'),
  Golf: sportMarks('Golf'),
  Gymnastics: sportMarks('Gymnastics'),
  Rowing: sportMarks('Rowing'),
  Wrestling: ['wr_wins', 'wr_losses', 'wr_state_place'],
};
export const metricsForSport = (sport: string): readonly MetricKey[] => SPORT_METRICS[sport as Sport] ?? [];

/** Whether the sport's profile takes this metric: evidence in another sport's metric is refused. */
export const sportUsesMetric = (sport: string, metric: string): boolean =>
  (metricsForSport(sport) as readonly string[]).includes(metric);

/** The numbers the builder asks of a position: its (team's) events' marks where the sport has events. */
export const metricsForPosition = (
  sport: string,
  position: string,
  team?: string | null,
): readonly MetricKey[] => positionMarks(sport, team)?.[position] ?? metricsForSport(sport);

/**
 * How a metric reads on screens: its name and unit; marks also say their direction and typing,
 * and a metric picked from a list names its choices.
 */
export const METRIC_DISPLAY: Record<
  MetricKey,
  {
    label: string;
    unit: string;
    lowerIsBetter?: boolean;
    clock?: boolean;
    choices?: readonly { value: number; label: string }[];
  }
> = {
  ...MARK_METRICS,
  ...RECORD_METRICS,
  '40yd': { label: '40-yard dash', unit: 's' },
  vertical: { label: 'Vertical jump', unit: 'in' },
  broad: { label: 'Broad jump', unit: 'in' },
  shuttle: { label: '5-10-5 shuttle', unit: 's' },
  bench: { label: '185 lb bench', unit: 'reps' },
  '3cone': { label: '3-cone drill', unit: 's' },
  lane_agility: { label: 'Lane agility', unit: 's' },
  '60yd': { label: '60-yard dash', unit: 's' },
  exit_velo: { label: 'Exit velocity', unit: 'mph' },
  throw_velo: { label: 'Throwing velocity', unit: 'mph' },
  pop_time: { label: 'Pop time', unit: 's' },
  approach_vertical: { label: 'Approach jump', unit: 'in' },
  sprint: { label: 'Sprint', unit: 's' },
  endurance: { label: 'Yo-Yo distance', unit: 'm' },
  agility: { label: 'Pro agility', unit: 's' },
};

/**
 * Preview sport slugs (SPEC §9). A slug names one team's list; the form asks for the other team
 * where both exist (PREVIEW_SPORTS_WITH_TEAMS), and for the position's marks where the sport is
 * recruited on them. Wrestling, field hockey and ice hockey are not offered: no mark is published
 * for them, so a preview could tell their programs apart only by place and academics.
 */
export const PREVIEW_SPORTS = [
  'basketball',
  'football',
  'baseball',
  'softball',
  'volleyball',
  'mens-soccer',
  'womens-soccer',
  'lacrosse',
  'mens-track-field',
  'mens-cross-country',
  'mens-swimming-diving',
  'mens-tennis',
  'mens-golf',
  'womens-gymnastics',
  'womens-rowing',
] as const;
export type PreviewSport = (typeof PREVIEW_SPORTS)[number];

/**
 * Program lists (`college_programs.sport`). A preview slug names one team: 'basketball' and
 * 'lacrosse' are the men's teams, 'volleyball' the women's; the other team of each has its own
 * slug. The preview slugs come first, written out: spread from PREVIEW_SPORTS, the list would be
 * code the bundler must run, and every page would load this whole module; the type checks them.
 */
export const PROGRAM_SPORTS = [
  'basketball',
  'football',
  'baseball',
  'softball',
  'volleyball',
  'mens-soccer',
  'womens-soccer',
  'lacrosse',
  'mens-track-field',
  'mens-cross-country',
  'mens-swimming-diving',
  'mens-tennis',
  'mens-golf',
  'womens-gymnastics',
  'womens-rowing',
  'womens-basketball',
  'womens-lacrosse',
  'mens-volleyball',
  'womens-track-field',
  'womens-cross-country',
  'womens-swimming-diving',
  'womens-tennis',
  'womens-golf',
  'wrestling',
  'womens-wrestling',
  'field-hockey',
  'mens-ice-hockey',
  'womens-ice-hockey',
  'mens-gymnastics',
] as const satisfies readonly [...typeof PREVIEW_SPORTS, ...ProgramSport[]];

/** Sports with both a men's and a women's team: the builder asks which (SPEC §2 step 1). */
export const SPORTS_WITH_TEAMS: readonly Sport[] = [
  'Basketball',
  'Soccer',
  'Volleyball',
  'Lacrosse',
  'Track & Field',
  'Cross Country',
  'Swimming & Diving',
  'Tennis',
  'Golf',
  'Wrestling',
  'Ice Hockey',
  'Gymnastics',
];
export const TEAMS = ['mens', 'womens'] as const;
export type Team = (typeof TEAMS)[number];
export const TEAM_LABELS: Record<Team, string> = { mens: "Men's", womens: "Women's" };
export const hasTeams = (sport: string) => (SPORTS_WITH_TEAMS as readonly string[]).includes(sport);

/**
 * The one sport vocabulary: the program list (`college_programs.sport`) of each builder sport and
 * team. `unstated` is the team of a profile that names none: a sport with one team, or a profile
 * saved before teams existed. A builder sport missing here has no program list (yet).
 */
export const PROGRAM_SPORT_OF = {
  Basketball: { mens: 'basketball', womens: 'womens-basketball', unstated: 'mens' },
  Football: { mens: 'football', unstated: 'mens' },
  Baseball: { mens: 'baseball', unstated: 'mens' },
  Softball: { womens: 'softball', unstated: 'womens' },
  Volleyball: { mens: 'mens-volleyball', womens: 'volleyball', unstated: 'womens' },
  Soccer: { mens: 'mens-soccer', womens: 'womens-soccer', unstated: 'mens' },
  Lacrosse: { mens: 'lacrosse', womens: 'womens-lacrosse', unstated: 'mens' },
  'Track & Field': { mens: 'mens-track-field', womens: 'womens-track-field', unstated: 'mens' },
  'Cross Country': { mens: 'mens-cross-country', womens: 'womens-cross-country', unstated: 'mens' },
  'Swimming & Diving': { mens: 'mens-swimming-diving', womens: 'womens-swimming-diving', unstated: 'mens' },
  Tennis: { mens: 'mens-tennis', womens: 'womens-tennis', unstated: 'mens' },
  Golf: { mens: 'mens-golf', womens: 'womens-golf', unstated: 'mens' },
  Wrestling: { mens: 'wrestling', womens: 'womens-wrestling', unstated: 'mens' },
  // NCAA field hockey and rowing are women's sports; men's rowing has no list (docs/coverage.md).
  'Field Hockey': { womens: 'field-hockey', unstated: 'womens' },
  'Ice Hockey': { mens: 'mens-ice-hockey', womens: 'womens-ice-hockey', unstated: 'mens' },
  Gymnastics: { mens: 'mens-gymnastics', womens: 'womens-gymnastics', unstated: 'womens' },
  Rowing: { womens: 'womens-rowing', unstated: 'womens' },
} as const satisfies Partial<Record<Sport, Partial<Record<Team, string>> & { unstated: Team }>>;

/** A program list's key, as `college_programs.sport` stores it: one the map above names. */
export type ProgramSport = {
  [S in keyof typeof PROGRAM_SPORT_OF]: (typeof PROGRAM_SPORT_OF)[S][Team &
    keyof (typeof PROGRAM_SPORT_OF)[S]];
}[keyof typeof PROGRAM_SPORT_OF];

/**
 * The program list a profile is matched against, or undefined when none is on file. The
 * profile's team picks the list where the sport has one for it; otherwise the unstated team's.
 */
export function programSportOf(sport: string, team: string | null | undefined): ProgramSport | undefined {
  const lists = (
    PROGRAM_SPORT_OF as Partial<Record<string, Partial<Record<Team, ProgramSport>> & { unstated: Team }>>
  )[sport];
  if (!lists) return undefined;
  return (team === 'mens' || team === 'womens' ? lists[team] : undefined) ?? lists[lists.unstated];
}

/**
 * Each program list's builder sport and team, read off the map above once: the engine asks for
 * them for every match it explains.
 */
const LIST_OWNERS: ReadonlyMap<string, { sport: Sport; team: Team }> = new Map(
  Object.entries(PROGRAM_SPORT_OF).flatMap(([sport, lists]) =>
    TEAMS.flatMap((team) => {
      const list = (lists as Partial<Record<Team, string>>)[team];
      return list ? [[list, { sport: sport as Sport, team }] as const] : [];
    }),
  ),
);

function ownerOf(programSport: ProgramSport): { sport: Sport; team: Team } {
  const owner = LIST_OWNERS.get(programSport);
  if (!owner) throw new Error(`no builder sport for ${programSport}`);
  return owner;
}

/** The team whose program list this is. */
export const teamOfProgram = (programSport: ProgramSport): Team => ownerOf(programSport).team;

/** The positions of a program list: its sport's, in its team's own list where that differs. */
export const positionsOfProgram = (programSport: ProgramSport): readonly string[] =>
  positionsForSport(sportOfProgram(programSport), teamOfProgram(programSport));

/** The builder sport of a program list (its positions and metrics). */
export const sportOfProgram = (programSport: ProgramSport): Sport => ownerOf(programSport).sport;

const PROGRAM_SPORT_SET: ReadonlySet<string> = new Set(PROGRAM_SPORTS);
export const isProgramSport = (value: string): value is ProgramSport => PROGRAM_SPORT_SET.has(value);

/** Preview sports whose slug names one team but whose other team has programs too. */
export const PREVIEW_SPORTS_WITH_TEAMS: readonly PreviewSport[] = [
  'basketball',
  'volleyball',
  'lacrosse',
  'mens-track-field',
  'mens-cross-country',
  'mens-swimming-diving',
  'mens-tennis',
  'mens-golf',
  'womens-gymnastics',
];

/** The program list a preview is matched against: the slug's own, or the other team's when asked. */
export function previewProgramSport(sport: PreviewSport, team: Team | null | undefined): ProgramSport {
  if (!team || !PREVIEW_SPORTS_WITH_TEAMS.includes(sport)) return sport;
  return programSportOf(sportOfProgram(sport), team) ?? sport;
}

/** Program levels. Football splits D1 into FBS and FCS; other sports use D1. */
export const PROGRAM_DIVISIONS = ['FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA', 'JUCO'] as const;
export type ProgramDivision = (typeof PROGRAM_DIVISIONS)[number];

/** Sports with one team in college, named without it ("Football", not "Men's Football"). */
const ONE_TEAM_SPORTS: ReadonlySet<string> = new Set(['Football', 'Baseball', 'Softball']);

/**
 * A program list as a coach reads it: "Women's Volleyball" for `volleyball`, "Men's Basketball"
 * for `basketball`, "Football"; an unknown key is shown as it is.
 */
export function programSportLabel(programSport: string): string {
  if (!isProgramSport(programSport)) return programSport;
  const sport = sportOfProgram(programSport);
  return ONE_TEAM_SPORTS.has(sport) ? sport : `${TEAM_LABELS[teamOfProgram(programSport)]} ${sport}`;
}
