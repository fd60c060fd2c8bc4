import { readdirSync, readFileSync } from 'node:fs';
import type { ProgramDivision } from '../../common/constants';
import { csvRecords } from '../csv';
import { projectFolder } from '../files';

/**
 * The calibration set's reader (data/calibration/*.csv): heights and weights of real rostered
 * players by sport, level and position, each row naming its public source. The engine turns them
 * into height and weight marks (server/engine/reference/calibration.ts); docs/coverage.md lists
 * the sources.
 */
export const CALIBRATION_DIR = projectFolder('data', 'calibration');

export interface CalibrationPlayer {
  sport: string;
  level: ProgramDivision;
  /** The roster's position group (see POSITION_GROUPS in the engine's calibration). */
  position: string;
  heightIn: number;
  weightLb: number | null;
  season: string;
  source: string;
}

export const CALIBRATION_HEADER = 'sport,level,position,height_in,weight_lb,season,source';

/** Player rows of every calibration file (published-ranges.csv holds figures, not players). */
export function readCalibration(): CalibrationPlayer[] {
  const out: CalibrationPlayer[] = [];
  for (const file of readdirSync(CALIBRATION_DIR).sort()) {
    if (!file.endsWith('.csv') || file === 'published-ranges.csv') continue;
    const text = readFileSync(new URL(file, CALIBRATION_DIR), 'utf8');
    if (!text.startsWith(CALIBRATION_HEADER))
      throw new Error(`${file}: header must be ${CALIBRATION_HEADER}`);
    for (const { line, record: r } of csvRecords(text)) {
      const heightIn = Number(r.height_in);
      const weightLb = r.weight_lb ? Number(r.weight_lb) : null;
      if (!Number.isFinite(heightIn) || (weightLb !== null && !Number.isFinite(weightLb)) || !r.source)
        throw new Error(`${file}:${line}: height, weight and source must be valid`);
      out.push({
        sport: r.sport!,
        level: r.level as ProgramDivision,
        position: r.position!,
        heightIn,
        weightLb,
        season: r.season!,
        source: r.source,
      });
    }
  }
  return out;
}
