import type { ProgramDivision, ProgramSport } from '../../../common/constants';
import type { BenchmarkRow, LevelStep, MetricScale, PositionAnchors } from './types';

const round = (v: number, unit: string) => {
  // Keep the precision each unit is measured in: times to 0.01 s, heights and jumps to
  // half an inch, body weight to the pound, everything else to 0.1.
  if (unit === 's') return Math.round(v * 100) / 100;
  if (unit === 'in') return Math.round(v * 2) / 2;
  if (unit === 'lb' || unit === 'm') return Math.round(v);
  return Math.round(v * 10) / 10;
};

/**
 * Expand "top level target per position" anchors into one row per level, using each
 * metric's spacing (floor/elite distance) and its drift per level step. The row's
 * source note joins the anchor's note, the metric's scale note and the level note,
 * so a reader can always see which part is a public anchor and which is interpolated.
 */
export function expandAnchors(opts: {
  sport: ProgramSport;
  anchors: PositionAnchors;
  scales: Record<string, MetricScale>;
  levels: Partial<Record<ProgramDivision, LevelStep>>;
  anchorNotes: Partial<Record<string, string>>;
  /** Per position+metric note overriding anchorNotes[metric], key `${position}:${metric}`. */
  positionNotes?: Partial<Record<string, string>>;
  /** Exact rows that replace the expanded ones (public anchors quoted as-is). */
  overrides?: Partial<Record<string, Pick<BenchmarkRow, 'floor' | 'target' | 'elite' | 'source'>>>;
}): BenchmarkRow[] {
  const rows: BenchmarkRow[] = [];
  for (const [position, metrics] of Object.entries(opts.anchors)) {
    for (const [metric, anchor] of Object.entries(metrics)) {
      if (!anchor) continue;
      const [top, weight] = anchor;
      const scale = opts.scales[metric];
      if (!scale) throw new Error(`benchmarks: no scale for ${opts.sport} ${metric}`);
      const sign = scale.better === 'lower' ? 1 : -1;
      for (const [level, lv] of Object.entries(opts.levels) as [ProgramDivision, LevelStep][]) {
        const drift = scale.relative ? top * scale.stepDelta * lv.step : scale.stepDelta * lv.step;
        const target = top + sign * drift;
        const spread = scale.relative ? target * scale.spread : scale.spread;
        const override = opts.overrides?.[`${position}:${metric}:${level}`];
        const anchorNote = opts.positionNotes?.[`${position}:${metric}`] ?? opts.anchorNotes[metric] ?? '';
        rows.push({
          sport: opts.sport,
          position,
          level,
          metric,
          floor: override?.floor ?? round(target + sign * spread, scale.unit),
          target: override?.target ?? round(target, scale.unit),
          elite: override?.elite ?? round(target - sign * spread, scale.unit),
          better: scale.better,
          unit: scale.unit,
          weight,
          source: override?.source ?? [anchorNote, scale.note, lv.note].filter(Boolean).join(' '),
          // A public anchor quoted as-is is a citation; spreads and level steps are derived.
          basis: override ? 'citation' : 'estimate',
        });
      }
    }
  }
  return rows;
}
