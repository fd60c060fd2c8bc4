/**
 * Institutions (College Scorecard 2021-22, with web addresses from the IPEDS HD2022 directory,
 * data/institutions/SOURCE.md) upserted by UNITID, and each program's `unitid` set from the
 * reviewed name-and-state links, then from the UNITID a program file states
 * (data/programs/more-sports) for a school the reviewed links do not name. Programs without a link
 * (joint teams, schools missing from the file) keep null: no match is ever guessed here.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';
import type { DB, InstitutionsTable } from '../types';
import { readSeedPrograms, type SeedProgram } from './programs';

export const INSTITUTIONS_DIR = projectFolder('data', 'institutions');
export const INSTITUTION_FILES = ['institutions.csv', 'program-institutions.csv', 'websites.csv'] as const;

type InstitutionSeed = Omit<InstitutionsTable, 'updatedAt'>;

const records = (file: string) =>
  csvRecords(readFileSync(new URL(file, INSTITUTIONS_DIR), 'utf8')).map((r) => r.record);

/** An empty cell is a figure the source does not report: null, never zero. */
const num = (v: string | undefined): number | null => (v ? Number(v) : null);

/** UNITID → web address, as the directory states it; a school it gives none has no entry. */
export function readWebsites(): Map<number, { address: string; shared: boolean; source: string }> {
  return new Map(
    records('websites.csv').map((r) => {
      if (!r.web_address || !r.source || !r.data_year)
        throw new Error(`websites.csv: incomplete row ${r.unitid}`);
      const entry = {
        address: r.web_address,
        shared: r.shared_domain === 'true',
        source: `${r.source}, ${r.data_year}`,
      };
      return [Number(r.unitid), entry] as const;
    }),
  );
}

export function readInstitutions(): InstitutionSeed[] {
  const websites = readWebsites();
  return records('institutions.csv').map((r) => {
    const unitid = Number(r.unitid);
    if (!Number.isInteger(unitid) || !r.name || !r.state || !r.data_year || !r.source)
      throw new Error(`institutions.csv: incomplete row ${r.unitid}`);
    const site = websites.get(unitid);
    return {
      unitid,
      name: r.name,
      city: r.city || null,
      state: r.state,
      admissionRate: num(r.admission_rate),
      sat25: num(r.sat_25),
      sat75: num(r.sat_75),
      act25: num(r.act_25),
      act75: num(r.act_75),
      testPolicy: r.test_policy || null,
      openAdmission: r.open_admission === '' ? null : r.open_admission === 'true',
      undergradSize: num(r.undergrad_size),
      costInState: num(r.cost_in_state),
      costOutOfState: num(r.cost_out_of_state),
      graduationRate: num(r.graduation_rate),
      dataYear: r.data_year,
      source: r.source,
      webAddress: site?.address ?? null,
      webAddressShared: site ? site.shared : null,
      webAddressSource: site?.source ?? null,
    };
  });
}

/** Program school (name, state) → UNITID, as reviewed in program-institutions.csv. */
export function readProgramLinks(): { name: string; state: string; unitid: number }[] {
  return records('program-institutions.csv').map((r) => ({
    name: r.name!,
    state: r.state!,
    unitid: Number(r.unitid),
  }));
}

/** Schools reviewed and left without a link (joint teams, a system office), as `name|state`. */
export function readUnlinked(): Set<string> {
  return new Set(records('no-match.csv').map((r) => `${r.program_name}|${r.state}`));
}

/**
 * Every program link: the reviewed ones, then a UNITID stated in a program file for a school they
 * neither name nor left unlinked on review, when the institutions file has it. A joint team
 * (Pomona-Pitzer) carries one member's UNITID in EADA, whose admissions are not the team's. A
 * reviewed link wins: IPEDS 2024 gives merged systems (PennWest, Commonwealth University, Vermont
 * State) one UNITID where the 2021-22 Scorecard still has each campus, and the campus's own
 * figures are the better answer.
 */
export function programLinks(
  reviewed: readonly { name: string; state: string; unitid: number }[],
  programs: readonly Pick<SeedProgram, 'name' | 'state' | 'unitid'>[],
  known: ReadonlySet<number>,
  unlinked: ReadonlySet<string> = new Set(),
): { name: string; state: string; unitid: number }[] {
  const links = new Map(reviewed.map((l) => [`${l.name}|${l.state}`, l]));
  for (const p of programs) {
    const key = `${p.name}|${p.state}`;
    if (p.unitid !== null && known.has(p.unitid) && !links.has(key) && !unlinked.has(key))
      links.set(key, { name: p.name, state: p.state, unitid: p.unitid });
  }
  return [...links.values()];
}

const CHUNK = 500;
const COLUMNS = [
  'name',
  'city',
  'state',
  'admissionRate',
  'sat25',
  'sat75',
  'act25',
  'act75',
  'testPolicy',
  'openAdmission',
  'undergradSize',
  'costInState',
  'costOutOfState',
  'graduationRate',
  'dataYear',
  'source',
  'webAddress',
  'webAddressShared',
  'webAddressSource',
] as const;
const snake = (c: string) => c.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

export async function seedInstitutions(db: DB, log: Pick<Logger, 'info'>): Promise<void> {
  const started = performance.now();
  const rows = readInstitutions();
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db
      .insertInto('institutions')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc
          .column('unitid')
          .doUpdateSet((eb) => ({
            ...Object.fromEntries(COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
            updatedAt: sql<Date>`now()`,
          }))
          // An unchanged row is not written again, so a warm start leaves no churn.
          .where(
            sql<boolean>`(${sql.join(COLUMNS.map((c) => sql.ref(`institutions.${snake(c)}`)))}) IS DISTINCT FROM (${sql.join(COLUMNS.map((c) => sql.ref(`excluded.${snake(c)}`)))})`,
          ),
      )
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  // Links travel as one JSON document; a program whose link changed (or vanished) is updated,
  // and its updated_at moves so the compiled programs of its sport are rebuilt.
  const links = programLinks(
    readProgramLinks(),
    readSeedPrograms(),
    new Set(rows.map((r) => r.unitid)),
    readUnlinked(),
  );
  const linked = await sql<{ n: number }>`
    WITH link AS (
      SELECT name, state, unitid FROM jsonb_to_recordset(${JSON.stringify(links)}::text::jsonb)
        AS t(name text, state text, unitid int)),
    changed AS (
      UPDATE college_programs p SET unitid = wanted.unitid, updated_at = now()
      FROM (SELECT p2.id, link.unitid FROM college_programs p2
            LEFT JOIN link ON link.name = p2.name AND link.state = p2.state) AS wanted
      WHERE p.id = wanted.id AND p.unitid IS DISTINCT FROM wanted.unitid
      RETURNING 1)
    SELECT count(*)::int AS n FROM changed`.execute(db);
  log.info(
    {
      institutions: rows.length,
      written,
      programLinksChanged: linked.rows[0]?.n ?? 0,
      ms: Math.round(performance.now() - started),
    },
    'institutions seeded',
  );
}
