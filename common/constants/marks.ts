/**
 * The marks of the sports whose athletic fit rests on published level marks (data/marks): each
 * one's name, unit, direction, how it is typed, and the range a real mark falls in. The engine
 * reads the level marks themselves (server/engine/marks.ts); this is what the builder and the
 * shared schemas need.
 */
export interface MarkMetric {
  label: string;
  unit: string;
  lowerIsBetter: boolean;
  /** A time typed as m:ss.hh (or seconds) and stored in seconds. */
  clock: boolean;
  /** The smallest and largest value a real mark can take, in the stored unit. */
  range: readonly [number, number];
}

const time = (label: string, min: number, max: number): MarkMetric => ({
  label,
  unit: 's',
  lowerIsBetter: true,
  clock: true,
  range: [min, max],
});
const score = (label: string, unit: string, min: number, max: number, lowerIsBetter = false): MarkMetric => ({
  label,
  unit,
  lowerIsBetter,
  clock: false,
  range: [min, max],
});

export const MARK_METRICS = {
  tf_100m: time('100 m', 9, 20),
  tf_200m: time('200 m', 18, 40),
  tf_400m: time('400 m', 40, 90),
  tf_800m: time('800 m', 95, 240),
  tf_1500m: time('1500 m', 200, 480),
  tf_5000m: time('5000 m', 750, 1800),
  tf_short_hurdles: time('Short hurdles (110 m men, 100 m women)', 12, 25),
  tf_400m_hurdles: time('400 m hurdles', 45, 100),
  tf_long_jump: score('Long jump', 'm', 2, 9),
  tf_triple_jump: score('Triple jump', 'm', 5, 18.5),
  tf_high_jump: score('High jump', 'm', 1, 2.5),
  xc_5k: time('5K cross country', 780, 1800),
  xc_3200: time('3200 m (track)', 480, 900),
  swim_50_free: time('50 free (SCY)', 18, 45),
  swim_100_free: time('100 free (SCY)', 40, 100),
  swim_200_free: time('200 free (SCY)', 88, 210),
  swim_500_free: time('500 free (SCY)', 240, 540),
  swim_1650_free: time('1650 free (SCY)', 850, 1800),
  swim_100_back: time('100 back (SCY)', 43, 110),
  swim_200_back: time('200 back (SCY)', 95, 230),
  swim_100_breast: time('100 breast (SCY)', 49, 120),
  swim_200_breast: time('200 breast (SCY)', 105, 260),
  swim_100_fly: time('100 fly (SCY)', 43, 110),
  swim_200_fly: time('200 fly (SCY)', 95, 240),
  swim_200_im: time('200 IM (SCY)', 98, 240),
  swim_400_im: time('400 IM (SCY)', 210, 480),
  dive_1m: score('1-meter diving, six dives', 'points', 50, 700),
  dive_3m: score('3-meter diving, six dives', 'points', 50, 700),
  dive_platform: score('Platform diving, six dives', 'points', 50, 700),
  utr: score('UTR rating', 'UTR', 1, 16.5),
  stroke_avg: score('Tournament scoring average', 'strokes', 60, 130, true),
  erg_2k: time('2000 m erg', 330, 720),
  gym_vault: score('Vault', 'points of 10', 5, 10),
  gym_bars: score('Uneven bars', 'points of 10', 5, 10),
  gym_beam: score('Balance beam', 'points of 10', 5, 10),
  gym_floor: score('Floor exercise', 'points of 10', 5, 10),
} as const satisfies Record<string, MarkMetric>;
export type MarkMetricKey = keyof typeof MARK_METRICS;

const FREE = ['swim_50_free', 'swim_100_free', 'swim_200_free', 'swim_500_free', 'swim_1650_free'] as const;
const GYM = ['gym_vault', 'gym_bars', 'gym_beam', 'gym_floor'] as const;

/**
 * The marks the builder asks for, per sport and position (event group). A position with none has
 * no published level mark (throws, multi-events, coxswains; wrestling, field hockey and ice hockey
 * altogether: docs/coverage.md). Jumps asks the long, triple and high jump: the pole vault's source
 * gives Division I marks only.
 */
export const POSITION_MARKS: Record<string, Record<string, readonly MarkMetricKey[]>> = {
  'Track & Field': {
    Sprints: ['tf_100m', 'tf_200m', 'tf_400m'],
    Hurdles: ['tf_short_hurdles', 'tf_400m_hurdles'],
    Distance: ['tf_800m', 'tf_1500m', 'tf_5000m'],
    Jumps: ['tf_long_jump', 'tf_triple_jump', 'tf_high_jump'],
    Throws: [],
    'Multi-Events': [],
  },
  'Cross Country': { Distance: ['xc_5k', 'xc_3200'] },
  'Swimming & Diving': {
    Freestyle: FREE,
    Backstroke: ['swim_100_back', 'swim_200_back'],
    Breaststroke: ['swim_100_breast', 'swim_200_breast'],
    Butterfly: ['swim_100_fly', 'swim_200_fly'],
    IM: ['swim_200_im', 'swim_400_im'],
    Diving: ['dive_1m', 'dive_3m', 'dive_platform'],
  },
  Tennis: { Singles: ['utr'], Doubles: ['utr'] },
  Golf: { Golfer: ['stroke_avg'] },
  Gymnastics: {
    'All-Around': GYM,
    Vault: ['gym_vault'],
    Bars: ['gym_bars'],
    Beam: ['gym_beam'],
    Floor: ['gym_floor'],
  },
  Rowing: { Port: ['erg_2k'], Starboard: ['erg_2k'], Coxswain: [] },
};

/**
 * The other team's events where they differ (POSITION_MARKS holds the unstated team's): men's
 * gymnastics has six events of its own, and no level mark was found for any (docs/coverage.md).
 */
export const TEAM_POSITION_MARKS: Record<string, Record<string, Record<string, readonly MarkMetricKey[]>>> = {
  Gymnastics: {
    mens: {
      'All-Around': [],
      Floor: [],
      'Pommel Horse': [],
      Rings: [],
      Vault: [],
      'Parallel Bars': [],
      'High Bar': [],
    },
  },
};

/** The marks of a sport's positions, for a team where its events differ; undefined for no events. */
export const positionMarks = (
  sport: string,
  team?: string | null,
): Record<string, readonly MarkMetricKey[]> | undefined =>
  (team ? TEAM_POSITION_MARKS[sport]?.[team] : undefined) ?? POSITION_MARKS[sport];

/** Every mark a sport's positions use, in order, once. */
export const sportMarks = (sport: string): MarkMetricKey[] => [
  ...new Set(Object.values(POSITION_MARKS[sport] ?? {}).flat()),
];

/** "4:18.50" from 258.5 seconds; under a minute, "52.30". */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  const ss = s.toFixed(2).padStart(5, '0');
  return m > 0 ? `${m}:${ss}` : s.toFixed(2);
}

/** Seconds from "4:18.5", "1:02:03" or "58.2"; null when the text is no time. */
export function parseClock(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(:\d{1,2}){0,2}(\.\d+)?$/.test(t)) return null;
  const parts = t.split(':').map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return null;
  return parts.reduce((acc, p) => acc * 60 + p, 0);
}

/** A time as a coach reads it: "10.85 s" under a minute, "1:52.40" from a minute up. */
export const formatTime = (seconds: number): string =>
  seconds < 60 ? `${seconds.toFixed(2)} s` : formatClock(seconds);

/**
 * How an event's time is typed, from the range a real mark falls in: seconds when every mark is
 * under a minute (100 m), m:ss.hh when none is (800 m), either when they straddle it (400 m).
 */
export type ClockTyping = 'seconds' | 'm:ss.hh' | 'seconds or m:ss.hh';
export function clockTyping(key: string): ClockTyping | null {
  const m = (MARK_METRICS as Record<string, MarkMetric>)[key];
  if (!m?.clock) return null;
  const [lo, hi] = m.range;
  return hi < 60 ? 'seconds' : lo >= 60 ? 'm:ss.hh' : 'seconds or m:ss.hh';
}

/**
 * A hint of how a mark is typed, shown as the field's placeholder: a value a quarter of the way
 * into the event's real range ("e.g. 11.75", "e.g. 2:11.25"), never a value of the athlete's.
 */
export function markExample(key: string): string | null {
  const m = (MARK_METRICS as Record<string, MarkMetric>)[key];
  if (!m) return null;
  const [lo, hi] = m.range;
  const v = Math.round((lo + (hi - lo) / 4) * 100) / 100;
  return `e.g. ${m.clock ? (v < 60 ? v.toFixed(2) : formatClock(v)) : String(v)}`;
}

/** A mark's range limit in its message: a time as it is typed, a score with no unit (it follows). */
export const markLimitText = (key: string, v: number): string => {
  const m = (MARK_METRICS as Record<string, MarkMetric>)[key];
  return m?.clock ? formatTime(v) : String(v);
};

/** What follows a range message: "(m:ss.hh)" for times typed so, the unit for scores. */
export const markRangeUnit = (key: string, unit: string | null | undefined): string => {
  const typing = clockTyping(key);
  if (typing) return typing === 'm:ss.hh' ? ' (m:ss.hh)' : '';
  return unit ? ` ${unit}` : '';
};

/** Why a mark is not accepted, or null when it is: the shared schemas' message. */
export function markProblem(key: string, value: number): string | null {
  const m = (MARK_METRICS as Record<string, MarkMetric>)[key];
  if (!m) return null;
  const [lo, hi] = m.range;
  if (value >= lo && value <= hi) return null;
  return `${m.label} must be between ${markLimitText(key, lo)} and ${markLimitText(key, hi)}${markRangeUnit(key, m.unit)}`;
}

/** The field label's hint for a mark: how it is typed (or its unit) and its direction. */
export function markFieldHint(key: string, unit: string, lowerIsBetter?: boolean): string {
  return [clockTyping(key) ?? unit, lowerIsBetter ? 'lower is better' : null].filter(Boolean).join(', ');
}

/** A typed metric's value: a clock mark reads m:ss.hh or seconds; anything else a plain number. */
export function readMetricText(key: string, text: string): number {
  const m = (MARK_METRICS as Record<string, MarkMetric>)[key];
  if (m?.clock) return parseClock(text) ?? Number.NaN;
  return Number(text);
}
