/**
 * Operator CSV import (docs/programs-csv.md): the seed header plus coach, roster and
 * needs columns. Parsing is pure so it is unit-tested; writing goes through the repo.
 */
import { isProgramSport, PROGRAM_DIVISIONS, PROGRAM_SPORTS } from '../../../common/constants';
import { csvRecords } from '../../../data/csv';
import { locateCity, locateState } from '../../../data/geo';
import { forgetReferenceSeed } from '../../../db/seed';
import type { DB } from '../../platform/db';
import { type ProgramUpsert, upsertProgram } from './program.repo';

export const IMPORT_REQUIRED = ['sport', 'division', 'name', 'city', 'state'] as const;
export const IMPORT_OPTIONAL = [
  'conference',
  'program_website',
  'coach_name',
  'coach_email',
  'coach_phone',
  'roster_size',
  'graduating_players',
  'positional_needs',
] as const;

export interface ImportIssue {
  line: number;
  message: string;
}

/** 'QB:2;WR:3' → { QB: 2, WR: 3 }. */
export function parseGraduating(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of text.split(';')) {
    const item = part.trim();
    if (!item) continue;
    const m = /^([A-Za-z0-9/ -]+?)\s*:\s*(\d{1,3})$/.exec(item);
    if (!m?.[1] || !m[2]) throw new Error(`graduating_players item "${item}" must look like QB:2`);
    out[m[1].toUpperCase()] = (out[m[1].toUpperCase()] ?? 0) + Number(m[2]);
  }
  return out;
}

/** 'WR;CB' → ['WR', 'CB'] (upper-cased, de-duplicated). */
export function parseNeeds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(';')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Rows to upsert, plus one issue per rejected row. An empty optional cell means "leave
 * as is"; the literal `-` clears it (so an operator can remove a departed coach).
 */
export function parseImportCsv(text: string): { rows: ProgramUpsert[]; issues: ImportIssue[] } {
  const records = csvRecords(text);
  const rows: ProgramUpsert[] = [];
  const issues: ImportIssue[] = [];
  if (records.length === 0) return { rows, issues: [{ line: 1, message: 'the file has no data rows' }] };
  const header = Object.keys(records[0]?.record ?? {});
  const missing = IMPORT_REQUIRED.filter((k) => !header.includes(k));
  if (missing.length)
    return { rows, issues: [{ line: 1, message: `missing column(s): ${missing.join(', ')}` }] };
  const unknown = header.filter(
    (k) =>
      !(IMPORT_REQUIRED as readonly string[]).includes(k) &&
      !(IMPORT_OPTIONAL as readonly string[]).includes(k),
  );
  if (unknown.length)
    return { rows, issues: [{ line: 1, message: `unknown column(s): ${unknown.join(', ')}` }] };

  const seen = new Set<string>();
  for (const { line, record: r } of records) {
    try {
      const sport = (r.sport ?? '').toLowerCase();
      const division = (r.division ?? '').toUpperCase();
      const state = (r.state ?? '').toUpperCase();
      const name = r.name ?? '';
      const city = r.city ?? '';
      if (!isProgramSport(sport)) throw new Error(`sport must be one of ${PROGRAM_SPORTS.join(', ')}`);
      if (!(PROGRAM_DIVISIONS as readonly string[]).includes(division))
        throw new Error(`division must be one of ${PROGRAM_DIVISIONS.join(', ')}`);
      if (!name) throw new Error('name is required');
      if (!city) throw new Error('city is required');
      const at = locateCity(city, state) ?? locateState(state);
      if (!at) throw new Error(`state "${r.state}" is not a US state code`);
      const key = `${sport}|${name}`;
      if (seen.has(key)) throw new Error(`duplicate of an earlier row (${sport}, ${name})`);
      seen.add(key);

      const opt = (k: string): string | null | undefined => {
        const v = r[k];
        if (v === undefined || v === '') return undefined;
        return v === '-' ? null : v;
      };
      const row: ProgramUpsert = {
        sport,
        division,
        name,
        city,
        state,
        location: `${city}, ${state}`,
        latitude: at.lat,
        longitude: at.lng,
      };
      const conference = opt('conference');
      if (conference !== undefined) row.conference = conference;
      const website = opt('program_website');
      if (website !== undefined) {
        if (website !== null && !/^https?:\/\/\S+\.\S+$/.test(website))
          throw new Error('program_website must be an http(s) URL');
        row.programWebsite = website;
      }
      const coachName = opt('coach_name');
      if (coachName !== undefined) row.coachName = coachName;
      const email = opt('coach_email');
      if (email !== undefined) {
        if (email !== null && !EMAIL.test(email))
          throw new Error(`coach_email "${email}" is not an email address`);
        row.coachEmail = email?.toLowerCase() ?? null;
      }
      const phone = opt('coach_phone');
      if (phone !== undefined) row.coachPhone = phone;
      const size = opt('roster_size');
      if (size !== undefined) {
        if (size !== null && !/^\d{1,3}$/.test(size)) throw new Error('roster_size must be a whole number');
        row.rosterSize = size === null ? null : Number(size);
      }
      const grads = opt('graduating_players');
      if (grads !== undefined) row.graduatingPlayers = grads === null ? null : parseGraduating(grads);
      const needs = opt('positional_needs');
      if (needs !== undefined) row.positionalNeeds = needs === null ? [] : parseNeeds(needs);
      rows.push(row);
    } catch (err) {
      issues.push({ line, message: (err as Error).message });
    }
  }
  return { rows, issues };
}

/**
 * All-or-nothing: rows are written in one transaction only when the whole file is valid. The next
 * start then seeds the reference data again (db/seed/index.ts), as docs/programs-csv.md says.
 */
export async function importProgramsCsv(
  db: DB,
  text: string,
  sourceNote: string,
): Promise<{ inserted: number; updated: number; issues: ImportIssue[] }> {
  const { rows, issues } = parseImportCsv(text);
  if (issues.length) return { inserted: 0, updated: 0, issues };
  let inserted = 0;
  await db.transaction().execute(async (trx) => {
    for (const row of rows) if ((await upsertProgram(trx, row, sourceNote)).inserted) inserted++;
    await forgetReferenceSeed(trx);
  });
  return { inserted, updated: rows.length - inserted, issues };
}
