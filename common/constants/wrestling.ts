/**
 * Wrestling's builder fields: each team's weight classes (the wrestler's position) and the season
 * record and best state finish the metric step asks for. No published source turns a record or a
 * finish into a level mark (docs/coverage.md), so the engine shows them and never scores them.
 */

/** The NCAA's ten men's weight classes (NCSA, 2020; docs/coverage.md). */
export const MENS_WEIGHT_CLASSES = [
  '125 lbs',
  '133 lbs',
  '141 lbs',
  '149 lbs',
  '157 lbs',
  '165 lbs',
  '174 lbs',
  '184 lbs',
  '197 lbs',
  '285 lbs',
] as const;

/** NCAA women's weight classes from 2025-26, the first NCAA championship season (NCAA.com, 2025). */
export const WOMENS_WEIGHT_CLASSES = [
  '103 lbs',
  '110 lbs',
  '117 lbs',
  '124 lbs',
  '131 lbs',
  '138 lbs',
  '145 lbs',
  '160 lbs',
  '180 lbs',
  '207 lbs',
] as const;

const ordinal = (n: number) => `${n}${n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/**
 * The best state tournament finish, lower is better: 1 is a state title, 2–8 a placing (state
 * tournaments place six or eight per weight), 9 a qualifier who did not place, 10 no qualification.
 */
export const STATE_FINISHES: readonly { value: number; label: string }[] = [
  { value: 1, label: 'State champion' },
  ...[2, 3, 4, 5, 6, 7, 8].map((n) => ({ value: n, label: `State placer, ${ordinal(n)}` })),
  { value: 9, label: 'State qualifier, did not place' },
  { value: 10, label: 'Did not qualify for state' },
];

export interface RecordMetric {
  label: string;
  unit: string;
  lowerIsBetter: boolean;
  /** The options of a metric picked from a list; a count is typed. */
  choices?: readonly { value: number; label: string }[];
}

export const RECORD_METRICS = {
  wr_wins: { label: 'Season wins', unit: 'wins', lowerIsBetter: false },
  wr_losses: { label: 'Season losses', unit: 'losses', lowerIsBetter: true },
  wr_state_place: {
    label: 'Best state tournament finish',
    unit: '',
    lowerIsBetter: true,
    choices: STATE_FINISHES,
  },
} as const satisfies Record<string, RecordMetric>;
export type RecordMetricKey = keyof typeof RECORD_METRICS;

export const isRecordMetric = (key: string): key is RecordMetricKey => key in RECORD_METRICS;

/** The most matches a season's record may count: more than any scholastic season allows. */
export const MAX_SEASON_MATCHES = 100;

/** Why a record field's value is not accepted, or null: the shared schemas' message. */
export function recordProblem(key: RecordMetricKey, value: number): string | null {
  if (key === 'wr_state_place')
    return STATE_FINISHES.some((f) => f.value === value)
      ? null
      : 'Choose your best state finish from the list';
  return Number.isInteger(value) && value >= 0 && value <= MAX_SEASON_MATCHES
    ? null
    : `${RECORD_METRICS[key].label} must be a whole number from 0 to ${MAX_SEASON_MATCHES}`;
}

/** A state finish as people read it, e.g. 'State placer, 3rd'. */
export const stateFinishLabel = (value: number) =>
  STATE_FINISHES.find((f) => f.value === value)?.label ?? String(value);

/** "32–5 record, state placer, 3rd" from a wrestler's metrics; null when none was given. */
export function wrestlingRecordText(metrics: Readonly<Record<string, number>>): string | null {
  const { wr_wins: wins, wr_losses: losses, wr_state_place: finish } = metrics;
  const parts: string[] = [];
  if (wins !== undefined && losses !== undefined) parts.push(`${wins}–${losses} record`);
  else if (wins !== undefined) parts.push(`${wins} wins`);
  else if (losses !== undefined) parts.push(`${losses} losses`);
  if (finish !== undefined) parts.push(stateFinishLabel(finish).toLowerCase());
  return parts.length > 0 ? parts.join(', ') : null;
}
