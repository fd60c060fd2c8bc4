import { readdirSync, readFileSync } from 'node:fs';
import {
  MARK_METRICS,
  type MarkMetric,
  type MarkMetricKey,
  type ProgramDivision,
} from '../../common/constants';
import { csvRecords } from '../csv';
import { projectFolder } from '../files';

/**
 * The published level marks' reader (data/marks, SOURCES.md): each row's metric named as the
 * builder's metric key, checked against the way that metric points. The engine scores against them
 * (server/engine/marks.ts).
 */
export const MARKS_DIR = projectFolder('data', 'marks');

/** One published level mark, as its source states it. */
export interface MarkRecord {
  sport: string;
  key: MarkMetricKey;
  level: ProgramDivision;
  weak: number | null;
  standard: number | null;
  strong: number | null;
  standardName: string;
  strongName: string;
  source: string;
  year: string;
  /** How many of weak / standard / strong the source gives: the fuller one wins (tennis). */
  filled: number;
}

const GYM_EVENTS: readonly MarkMetricKey[] = ['gym_vault', 'gym_bars', 'gym_beam', 'gym_floor'];

/** The builder's metric keys a mark file's metric names; throws on one it does not know. */
export function markKeys(metric: string): readonly MarkMetricKey[] {
  // Cross country's 3200 m is run on the track, but read as a cross-country mark.
  if (/^3200m/.test(metric)) return ['xc_3200'];
  const hurdles = /^(\d+)m hurdles/.exec(metric);
  if (hurdles) return [hurdles[1] === '400' ? 'tf_400m_hurdles' : 'tf_short_hurdles'];
  const track = /^(\d+)m \(/.exec(metric);
  if (track) return [`tf_${track[1]}m` as MarkMetricKey];
  const swim = /^(\d+) (free|back|breast|fly|IM) SCY/.exec(metric);
  if (swim) return [`swim_${swim[1]}_${swim[2]!.toLowerCase()}` as MarkMetricKey];
  const rules: [RegExp, readonly MarkMetricKey[]][] = [
    [/^5K/, ['xc_5k']],
    [/^Long jump/, ['tf_long_jump']],
    [/^Triple jump/, ['tf_triple_jump']],
    [/^High jump/, ['tf_high_jump']],
    [/^1-meter diving/, ['dive_1m']],
    [/^3-meter diving/, ['dive_3m']],
    [/^platform diving/, ['dive_platform']],
    [/^UTR/, ['utr']],
    [/scoring average/, ['stroke_avg']],
    [/^2000m ergometer/, ['erg_2k']],
    [/^event score/, GYM_EVENTS],
  ];
  const hit = rules.find(([re]) => re.test(metric));
  if (!hit) throw new Error(`data/marks: no builder metric for "${metric}"`);
  return hit[1];
}

const standardNameOf = (metric: string) =>
  /B standard/.test(metric)
    ? 'NCAA B cut'
    : /recruiting time/.test(metric)
      ? 'recruiting time'
      : /signees/.test(metric)
        ? 'signees’ average'
        : /zone qualifying/.test(metric)
          ? 'NCAA zone qualifying score'
          : 'recruit mark';

const num = (v: string | undefined) => (v ? Number(v) : null);

/** Every level mark on file, one per sport, metric and level (swimming's A and B cuts joined). */
export function readMarks(): MarkRecord[] {
  const byKey = new Map<string, MarkRecord>();
  for (const file of readdirSync(MARKS_DIR)
    .filter((f) => f.endsWith('.csv'))
    .sort()) {
    for (const { line, record: r } of csvRecords(readFileSync(new URL(file, MARKS_DIR), 'utf8'))) {
      for (const key of markKeys(r.metric!)) {
        const def: MarkMetric = MARK_METRICS[key];
        if ((r.lower_is_better === 'true') !== def.lowerIsBetter)
          throw new Error(`${file}:${line}: ${key} points the other way`);
        const id = `${r.sport}|${key}|${r.level}`;
        const aCut = /A standard/.test(r.metric!);
        const found = byKey.get(id);
        if (aCut) {
          // The A cut is the stronger mark of the B cut's row.
          if (found) found.strong = num(r.p50);
          else throw new Error(`${file}:${line}: an A cut before its B cut`);
          continue;
        }
        const rec: MarkRecord = {
          sport: r.sport!,
          key,
          level: r.level as ProgramDivision,
          weak: num(r.p10),
          standard: num(r.p50),
          strong: num(r.p90),
          standardName: standardNameOf(r.metric!),
          strongName: 'NCAA A cut',
          source: r.source!,
          year: r.year ?? '',
          filled: [r.p10, r.p50, r.p90].filter(Boolean).length,
        };
        if (!found || rec.filled > found.filled) byKey.set(id, rec);
      }
    }
  }
  return [...byKey.values()];
}
