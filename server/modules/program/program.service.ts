import { PROGRAM_DIVISIONS, PROGRAM_SPORTS } from '../../../common/constants';
import type { TNetCostCoverage } from '../../../common/schemas/cost';
import type { DB } from '../../platform/db';
import { netCostCoverage } from '../cost';
import {
  type CoverageCell,
  countBySportDivision,
  countInstitutionsByDivision,
  countRostersBySportDivision,
  type InstitutionCell,
} from './program.repo';

export interface CoverageRow {
  sport: string;
  counts: Record<string, number>;
  total: number;
}

export interface InstitutionCoverage {
  dataYear: string | null;
  rows: { division: string; programs: number; withInstitution: number; percent: number }[];
}

export interface Coverage {
  divisions: string[];
  rows: CoverageRow[];
  totals: Record<string, number>;
  total: number;
  institutions: InstitutionCoverage;
  /** Programs with a public roster (data/rosters), per sport and division, zero included. */
  rosters: { seasons: string[]; rows: CoverageRow[] };
  /** Programs with each net-cost figure (ADR 033); filled by getCoverage. */
  netCost?: TNetCostCoverage;
}

/** Sport × division table: every preview sport and division appears, zero included, so gaps are visible. */
export function buildCoverage(
  cells: readonly CoverageCell[],
  institutions: InstitutionCoverage = { dataYear: null, rows: [] },
): Coverage {
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
  return {
    divisions,
    rows,
    totals,
    total: rows.reduce((n, r) => n + r.total, 0),
    institutions,
    rosters: { seasons: [], rows: [] },
  };
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

/** Institution coverage in division order, with an "All" row; percent to one decimal. */
export function buildInstitutionCoverage(
  cells: readonly InstitutionCell[],
  dataYear: string | null,
): InstitutionCoverage {
  const order = [...PROGRAM_DIVISIONS, ...cells.map((c) => c.division)];
  const sorted = [...cells].sort((a, b) => order.indexOf(a.division) - order.indexOf(b.division));
  const all = sorted.reduce(
    (t, c) => ({
      division: 'All',
      programs: t.programs + c.programs,
      withInstitution: t.withInstitution + c.withInstitution,
    }),
    { division: 'All', programs: 0, withInstitution: 0 },
  );
  // Rounded down, so a division missing one program never reads 100%.
  const pct = (c: InstitutionCell) =>
    c.programs ? Math.floor((1000 * c.withInstitution) / c.programs) / 10 : 0;
  return { dataYear, rows: [...sorted, all].map((c) => ({ ...c, percent: pct(c) })) };
}

export function institutionCoverageMarkdown(c: InstitutionCoverage): string {
  const head = `| Division | Program rows with an institution (${c.dataYear ?? 'no data'}) |`;
  const body = c.rows.map(
    (r) =>
      `| ${r.division === 'All' ? '**All**' : r.division} | ${r.withInstitution.toLocaleString('en-US')} of ${r.programs.toLocaleString('en-US')} (${r.percent}%) |`,
  );
  return [head, '|---|---:|', ...body].join('\n');
}

export async function getCoverage(db: DB): Promise<Coverage> {
  const [cells, inst, rosters, netCost] = await Promise.all([
    countBySportDivision(db),
    countInstitutionsByDivision(db),
    countRostersBySportDivision(db),
    netCostCoverage(db),
  ]);
  const coverage = buildCoverage(cells, buildInstitutionCoverage(inst.cells, inst.dataYear));
  const withRoster = buildCoverage(rosters.cells);
  // The same sports and divisions as the program table, so a sport without rosters shows its zeros.
  coverage.rosters = {
    seasons: rosters.seasons,
    rows: coverage.rows.map(
      (r) =>
        withRoster.rows.find((w) => w.sport === r.sport) ?? {
          sport: r.sport,
          counts: Object.fromEntries(coverage.divisions.map((d) => [d, 0])),
          total: 0,
        },
    ),
  };
  coverage.netCost = netCost;
  return coverage;
}
