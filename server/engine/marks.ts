/**
 * Athletic fit from published level marks (data/marks, SOURCES.md, read by its loader there): the
 * sports where no height or weight rule fits, and the athlete's best marks are what coaches recruit
 * on. Every mark is read as its source states it; the floor / typical / elite numbers of a row only
 * place a value on the 0–100 scale and are never shown as marks:
 * - a published range scores 60 at its weaker end and 100 at its stronger end;
 * - a single standard scores 80 where it is met, 100 at a published stronger mark (swimming's A cut)
 *   or 3% better, 60 at 3% off it and 0 at 6% off: 3% is about one level step in the track times.
 * A level with no mark of its own is read against the next stronger level's (said in the sentence),
 * and each level asks no more than the level above, as the rule benchmarks do.
 */
import {
  formatTime,
  MARK_METRICS,
  type MarkMetric,
  type ProgramDivision,
  type ProgramSport,
  positionMarks,
  sportOfProgram,
  teamOfProgram,
} from '../../common/constants';
import type { MarkRecord } from '../../data/marks';
import { barValue } from './level-bar';
import type { BenchmarkRow, PublishedMark } from './reference/types';

interface Anchors {
  floor: number;
  target: number;
  elite: number;
}

/** How far off a single standard (a share of it) scores 60 and, better, 100; twice as far off scores 0. */
export const STANDARD_FLOOR_SHARE = 0.03;

/** Scoring anchors of one level's mark. */
function anchorsOf(r: MarkRecord, lowerIsBetter: boolean): Anchors {
  if (r.weak !== null && r.strong !== null)
    return { floor: r.weak, elite: r.strong, target: r.standard ?? (r.weak + r.strong) / 2 };
  const target = (r.standard ?? r.weak ?? r.strong)!;
  const worse = lowerIsBetter ? 1 : -1;
  return {
    floor: target * (1 + worse * STANDARD_FLOOR_SHARE),
    target,
    elite: r.strong ?? target * (1 - worse * STANDARD_FLOOR_SHARE),
  };
}

/** The benchmark rows of every sport with published marks, per position and ladder level. */
export function markBenchmarks(
  ladders: Readonly<Record<ProgramSport, readonly ProgramDivision[]>>,
  records: readonly MarkRecord[],
): BenchmarkRow[] {
  const rows: BenchmarkRow[] = [];
  for (const [programSport, ladder] of Object.entries(ladders) as [
    ProgramSport,
    readonly ProgramDivision[],
  ][]) {
    const positions = positionMarks(sportOfProgram(programSport), teamOfProgram(programSport));
    if (!positions) continue;
    const keys = [...new Set(Object.values(positions).flat())];
    for (const key of keys) {
      const own = (level: ProgramDivision) =>
        records.find((m) => m.sport === programSport && m.key === key && m.level === level);
      const def: MarkMetric = MARK_METRICS[key];
      const sign = def.lowerIsBetter ? -1 : 1;
      // No stricter than the level above: min in the "better" direction.
      const easier = (x: number, cap: number | undefined) =>
        cap === undefined ? x : sign * x <= sign * cap ? x : cap;
      let prev: Anchors | undefined;
      let borrowed: MarkRecord | undefined;
      const perLevel: [ProgramDivision, MarkRecord, Anchors][] = [];
      ladder.forEach((level) => {
        const rec = own(level);
        const use = rec ?? borrowed;
        if (!use) return;
        if (rec) borrowed = rec;
        const raw = rec ? anchorsOf(rec, def.lowerIsBetter) : prev!;
        const a: Anchors = {
          floor: easier(raw.floor, prev?.floor),
          target: easier(raw.target, prev?.target),
          elite: easier(raw.elite, prev?.elite),
        };
        prev = a;
        perLevel.push([level, use, a]);
      });
      for (const [position, posKeys] of Object.entries(positions)) {
        if (!posKeys.includes(key)) continue;
        for (const [level, m, a] of perLevel) {
          const mark: PublishedMark = {
            weak: m.weak,
            standard: m.standard,
            strong: m.strong,
            standardName: m.standardName,
            strongName: m.strongName,
            level: m.level,
            clock: def.clock,
          };
          rows.push({
            sport: programSport,
            position,
            level,
            metric: key,
            ...a,
            better: def.lowerIsBetter ? 'lower' : 'higher',
            unit: def.unit,
            weight: 1,
            source: `Anchor: published level mark, ${m.source}${m.year ? `, ${m.year}` : ''}${m.level === level ? '' : ` (the ${m.level} mark: none is published for ${level})`}`,
            basis: 'citation',
            mark,
          });
        }
      }
    }
  }
  return rows;
}

/** A mark as people read it: a time per event ("10.85 s", "1:52.40"), or the number with its unit. */
export function formatMark(metric: string, value: number): string {
  const def = (MARK_METRICS as Record<string, MarkMetric>)[metric];
  if (!def) return String(value);
  if (def.clock) return formatTime(value);
  if (def.unit === 'UTR') return value.toFixed(2).replace(/0$/, '');
  if (def.unit === 'points of 10') return value.toFixed(3);
  if (def.unit === 'strokes') return value.toFixed(2);
  return `${Math.round(value * 100) / 100} ${def.unit}`;
}

const offBy = (metric: string, off: number) => {
  const def = (MARK_METRICS as Record<string, MarkMetric>)[metric];
  if (def?.clock) return formatTime(off);
  if (def?.unit === 'strokes') return `${off.toFixed(2)} strokes`;
  if (def?.unit === 'UTR') return `${formatMark(metric, off)} UTR`;
  if (def?.unit === 'm') return `${off.toFixed(2)} m`;
  return formatMark(metric, Math.round(off * 1000) / 1000);
};

/** The mark's name inside a sentence: "balance beam", but "UTR rating" and "IM" kept. */
export const markLabel = (metric: string) => {
  const label = (MARK_METRICS as Record<string, MarkMetric>)[metric]?.label ?? metric;
  return /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
};

/**
 * "Your 4:05.20 1500 m is inside the D1 range (4:00.00–4:10.00)", "Your 48.50 s 400 m clears the D2
 * bar of 49.29 s" and their counterparts, with the
 * published numbers only.
 */
export function markSentence(
  row: BenchmarkRow,
  value: number,
  level: string,
  margin: number,
): { kind: 'why' | 'gap'; margin: number; text: string } {
  const m = row.mark!;
  const sign = row.better === 'higher' ? 1 : -1;
  const f = (v: number) => formatMark(row.metric, v);
  const your = `Your ${f(value)} ${markLabel(row.metric)}`;
  const note = m.level === level ? '' : ` (no ${level} mark is published)`;
  if (m.weak !== null && m.strong !== null) {
    const range = `the ${m.level} range (${f(Math.min(m.weak, m.strong))}–${f(Math.max(m.weak, m.strong))})${note}`;
    if (sign * (value - m.strong) > 0) return { kind: 'why', margin, text: `${your} is beyond ${range}` };
    if (sign * (value - m.weak) >= 0) return { kind: 'why', margin, text: `${your} is inside ${range}` };
    return {
      kind: 'gap',
      margin,
      text: `${your} is ${offBy(row.metric, Math.abs(value - m.weak))} short of ${range}`,
    };
  }
  if (m.strong !== null && sign * (value - m.strong) >= 0)
    return {
      kind: 'why',
      margin,
      text: `${your} meets the ${m.level} ${m.strongName} of ${f(m.strong)}${note}`,
    };
  const standard = (m.standard ?? m.weak ?? m.strong)!;
  if (sign * (value - standard) >= 0)
    return {
      kind: 'why',
      margin,
      text: `${your} ${sign * (value - standard) > 0 ? 'beats' : 'meets'} the ${m.level} ${m.standardName} of ${f(standard)}${note}`,
    };
  // Short of the standard: the level's bar is the number that places the athlete there, and the
  // band and "What moves your list" quote the same one (server/engine/level-bar.ts).
  const bar = barValue(row, level);
  const off = (to: number) => offBy(row.metric, Math.abs(value - to));
  if (bar !== null && sign * (value - bar) >= 0)
    return {
      kind: 'gap',
      margin,
      text: `${your} clears the ${level} bar of ${f(bar)}, ${off(standard)} off the ${m.level} ${m.standardName} of ${f(standard)}${note}`,
    };
  if (bar !== null)
    return {
      kind: 'gap',
      margin,
      text: `${your} is ${off(bar)} off the ${level} bar of ${f(bar)} (the ${m.level} ${m.standardName} is ${f(standard)}${note})`,
    };
  return {
    kind: 'gap',
    margin,
    text: `${your} is ${off(standard)} off the ${m.level} ${m.standardName} of ${f(standard)}${note}`,
  };
}

/** "women's ice hockey" from 'womens-ice-hockey'. */
export const sportLabel = (programSport: string) =>
  programSport
    .replace(/^womens-/, 'women’s ')
    .replace(/^mens-/, 'men’s ')
    .replace('swimming-diving', 'swimming and diving')
    .replace('track-field', 'track and field')
    .replace(/-/g, ' ');

/** What athletic fit rests on where no mark is published for the sport or the event group. */
export function unmarkedSentence(programSport: string, position: string, sportHasMarks: boolean): string {
  const what = sportHasMarks ? `${position} in ${sportLabel(programSport)}` : sportLabel(programSport);
  return `No level marks are published for ${what}: athletic fit is a neutral 50 that rests on no measurement, so confidence is lower`;
}

/**
 * A wrestler's record and state finish, shown but not scored: no published recruiting standard
 * turns either into a level (docs/coverage.md), so athletic fit stays the neutral 50.
 */
export function recordSentence(programSport: string, record: string): string {
  return `Your ${record}: no level marks are published for ${sportLabel(programSport)}, so athletic fit is a neutral 50 that rests on your record and state placement, not a published level mark`;
}
