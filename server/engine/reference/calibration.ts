/**
 * Height and weight marks read off the calibration set of real rostered players, which its loader
 * in data/calibration hands in: 10th / 50th / 90th percentile → floor / typical mark / elite
 * wherever a level has enough players; docs/coverage.md lists the sources and docs/engine.md the
 * rules.
 */
import type { ProgramDivision, ProgramSport } from '../../../common/constants';
import type { CalibrationPlayer } from '../../../data/calibration';
import type { BenchmarkRow } from './types';

/** Fewer players than this at a (sport, level, position) and the level keeps its rule-made marks. */
export const MIN_PLAYERS = 30;

/**
 * Rosters list broader positions than profiles do: a profile position reads the marks of its
 * roster group (a point guard is a guard). Positions not listed are their own group.
 */
export const POSITION_GROUPS: Partial<Record<ProgramSport, Record<string, string>>> = {
  basketball: { PG: 'G', SG: 'G', SF: 'F', PF: 'F', C: 'C' },
  'womens-basketball': { PG: 'G', SG: 'G', SF: 'F', PF: 'F', C: 'C' },
  'mens-soccer': { GK: 'GK', CB: 'D', FB: 'D', CDM: 'M', CM: 'M', CAM: 'M', W: 'F', ST: 'F' },
  'womens-soccer': { GK: 'GK', CB: 'D', FB: 'D', CDM: 'M', CM: 'M', CAM: 'M', W: 'F', ST: 'F' },
  lacrosse: { LSM: 'D', FOGO: 'M' },
  'womens-lacrosse': { LSM: 'D', FOGO: 'M' },
};
export const groupOf = (sport: string, position: string) =>
  POSITION_GROUPS[sport as ProgramSport]?.[position] ?? position;

/** Linear-interpolated percentile of sorted values. */
export function percentile(sorted: readonly number[], q: number): number {
  const at = q * (sorted.length - 1);
  const lo = Math.floor(at);
  const hi = Math.min(lo + 1, sorted.length - 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

export interface CalibratedMarks {
  floor: number;
  target: number;
  elite: number;
  n: number;
  note: string;
}

const roundTo = (metric: string, v: number) => (metric === 'height' ? Math.round(v * 2) / 2 : Math.round(v));

/** Marks per `${sport}|${group}|${level}|${metric}`; group '*' pools every position of the level. */
export function calibratedMarks(players: readonly CalibrationPlayer[]): Map<string, CalibratedMarks> {
  const values = new Map<string, { v: number[]; sources: Set<string> }>();
  const add = (key: string, v: number, p: CalibrationPlayer) => {
    const e = values.get(key) ?? { v: [], sources: new Set<string>() };
    e.v.push(v);
    e.sources.add(`${p.source} (${p.season})`);
    values.set(key, e);
  };
  for (const p of players) {
    for (const group of [p.position, '*']) {
      add(`${p.sport}|${group}|${p.level}|height`, p.heightIn, p);
      if (p.weightLb !== null) add(`${p.sport}|${group}|${p.level}|weight`, p.weightLb, p);
    }
  }
  const out = new Map<string, CalibratedMarks>();
  for (const [key, { v, sources }] of values) {
    if (v.length < MIN_PLAYERS) continue;
    const [, group, level, metric] = key.split('|') as [string, string, string, string];
    const sorted = [...v].sort((x, y) => x - y);
    out.set(key, {
      floor: roundTo(metric, percentile(sorted, 0.1)),
      target: roundTo(metric, percentile(sorted, 0.5)),
      elite: roundTo(metric, percentile(sorted, 0.9)),
      n: v.length,
      note: `Calibrated: 10th / 50th / 90th percentile of ${v.length} rostered ${level} ${group === '*' ? 'players' : `${group}s`} (${[...sources].join('; ')}).`,
    });
  }
  return out;
}

/** Levels from strongest to weakest, for "nearest calibrated level" and the monotone check. */
const STRENGTH: readonly ProgramDivision[] = ['FBS', 'FCS', 'D1', 'D2', 'NAIA', 'D3', 'JUCO'];

/**
 * Replaces the rule-made height and weight marks with calibrated ones. A level without enough
 * players takes the nearest calibrated level's marks shifted by the rule's own step between the
 * two levels, and says so. Then every level's marks are kept at or below the level above, so a
 * bigger athlete never scores lower at a weaker level (the placement's monotonicity rests on it).
 */
export function applyCalibration(
  rows: readonly BenchmarkRow[],
  marks: ReadonlyMap<string, CalibratedMarks>,
): BenchmarkRow[] {
  const byKey = new Map(rows.map((r) => [`${r.sport}|${r.position}|${r.level}|${r.metric}`, r]));
  const calibrated = rows.map((row): BenchmarkRow => {
    if (row.metric !== 'height' && row.metric !== 'weight') return { ...row };
    const group = groupOf(row.sport, row.position);
    const own = marks.get(`${row.sport}|${group}|${row.level}|${row.metric}`);
    if (own)
      return {
        ...row,
        floor: own.floor,
        target: own.target,
        elite: own.elite,
        source: own.note,
        basis: 'calibrated from rosters',
      };
    const here = STRENGTH.indexOf(row.level);
    const refs = STRENGTH.filter((l) => marks.has(`${row.sport}|${group}|${l}|${row.metric}`)).sort(
      (x, y) => Math.abs(STRENGTH.indexOf(x) - here) - Math.abs(STRENGTH.indexOf(y) - here),
    );
    const ref = refs[0];
    const refRow = ref ? byKey.get(`${row.sport}|${row.position}|${ref}|${row.metric}`) : undefined;
    if (!ref || !refRow) return { ...row };
    const m = marks.get(`${row.sport}|${group}|${ref}|${row.metric}`)!;
    const shift = (k: 'floor' | 'target' | 'elite') => roundTo(row.metric, m[k] + (row[k] - refRow[k]));
    return {
      ...row,
      floor: shift('floor'),
      target: shift('target'),
      elite: shift('elite'),
      source: `Rule: the calibrated ${ref} marks shifted by the interpolated step from ${ref} to ${row.level}. ${m.note}`,
      basis: 'estimate',
    };
  });
  return keepLevelsOrdered(calibrated);
}

function keepLevelsOrdered(rows: BenchmarkRow[]): BenchmarkRow[] {
  const groups = new Map<string, BenchmarkRow[]>();
  for (const r of rows) {
    const key = `${r.sport}|${r.position}|${r.metric}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  for (const list of groups.values()) {
    list.sort((x, y) => STRENGTH.indexOf(x.level) - STRENGTH.indexOf(y.level));
    for (let i = 1; i < list.length; i++) {
      const above = list[i - 1]!;
      const row = list[i]!;
      const cap = row.better === 'higher' ? Math.min : Math.max;
      row.floor = cap(row.floor, above.floor);
      row.target = cap(row.target, above.target);
      row.elite = cap(row.elite, above.elite);
    }
  }
  return rows;
}
