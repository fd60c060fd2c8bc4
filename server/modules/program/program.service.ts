import { PROGRAM_DIVISIONS, PROGRAM_SPORTS } from '../../../common/constants';
import type { DB } from '../../platform/db';
import { type CoverageCell, countBySportDivision } from './program.repo';

export interface CoverageRow {
  sport: string;
  counts: Record<string, number>;
  total: number;
}

export interface Coverage {
  divisions: string[];
  rows: CoverageRow[];
  totals: Record<string, number>;
  total: number;
}

/** Sport × division table: every preview sport and division appears, zero included, so gaps are visible. */
export function buildCoverage(cells: readonly CoverageCell[]): Coverage {
  const divisions: string[] = [...PROGRAM_DIVISIONS];
  for (const c of cells) if (!divisions.includes(c.division)) divisions.push(c.division);
  const sports: string[] = [...PROGRAM_SPORTS];
  for (const c of cells) if (!sports.includes(c.sport)) sports.push(c.sport);
  const zero = () => Object.fromEntries(divisions.map((d) => [d, 0])) as Record<string, number>;
  const totals = zero();
  const rows = sports.map((sport) => ({ sport, counts: zero(), total: 0 }));
  for (const c of cells) {
    const row = rows.find((r) => r.sport === c.sport);
    if (!row) continue;
    row.counts[c.division] = (row.counts[c.division] ?? 0) + c.count;
    row.total += c.count;
    totals[c.division] = (totals[c.division] ?? 0) + c.count;
  }
  return { divisions, rows, totals, total: rows.reduce((n, r) => n + r.total, 0) };
}

export function coverageMarkdown(c: Coverage): string {
  const head = `| Sport | ${c.divisions.join(' | ')} | Total |`;
  const rule = `|---|${c.divisions.map(() => '---:').join('|')}|---:|`;
  const body = c.rows.map(
    (r) => `| ${r.sport} | ${c.divisions.map((d) => r.counts[d] ?? 0).join(' | ')} | ${r.total} |`,
  );
  const foot = `| **Total** | ${c.divisions.map((d) => `**${c.totals[d] ?? 0}**`).join(' | ')} | **${c.total}** |`;
  return [head, rule, ...body, foot].join('\n');
}

export async function getCoverage(db: DB): Promise<Coverage> {
  return buildCoverage(await countBySportDivision(db));
}
