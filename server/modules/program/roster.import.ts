/**
 * Operator roster import (docs/programs-csv.md "Rosters"): a file with the roster header of
 * data/rosters, one row per player and no names. Rows are checked as the seed checks its files;
 * every program must already exist. All or nothing, and idempotent: each program named gets its
 * rows for the file's seasons replaced, then its roster DNA.
 */
import { csvRecords, parseCsv } from '../../../data/csv';
import {
  isRosterHeader,
  ROSTER_HEADER,
  replaceRosters,
  rosterRecord,
  type SeedRosterPlayer,
} from '../../../db/seed/rosters';
import type { DB } from '../../platform/db';
import type { ImportIssue } from './program.import';
import { programKeys } from './program.repo';

/** Is this CSV a roster file (its header is the roster header, the previous school's level optional)? */
export function isRosterCsv(text: string): boolean {
  return isRosterHeader(parseCsv(text.slice(0, text.indexOf('\n') + 1))[0]?.map((h) => h.trim()));
}

/** Rows, plus one issue per rejected row (its line and why). */
export function parseRosterCsv(text: string): { rows: SeedRosterPlayer[]; issues: ImportIssue[] } {
  if (!isRosterCsv(text))
    return { rows: [], issues: [{ line: 1, message: `header must be ${ROSTER_HEADER.join(',')}` }] };
  const rows: SeedRosterPlayer[] = [];
  const issues: ImportIssue[] = [];
  for (const { line, record } of csvRecords(text)) {
    try {
      rows.push(rosterRecord(record, `line ${line}`));
    } catch (err) {
      issues.push({ line, message: (err as Error).message.replace(/^line \d+: /, '') });
    }
  }
  if (rows.length === 0 && issues.length === 0)
    issues.push({ line: 1, message: 'the file has no data rows' });
  return { rows, issues };
}

export async function importRostersCsv(
  db: DB,
  text: string,
): Promise<{ players: number; programs: number; issues: ImportIssue[] }> {
  const { rows, issues } = parseRosterCsv(text);
  if (issues.length) return { players: 0, programs: 0, issues };
  const programs = await programKeys(db);
  const idOf = new Map(programs.map((p) => [`${p.sport}\0${p.name}\0${p.state}`, p.id]));
  const records = csvRecords(text);
  const linked = rows.flatMap((r, k) => {
    const programId = idOf.get(`${r.sport}\0${r.programName}\0${r.state}`);
    if (!programId)
      issues.push({
        line: records[k]!.line,
        message: `no ${r.sport} program named "${r.programName}" in ${r.state}: import the program first`,
      });
    return programId ? [{ ...r, programId }] : [];
  });
  if (issues.length) return { players: 0, programs: 0, issues };
  await db.transaction().execute((trx) => replaceRosters(trx, linked));
  return { players: linked.length, programs: new Set(linked.map((r) => r.programId)).size, issues };
}
