/**
 * Rebuilds data/institutions/ (institutions.csv, program-institutions.csv, unmatched.csv) from a
 * raw College Scorecard institution file and the reviewed aliases.csv, then prints the coverage.
 *
 *   npx tsx scripts/data/institutions.ts <raw file> --year 2021-22 [--source "..."]
 *
 * The raw file is a Scorecard CSV (Most-Recent-Cohorts-Institution.csv or MERGEDyyyy_yy_PP.csv,
 * the same columns) or a Parquet copy of one; Parquet needs
 * `npm i --no-save hyparquet hyparquet-compressors` first. Raw files stay out of the repository:
 * only the derived CSVs are committed (data/institutions/SOURCE.md says where the raw file is).
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';
import { readSeedPrograms } from '../../db/seed/programs';
import {
  type AliasRow,
  INSTITUTION_COLUMNS,
  indexByNameState,
  institutionRow,
  matchProgram,
  SCORECARD_COLUMNS,
  type ScorecardRow,
  toCsv,
} from './institutions-lib';

const OUT = projectFolder('data', 'institutions');
const DIVISIONS = ['FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA', 'JUCO'] as const;

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

async function readCsvRaw(path: string): Promise<ScorecardRow[]> {
  const rows: ScorecardRow[] = [];
  // Streamed: the full Most-Recent file is hundreds of megabytes with thousands of columns.
  const parser = createReadStream(path).pipe(parse({ bom: true, columns: true, relax_column_count: true }));
  for await (const record of parser as AsyncIterable<Record<string, string>>) {
    rows.push(Object.fromEntries(SCORECARD_COLUMNS.map((c) => [c, record[c] ?? ''])));
  }
  return rows;
}

async function readParquetRaw(path: string): Promise<ScorecardRow[]> {
  // Optional tools, loaded by name so the project does not depend on them.
  const hyparquetName = 'hyparquet';
  const compressorsName = 'hyparquet-compressors';
  const { asyncBufferFromFile, parquetReadObjects } = await import(hyparquetName);
  const { compressors } = await import(compressorsName);
  const file = await asyncBufferFromFile(path);
  const records: Record<string, unknown>[] = await parquetReadObjects({
    file,
    columns: [...SCORECARD_COLUMNS],
    compressors,
  });
  return records.map((r) =>
    Object.fromEntries(
      SCORECARD_COLUMNS.map((c) => [c, r[c] === null || r[c] === undefined ? '' : String(r[c])]),
    ),
  );
}

async function main(): Promise<void> {
  const rawPath = process.argv[2];
  const dataYear = arg('--year');
  if (!rawPath || rawPath.startsWith('--') || !dataYear) {
    throw new Error('usage: npx tsx scripts/data/institutions.ts <raw Scorecard file> --year 2021-22');
  }
  const source = arg('--source') ?? 'College Scorecard (U.S. Department of Education)';
  const raw = rawPath.endsWith('.parquet') ? await readParquetRaw(rawPath) : await readCsvRaw(rawPath);
  const byUnitid = new Map(raw.filter((r) => r.UNITID).map((r) => [r.UNITID as string, r]));
  const byNameState = indexByNameState(raw);

  const aliases = new Map<string, AliasRow>();
  for (const { line, record } of csvRecords(readFileSync(new URL('aliases.csv', OUT), 'utf8'))) {
    const a = record as unknown as AliasRow;
    const sc = byUnitid.get(a.unitid);
    if (!sc) throw new Error(`aliases.csv:${line}: UNITID ${a.unitid} is not in the raw file`);
    if (sc.STABBR !== a.state)
      throw new Error(`aliases.csv:${line}: ${a.unitid} is in ${sc.STABBR}, not ${a.state}`);
    if (sc.INSTNM !== a.scorecard_name)
      console.warn(`aliases.csv:${line}: ${a.unitid} is named "${sc.INSTNM}" in this file`);
    aliases.set(`${a.program_name}|${a.state}`, a);
  }
  // Programs reviewed and deliberately left unmatched, with the reason shown in unmatched.csv.
  const noMatch = new Map<string, string>();
  for (const { record } of csvRecords(readFileSync(new URL('no-match.csv', OUT), 'utf8'))) {
    noMatch.set(`${record.program_name}|${record.state}`, record.reason ?? '');
  }

  // Distinct schools (name + state), with their divisions and program-row counts.
  const schools = new Map<string, { name: string; state: string; city: string; rows: Map<string, number> }>();
  for (const p of readSeedPrograms()) {
    const key = `${p.name}|${p.state}`;
    const s = schools.get(key) ?? { name: p.name, state: p.state, city: p.city, rows: new Map() };
    s.rows.set(p.division, (s.rows.get(p.division) ?? 0) + 1);
    schools.set(key, s);
  }

  const links: Record<string, string>[] = [];
  const unmatched: Record<string, string>[] = [];
  const used = new Set<string>();
  const cover = new Map<string, { schools: number; matched: number; rows: number; rowsMatched: number }>();
  for (const s of schools.values()) {
    const m = matchProgram(s.name, s.state, byNameState, aliases);
    if (m.unitid) {
      links.push({ name: s.name, state: s.state, unitid: m.unitid });
      used.add(m.unitid);
    } else {
      unmatched.push({
        name: s.name,
        state: s.state,
        city: s.city,
        divisions: [...s.rows.keys()].sort().join(' '),
        program_rows: String([...s.rows.values()].reduce((a, b) => a + b, 0)),
        reason:
          noMatch.get(`${s.name}|${s.state}`) ??
          (m.how === 'ambiguous'
            ? 'two or more institutions with this name in the state'
            : 'not reviewed yet'),
      });
    }
    for (const [division, n] of s.rows) {
      const c = cover.get(division) ?? { schools: 0, matched: 0, rows: 0, rowsMatched: 0 };
      c.schools++;
      c.rows += n;
      if (m.unitid) {
        c.matched++;
        c.rowsMatched += n;
      }
      cover.set(division, c);
    }
  }

  const institutions = [...used]
    .sort((a, b) => Number(a) - Number(b))
    .map((id) => institutionRow(byUnitid.get(id) as ScorecardRow, dataYear, source));
  const byName = (a: Record<string, string>, b: Record<string, string>) =>
    `${a.name}|${a.state}`.localeCompare(`${b.name}|${b.state}`);
  writeFileSync(new URL('institutions.csv', OUT), toCsv(INSTITUTION_COLUMNS, institutions));
  writeFileSync(
    new URL('program-institutions.csv', OUT),
    toCsv(['name', 'state', 'unitid'], links.sort(byName)),
  );
  writeFileSync(
    new URL('unmatched.csv', OUT),
    toCsv(['name', 'state', 'city', 'divisions', 'program_rows', 'reason'], unmatched.sort(byName)),
  );

  console.log(`${institutions.length} institutions, ${links.length} of ${schools.size} schools matched`);
  console.log('division | schools matched | program rows matched');
  for (const d of DIVISIONS) {
    const c = cover.get(d);
    if (!c) continue;
    const pct = ((100 * c.rowsMatched) / c.rows).toFixed(1);
    console.log(`${d} | ${c.matched} of ${c.schools} | ${c.rowsMatched} of ${c.rows} (${pct}%)`);
  }
}

await main();
