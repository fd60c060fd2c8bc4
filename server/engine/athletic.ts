import {
  EVIDENCE_MULTIPLIERS,
  formatTime,
  MARK_METRICS,
  type VerificationLevel,
} from '../../common/constants';
import { formatHeight } from '../../common/height';
import { belowFloorCurve } from './mark-curve';
import { formatMark, markLabel, markSentence } from './marks';
import { type BenchmarkRow, benchmarksFor } from './reference';
import type { AthleteInput } from './types';

/**
 * Score of one measurement against a benchmark row, before evidence (0–100):
 * elite mark → 100, typical mark → 80, floor → 60, one more floor-to-target
 * distance below the floor → 0. Piecewise linear, so it is monotone in the value. A published mark
 * (row.mark) falls on a curve below its floor instead (mark-curve.ts).
 */
export function metricScore(
  value: number,
  row: Pick<BenchmarkRow, 'floor' | 'target' | 'elite' | 'better' | 'mark'>,
): number {
  const sign = row.better === 'higher' ? 1 : -1;
  const d = sign * (value - row.target);
  if (d >= 0) {
    const up = sign * (row.elite - row.target);
    return up <= 0 ? 100 : 80 + 20 * Math.min(1, d / up);
  }
  const down = sign * (row.target - row.floor);
  if (down <= 0) return 0;
  const u = d / down;
  // A mark is a time or a positive rating; no value counts as below 0 (keeps stronger levels lower).
  if (row.mark && u < -1) return belowFloorCurve(sign * (row.floor - Math.max(0, value)), row.floor);
  return u >= -1 ? 80 + 20 * u : Math.max(0, 60 + 60 * (u + 1));
}

/** Height and weight live on the profile, not in `metrics`. */
export function athleteValue(a: AthleteInput, metric: string): number | null {
  if (metric === 'height') return a.heightIn;
  if (metric === 'weight') return a.weightLb;
  return a.metrics[metric] ?? null;
}

export function evidenceOf(a: AthleteInput, metric: string): VerificationLevel {
  return a.evidence[metric] ?? a.defaultEvidence;
}

/** Part used when nothing can be measured: the middle of the scale, flagged in gaps. */
export const UNMEASURED_ATHLETIC = 50;

export interface AthleticDetail {
  score: number;
  /** Weighted score before evidence multipliers: "do the numbers meet the bar". */
  raw: number;
  measured: number;
  rows: { row: BenchmarkRow; value: number; raw: number; weighted: number; evidence: VerificationLevel }[];
  missing: BenchmarkRow[];
}

/**
 * Athletic part at one level: per metric the benchmark score times its evidence
 * multiplier (capped at 100), averaged with the row weights over the metrics the
 * athlete has. Missing metrics are not imputed; they lower confidence instead.
 */
export function athleticAt(a: AthleteInput, level: string): AthleticDetail {
  const rows = benchmarksFor(a.sport, a.position, level);
  let sum = 0;
  let rawSum = 0;
  let weights = 0;
  const used: AthleticDetail['rows'] = [];
  const missing: BenchmarkRow[] = [];
  for (const row of rows) {
    const value = athleteValue(a, row.metric);
    if (value === null) {
      missing.push(row);
      continue;
    }
    const raw = metricScore(value, row);
    const evidence = evidenceOf(a, row.metric);
    const weighted = Math.min(100, raw * EVIDENCE_MULTIPLIERS[evidence]);
    sum += weighted * row.weight;
    rawSum += raw * row.weight;
    weights += row.weight;
    used.push({ row, value, raw, weighted, evidence });
  }
  if (weights === 0)
    return { score: UNMEASURED_ATHLETIC, raw: UNMEASURED_ATHLETIC, measured: 0, rows: used, missing };
  // Published marks are events: an athlete is recruited on the best one, not an average of all.
  if (rows[0]!.mark) {
    let best = used[0]!;
    for (const u of used) if (u.raw > best.raw) best = u;
    return { score: best.weighted, raw: best.raw, measured: used.length, rows: used, missing };
  }
  return { score: sum / weights, raw: rawSum / weights, measured: used.length, rows: used, missing };
}

const METRIC_LABELS: Record<string, string> = {
  height: 'height',
  weight: 'weight',
  '40yd': '40-yard dash',
  vertical: 'vertical',
  broad: 'broad jump',
  shuttle: 'shuttle',
  '3cone': '3-cone',
  bench: '185 lb bench',
  lane_agility: 'lane agility',
  '60yd': '60-yard dash',
  exit_velo: 'exit velocity',
  throw_velo: 'throwing velocity',
  pop_time: 'pop time',
  approach_vertical: 'approach jump',
  sprint: 'sprint',
  endurance: 'Yo-Yo distance',
  agility: 'pro-agility',
};
export const metricLabel = (metric: string) => METRIC_LABELS[metric] ?? markLabel(metric);

export function formatValue(metric: string, value: number, unit: string): string {
  if (metric === 'height') return formatHeight(value);
  if (metric in MARK_METRICS) return formatMark(metric, value);
  if (unit === 's') return formatTime(value);
  if (unit === 'lb') return `${Math.round(value)} lb`;
  if (unit === 'in') return `${value}"`;
  if (unit === 'mph') return `${value} mph`;
  if (unit === 'm') return `${Math.round(value)} m`;
  if (unit === 'reps') return `${value} reps`;
  return String(value);
}

const beatsOrMeets = (sign: number, value: number, mark: number) =>
  sign * (value - mark) > 0 ? 'beats' : 'meets';

/** "Your 4.52 s 40-yard dash beats the FCS WR typical mark of 4.58 s" and its gap counterparts. */
export function metricSentence(
  r: AthleticDetail['rows'][number],
  level: string,
  position: string,
): { kind: 'why' | 'gap'; margin: number; text: string } {
  const { row, value } = r;
  if (row.mark) return markSentence(row, value, level, r.raw);
  const label = metricLabel(row.metric);
  const v = formatValue(row.metric, value, row.unit);
  // No closures here: this runs for every explained match, and a closure per call showed in
  // the recompute's profile.
  const sign = row.better === 'higher' ? 1 : -1;
  const pos = position === '*' ? '' : ` ${position}`;
  if (sign * (value - row.elite) >= 0) {
    return {
      kind: 'why',
      margin: r.raw,
      text: `Your ${v} ${label} ${beatsOrMeets(sign, value, row.elite)} the ${level}${pos} elite mark of ${formatValue(row.metric, row.elite, row.unit)}`,
    };
  }
  if (sign * (value - row.target) >= 0) {
    return {
      kind: 'why',
      margin: r.raw,
      text: `Your ${v} ${label} ${beatsOrMeets(sign, value, row.target)} the ${level}${pos} typical mark of ${formatValue(row.metric, row.target, row.unit)}`,
    };
  }
  const off = Math.abs(value - row.target);
  const offText =
    row.metric === 'height'
      ? `${Math.round(off * 2) / 2}"`
      : row.unit === 's'
        ? formatTime(off)
        : formatValue(row.metric, Math.round(off * 10) / 10, row.unit);
  if (sign * (value - row.floor) >= 0) {
    return {
      kind: 'gap',
      margin: r.raw,
      text: `Your ${v} ${label} is ${offText} short of the ${level}${pos} typical mark of ${formatValue(row.metric, row.target, row.unit)}`,
    };
  }
  return {
    kind: 'gap',
    margin: r.raw,
    text: `Your ${v} ${label} is below the ${level}${pos} floor of ${formatValue(row.metric, row.floor, row.unit)}`,
  };
}
