/**
 * College-program reference data: CSV files in ./programs/ and ./programs/more-sports/ (one per
 * sport × division; the latter also carry each school's IPEDS UNITID)
 * loaded with an idempotent upsert on (sport, name) at start, unless the same build seeded the
 * same files before (db/seed/index.ts).
 *
 * Only reference columns (division, conference, place, website) are written on
 * conflict: coach, roster and needs columns belong to operators (`npm run
 * programs:import`) and are never touched here. Coordinates are derived from
 * city/state with data/geo, so the CSVs hold no hand-typed numbers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { isProgramSport, PROGRAM_DIVISIONS, type ProgramSport, US_STATES } from '../../common/constants';
import { csvRecords, parseCsv } from '../../data/csv';
import { projectFolder } from '../../data/files';
import { locateCity, locateState } from '../../data/geo';
import type { DB } from '../types';

export const PROGRAMS_DIR = projectFolder('data', 'programs');
export const SEED_HEADER = [
  'sport',
  'division',
  'name',
  'conference',
  'city',
  'state',
  'program_website',
] as const;
/** The header of files that name each school's institution (IPEDS UNITID) too. */
export const SEED_HEADER_WITH_UNITID = [...SEED_HEADER, 'unitid'] as const;
const STATES = new Set<string>([...US_STATES, 'DC']);
const SOURCE_NOTE = 'reference seed (data/programs), 2025 season';

export interface SeedProgram {
  sport: ProgramSport;
  division: string;
  name: string;
  conference: string | null;
  city: string;
  state: string;
  programWebsite: string | null;
  /** The school's IPEDS UNITID where the file states it (institutions.ts links by it). */
  unitid: number | null;
  /** The file and line it came from, for error messages. */
  origin: string;
}

/** Sub-folder of PROGRAMS_DIR whose files add the sports the first lists did not cover. */
const MORE_SPORTS = 'more-sports/';

/** Seed files, as paths relative to PROGRAMS_DIR. */
export function seedFiles(): string[] {
  const csv = (dir: string) =>
    readdirSync(new URL(dir, PROGRAMS_DIR))
      .filter((f) => f.endsWith('.csv'))
      .sort()
      .map((f) => `${dir}${f}`);
  return [...csv(''), ...csv(MORE_SPORTS)];
}

/**
 * A school's roster API address (some files name one: it is where the roster was read) is not a
 * page for people; its site's home page is shown instead.
 */
export function programPage(url: string): string {
  return /\/(website-)?api\//.test(url) ? new URL(url).origin : url;
}

/** Every reference row, validated; throws on a malformed file so bad data never ships. */
export function readSeedPrograms(): SeedProgram[] {
  const out: SeedProgram[] = [];
  for (const file of seedFiles()) {
    const text = readFileSync(new URL(file, PROGRAMS_DIR), 'utf8');
    const header = parseCsv(text)[0]
      ?.map((h) => h.trim())
      .join(',');
    const expected = (file.startsWith(MORE_SPORTS) ? SEED_HEADER_WITH_UNITID : SEED_HEADER).join(',');
    if (header !== expected) throw new Error(`${file}: header must be ${expected}`);
    for (const { line, record } of csvRecords(text)) {
      const origin = `${file}:${line}`;
      const r = record as Record<(typeof SEED_HEADER_WITH_UNITID)[number], string>;
      if (!isProgramSport(r.sport)) throw new Error(`${origin}: unknown sport ${r.sport}`);
      if (!(PROGRAM_DIVISIONS as readonly string[]).includes(r.division))
        throw new Error(`${origin}: unknown division ${r.division}`);
      if (!r.name || !r.city || !/^[A-Z]{2}$/.test(r.state))
        throw new Error(`${origin}: name, city and a 2-letter state are required`);
      // Puerto Rico's schools (some more-sports lists name three) are left out: places, distances
      // and athletes' states cover the 50 states and DC only (docs/coverage.md).
      if (!STATES.has(r.state)) continue;
      if (r.program_website && !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/.test(r.program_website)) {
        throw new Error(`${origin}: program_website must be an https URL`);
      }
      if (r.unitid !== undefined && !/^\d{6}$/.test(r.unitid))
        throw new Error(`${origin}: unitid must be a 6-digit IPEDS UNITID`);
      out.push({
        sport: r.sport,
        division: r.division,
        name: r.name,
        conference: r.conference || null,
        city: r.city,
        state: r.state,
        programWebsite: r.program_website ? programPage(r.program_website) : null,
        unitid: r.unitid ? Number(r.unitid) : null,
        origin,
      });
    }
  }
  return out;
}

/** City point, or the state's point when the postal data lacks the town (rare; data tests list them). */
export function coordinatesFor(p: Pick<SeedProgram, 'city' | 'state'>): { lat: number; lng: number } | null {
  return locateCity(p.city, p.state) ?? locateState(p.state);
}

// 11 bound values per row; PostgreSQL allows 65,535 per statement.
const CHUNK = 1000;

export async function seedPrograms(db: DB, log: Pick<Logger, 'info'>): Promise<void> {
  const started = performance.now();
  const rows = readSeedPrograms().map((p) => {
    const at = coordinatesFor(p);
    return {
      sport: p.sport,
      division: p.division,
      name: p.name,
      conference: p.conference,
      location: `${p.city}, ${p.state}`,
      city: p.city,
      state: p.state,
      latitude: at?.lat ?? null,
      longitude: at?.lng ?? null,
      programWebsite: p.programWebsite,
      sourceNote: SOURCE_NOTE,
    };
  });
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db
      .insertInto('collegePrograms')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc
          .columns(['sport', 'name'])
          .doUpdateSet((eb) => ({
            division: eb.ref('excluded.division'),
            conference: eb.ref('excluded.conference'),
            location: eb.ref('excluded.location'),
            city: eb.ref('excluded.city'),
            state: eb.ref('excluded.state'),
            latitude: eb.ref('excluded.latitude'),
            longitude: eb.ref('excluded.longitude'),
            // An operator may have supplied a website the reference data lacks: keep it.
            programWebsite: sql<
              string | null
            >`COALESCE(excluded.program_website, college_programs.program_website)`,
            updatedAt: sql<Date>`now()`,
          }))
          // Skip unchanged rows so a warm restart writes nothing (no churn, no bloat).
          .where(
            sql<boolean>`(college_programs.division, college_programs.conference, college_programs.location, college_programs.latitude, college_programs.longitude, college_programs.program_website)
              IS DISTINCT FROM (excluded.division, excluded.conference, excluded.location, excluded.latitude, excluded.longitude, COALESCE(excluded.program_website, college_programs.program_website))`,
          ),
      )
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  log.info(
    { programs: rows.length, written, ms: Math.round(performance.now() - started) },
    'college programs seeded',
  );
}
