import type { MetricKey } from '../../../common/constants';

export interface MetricProposal {
  metric: MetricKey;
  value: number;
  /** The line of text it was read from, shown to the athlete beside the number. */
  line: string;
}

/**
 * How each metric is named on stats sheets and testing-day results, and the values a real
 * measurement can take (a number outside is a misread, not a proposal). A label pattern takes
 * in the numbers that belong to the name ('40-yard', '185 lb', '5-10-5'), so they are never read
 * as the value.
 */
const METRIC_PATTERNS: { metric: MetricKey; label: RegExp; min: number; max: number }[] = [
  { metric: 'approach_vertical', label: /approach\s*(jump|vertical|vert|touch)?/i, min: 10, max: 60 },
  { metric: '40yd', label: /\b40[\s-]*(yard|yd|y)?s?\.?(\s*dash)?/i, min: 3.8, max: 8 },
  { metric: '60yd', label: /\b60[\s-]*(yard|yd|y)?s?\.?(\s*dash)?/i, min: 5.5, max: 10 },
  { metric: 'vertical', label: /\bvert(ical)?(\s*jump)?/i, min: 10, max: 50 },
  { metric: 'broad', label: /\b(standing\s*)?broad(\s*jump)?/i, min: 60, max: 150 },
  {
    metric: 'shuttle',
    label: /\b(5[\s-]*10[\s-]*5|pro[\s-]*agility|short)?\s*shuttle(\s*run)?/i,
    min: 3.5,
    max: 6.5,
  },
  { metric: '3cone', label: /\b(3|three)[\s-]*cone(\s*drill)?/i, min: 6, max: 10 },
  {
    metric: 'bench',
    label: /\bbench(\s*press)?(\s*(@|at)?\s*185(\s*(lb|lbs|pounds))?)?(\s*reps)?/i,
    min: 1,
    max: 60,
  },
  { metric: 'lane_agility', label: /\blane\s*agility(\s*drill)?/i, min: 9, max: 15 },
  { metric: 'exit_velo', label: /\bexit\s*velo(city)?/i, min: 40, max: 120 },
  {
    metric: 'throw_velo',
    label: /\b(throw(ing)?|arm|if|of|inf|infield|outfield)\s*velo(city)?/i,
    min: 40,
    max: 105,
  },
  { metric: 'pop_time', label: /\bpop\s*time/i, min: 1.5, max: 3 },
  { metric: 'sprint', label: /\b(3\/4\s*court\s*)?sprint(\s*\d+\s*m)?/i, min: 2.5, max: 6 },
  { metric: 'endurance', label: /\b(yo[\s-]*yo|beep|endurance)(\s*(test|level))?/i, min: 1, max: 25 },
  { metric: 'agility', label: /\b(illinois\s*)?agility(\s*test)?/i, min: 8, max: 25 },
];

/** Common OCR slips inside numbers: O for 0, l or I for 1, a comma for the decimal point. */
function normaliseDigits(text: string): string {
  return text
    .replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0')
    .replace(/(?<=\d)[lI]|[lI](?=\d)/g, '1')
    .replace(/(?<=\d),(?=\d{1,2}\b)/g, '.');
}

const NUMBER = /(?<![\d.])\d{1,3}(?:\.\d{1,3})?(?![\d.])/;

/** The text after the metric's name on a line that names it, or null when the line does not. */
function afterLabel(line: string, { metric, label }: (typeof METRIC_PATTERNS)[number]): string | null {
  const hit = label.exec(line);
  if (!hit) return null;
  // 'Approach vertical' names one metric, not also the standing vertical.
  if (metric === 'vertical' && /approach/i.test(line)) return null;
  if (metric === 'agility' && /lane|pro[\s-]*agility/i.test(line)) return null;
  return line.slice(hit.index + hit[0].length);
}

/**
 * The metrics a sheet's text names, each with the first plausible number after its name on the
 * same line. One proposal per metric: the first line that names it wins.
 */
export function proposeMetrics(text: string): MetricProposal[] {
  const found = new Map<MetricKey, MetricProposal>();
  for (const raw of text.split(/\r?\n/)) {
    const line = normaliseDigits(raw.replace(/\s+/g, ' ').trim());
    if (!line) continue;
    for (const pattern of METRIC_PATTERNS) {
      const { metric, min, max } = pattern;
      if (found.has(metric)) continue;
      const after = afterLabel(line, pattern);
      if (after === null) continue;
      const number = NUMBER.exec(after);
      if (!number) continue;
      const value = Number(number[0]);
      if (value < min || value > max) continue;
      found.set(metric, { metric, value, line: raw.trim().slice(0, 200) });
    }
  }
  return [...found.values()];
}

/**
 * Whether `value` is written as a number (2 and 2.0 alike) after the metric's name on a line of
 * `text`: a correction must be on the sheet beside that metric, not any number anywhere on it.
 */
export function textShowsValue(text: string, metric: string, value: number): boolean {
  const pattern = METRIC_PATTERNS.find((p) => p.metric === metric);
  if (!pattern) return false;
  return text.split(/\r?\n/).some((raw) => {
    const after = afterLabel(normaliseDigits(raw.replace(/\s+/g, ' ').trim()), pattern);
    return (after?.match(/\d+(?:\.\d+)?/g) ?? []).some((n) => Number(n) === value);
  });
}
