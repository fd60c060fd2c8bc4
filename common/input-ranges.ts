/**
 * Every number an athlete enters, said once: what it is, its unit, the values a person can post
 * (outside them the value is refused, with the likely mistake named), and the usual values
 * (outside them it is kept, marked "unusual, verify it", and counts in nothing until evidence
 * stronger than Self-Reported backs it). The builder, the API schemas, uploads, links and imports
 * all read this file. Each bound rests on a published record or human limit: ADR 037 lists them.
 */
import { MARK_METRICS, type MarkMetric, markLimitText, markRangeUnit } from './constants/marks';
import type { VerificationLevel } from './constants/scoring';
import { isProgramSport, type ProgramSport, programSportOf } from './constants/sports';

export interface InputRange {
  label: string;
  definition: string;
  unit: string;
  /** Refused outside this: no person has posted it. */
  possible: readonly [number, number];
  /** Kept but unusual outside this: beyond the elite extremes on record. */
  usual: readonly [number, number];
  /** The likely mistake behind a refused value, when one can be named. */
  mistake?: (value: number) => string | null;
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const inchesFromCm = (v: number) => `${v} cm is ${round1(v / 2.54)} in`;

/** A jump typed as a touch height (where the hand reached) or in centimetres. */
const jumpMistake =
  (touch: string) =>
  (v: number): string | null => {
    if (v > 100) return `${v} in looks like ${touch}; enter the jump`;
    if (v > 60) return `${v} in looks like centimetres (${inchesFromCm(v)}); enter inches`;
    return null;
  };

/** A speed typed in km/h: above the most anyone has posted in mph, up to `maxKmh`. */
const kmhMistake =
  (maxMph: number, maxKmh: number) =>
  (v: number): string | null =>
    v > maxMph && v <= maxKmh
      ? `${v} looks like km/h (${v} km/h is ${round1(v / 1.609)} mph); enter mph`
      : null;

/** A time typed without its decimal point: 46 for 4.6. */
const decimalMistake =
  (max: number) =>
  (v: number): string | null => {
    for (const d of [10, 100])
      if (v > max && v / d >= 1 && v / d <= max)
        return `${v} s looks like ${v / d} s without its decimal point; enter ${v / d}`;
    return null;
  };

const sprintOrShuttle = (
  label: string,
  definition: string,
  possible: [number, number],
  usual: [number, number],
): InputRange => ({
  label,
  definition,
  unit: 's',
  possible,
  usual,
  mistake: decimalMistake(possible[1]),
});

/** The testing numbers (SPEC §3's metric keys) as most sports measure them. */
const TESTING: Record<string, InputRange> = {
  '40yd': sprintOrShuttle('40-yard dash', 'Seconds from a standing start over 40 yards', [4.0, 9], [4.25, 7]),
  shuttle: sprintOrShuttle(
    '5-10-5 shuttle',
    'Seconds for the 20-yard (5-10-5) shuttle',
    [3.4, 10],
    [3.75, 6.5],
  ),
  '3cone': sprintOrShuttle(
    '3-cone drill',
    'Seconds for the L-shaped three-cone drill',
    [5.8, 15],
    [6.3, 9.5],
  ),
  lane_agility: sprintOrShuttle(
    'Lane agility',
    "Seconds round the lane's four corners and back",
    [8.5, 20],
    [9.6, 14],
  ),
  '60yd': sprintOrShuttle(
    '60-yard dash',
    'Seconds from a standing start over 60 yards',
    [5.8, 12],
    [6.2, 9.5],
  ),
  pop_time: sprintOrShuttle(
    'Pop time',
    "Seconds from the pitch hitting the catcher's glove to the throw reaching second base",
    [1.5, 4],
    [1.75, 3],
  ),
  sprint: sprintOrShuttle(
    'Sprint',
    'Seconds for the three-quarter-court sprint (75 ft)',
    [2.6, 8],
    [3.0, 4.5],
  ),
  agility: sprintOrShuttle('Pro agility', 'Seconds for the 5-10-5 pro-agility run', [3.4, 10], [3.75, 6.5]),
  vertical: {
    label: 'Vertical jump',
    definition: 'Inches the body rises in a jump: touch height minus standing reach, not the touch itself',
    unit: 'in',
    possible: [4, 60],
    usual: [8, 48],
    mistake: jumpMistake('a touch or reach height'),
  },
  approach_vertical: {
    label: 'Approach jump',
    definition:
      'Inches the body rises in an approach jump: approach touch minus standing reach, not the touch itself',
    unit: 'in',
    possible: [4, 60],
    usual: [8, 50],
    mistake: jumpMistake('an approach touch'),
  },
  broad: {
    label: 'Broad jump',
    definition: 'Inches from the take-off line to the nearest heel, two feet to two feet',
    unit: 'in',
    possible: [24, 150],
    usual: [48, 147],
    mistake: (v) =>
      v < 24 && v >= 3
        ? `${v} looks like feet; enter inches (${v} ft is ${Math.round(v * 12)} in)`
        : v > 150 && v <= 400
          ? `${v} in looks like centimetres (${inchesFromCm(v)}); enter inches`
          : null,
  },
  bench: {
    label: '185 lb bench',
    definition: 'Repetitions of 185 lb on the bench press, without a rest',
    unit: 'reps',
    possible: [1, 80],
    usual: [1, 55],
    mistake: (v) => (v > 80 ? `${v} looks like pounds lifted; enter the repetitions of 185 lb` : null),
  },
  exit_velo: {
    label: 'Exit velocity',
    definition: 'Miles per hour of the ball off the bat, measured by radar or sensor',
    unit: 'mph',
    possible: [30, 125],
    usual: [40, 115],
    mistake: kmhMistake(125, 200),
  },
  throw_velo: {
    label: 'Throwing velocity',
    definition: 'Miles per hour of a pitch or throw, measured by radar',
    unit: 'mph',
    possible: [30, 106],
    usual: [40, 100],
    mistake: kmhMistake(106, 180),
  },
  endurance: {
    label: 'Yo-Yo distance',
    definition: 'Metres covered in the Yo-Yo Intermittent Recovery test, level 1',
    unit: 'm',
    possible: [40, 5000],
    usual: [200, 3400],
  },
};

/** Where a team or sport measures a number differently, its own range. */
const OWN: Partial<Record<ProgramSport, Record<string, Partial<InputRange>>>> = {
  // Soccer's sprint is 30 m; its pro agility is the same run as football's shuttle.
  'mens-soccer': {
    sprint: {
      definition: 'Seconds for a 30 m sprint from a standing start',
      possible: [3.5, 10],
      usual: [3.8, 6],
    },
  },
  'womens-soccer': {
    sprint: {
      definition: 'Seconds for a 30 m sprint from a standing start',
      possible: [3.5, 10],
      usual: [3.9, 6.5],
    },
  },
  // Softball: the fastest pitch on record is 77 mph, and second base is 60 ft from home, not 90.
  softball: {
    throw_velo: { possible: [25, 85], usual: [30, 78] },
    exit_velo: { possible: [25, 120], usual: [30, 105] },
    pop_time: { possible: [1.2, 4], usual: [1.45, 3] },
  },
  volleyball: { approach_vertical: { usual: [6, 40] } },
  // Football's vertical is a standing jump (NFL Combine record 46 in); basketball's max vertical
  // has a running start (NBA Draft Combine record 48 in).
  football: { vertical: { usual: [8, 46] } },
};

/** The body and the transcript. */
const PROFILE: Record<'height' | 'weight' | 'gpa', InputRange> = {
  height: {
    label: 'Height',
    definition: 'Height without shoes',
    unit: 'in',
    possible: [48, 107],
    usual: [56, 91],
  },
  weight: {
    label: 'Weight',
    definition: 'Body weight in pounds',
    unit: 'lb',
    possible: [50, 500],
    usual: [85, 420],
  },
  gpa: {
    label: 'GPA',
    definition: 'Unweighted grade point average on the 4.0 scale',
    unit: '',
    possible: [0, 4],
    usual: [0, 4],
    mistake: (v) =>
      v > 4 && v <= 5
        ? `${v} looks like a weighted GPA; enter your unweighted GPA on the 4.0 scale`
        : v > 5 && v <= 100
          ? `${v} looks like a percentage or a 100-point grade; enter your GPA on the 4.0 scale`
          : null,
  },
};

const markRange = (m: MarkMetric): InputRange => ({
  label: m.label,
  definition: m.label,
  unit: m.unit,
  possible: m.range,
  // A mark's range already stops near the world record: no mark inside it is beyond belief.
  usual: m.range,
});

/** The program list a builder sport and team match against, or the slug itself. */
const listOf = (sport: string | null | undefined, team?: string | null): ProgramSport | undefined =>
  sport ? (isProgramSport(sport) ? sport : programSportOf(sport, team)) : undefined;

/**
 * A number's definition, unit and ranges for a sport (a builder sport with its team, or a program
 * list); undefined for a key with no range (a wrestler's record, checked on its own).
 */
export function inputRange(key: string, sport?: string | null, team?: string | null): InputRange | undefined {
  if (key in PROFILE) return PROFILE[key as keyof typeof PROFILE];
  const mark = (MARK_METRICS as Record<string, MarkMetric>)[key];
  if (mark) return markRange(mark);
  const base = TESTING[key];
  if (!base) return undefined;
  const list = listOf(sport, team);
  if (list) {
    const own = OWN[list]?.[key];
    return own ? { ...base, ...own } : base;
  }
  // No sport named (a schema that checks a value alone): the widest range any sport allows.
  const all = [base, ...Object.values(OWN).map((o) => ({ ...base, ...o[key] }))];
  const widest = (pick: (r: InputRange) => readonly [number, number]) =>
    [Math.min(...all.map((r) => pick(r)[0])), Math.max(...all.map((r) => pick(r)[1]))] as const;
  return { ...base, possible: widest((r) => r.possible), usual: widest((r) => r.usual) };
}

const show = markLimitText;

/**
 * Why a value is refused, or null: the likely mistake where one can be named, else the range.
 * Keys without a range (records) and non-numbers are left to their own checks.
 */
export function rangeProblem(
  key: string,
  value: number,
  sport?: string | null,
  team?: string | null,
): string | null {
  const r = inputRange(key, sport, team);
  if (!r || !Number.isFinite(value)) return null;
  const [lo, hi] = r.possible;
  if (value >= lo && value <= hi) return null;
  const mistake = r.mistake?.(value);
  if (mistake) return mistake;
  return `${r.label} must be between ${show(key, lo)} and ${show(key, hi)}${markRangeUnit(key, r.unit)}`;
}

/** A possible value past the elite extremes on record: kept, but "unusual, verify it". */
export function isUnusual(key: string, value: number, sport?: string | null, team?: string | null): boolean {
  const r = inputRange(key, sport, team);
  if (!r || !Number.isFinite(value)) return false;
  return value < r.usual[0] || value > r.usual[1];
}

export const UNUSUAL_TEXT = 'unusual, verify it';

/** Evidence above Self-Reported: a link, an upload, an event or a coach. */
export const isEvidenced = (level: VerificationLevel | undefined) => level !== undefined && level !== 'self';

/**
 * Whether a value may count in levels, reasons and readiness: a usual value always; an unusual
 * one only once evidence above Self-Reported backs it.
 */
export function counts(
  key: string,
  value: number,
  evidence: VerificationLevel | undefined,
  sport?: string | null,
  team?: string | null,
): boolean {
  return !isUnusual(key, value, sport, team) || isEvidenced(evidence);
}

/**
 * The values that count, from a set all of one evidence level (the preview is all Self-Reported);
 * a value that is no number (nothing entered) is left out.
 */
export function countedValues(
  values: Readonly<Record<string, number>>,
  evidence: VerificationLevel,
  sport?: string | null,
  team?: string | null,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, value]) => Number.isFinite(value) && counts(key, value, evidence, sport, team),
    ),
  );
}
