import { sql } from 'kysely';
import type { ProgramSport } from '../../../common/constants';
import type { DB } from '../../platform/db';

export interface CoverageCell {
  sport: string;
  division: string;
  count: number;
}

export async function countBySportDivision(db: DB): Promise<CoverageCell[]> {
  const rows = await db
    .selectFrom('collegePrograms')
    .select(['sport', 'division', sql<number>`count(*)::int`.as('count')])
    .groupBy(['sport', 'division'])
    .execute();
  return rows;
}

/** Programs with a roster on file, per sport and division, and the seasons those rosters are of. */
export async function countRostersBySportDivision(
  db: DB,
): Promise<{ cells: CoverageCell[]; seasons: string[] }> {
  const [cells, seasons] = await Promise.all([
    db
      .selectFrom('collegePrograms as p')
      .where((eb) =>
        eb.exists(eb.selectFrom('rosterPlayers as r').select('r.id').whereRef('r.programId', '=', 'p.id')),
      )
      .select(['p.sport', 'p.division', sql<number>`count(*)::int`.as('count')])
      .groupBy(['p.sport', 'p.division'])
      .execute(),
    db.selectFrom('rosterPlayers').select('season').distinct().orderBy('season').execute(),
  ]);
  return { cells, seasons: seasons.map((s) => s.season) };
}

export interface InstitutionCell {
  division: string;
  programs: number;
  withInstitution: number;
}

/** Program rows per division, and how many of them join an institution row. */
export async function countInstitutionsByDivision(
  db: DB,
): Promise<{ cells: InstitutionCell[]; dataYear: string | null }> {
  const cells = await db
    .selectFrom('collegePrograms as p')
    .leftJoin('institutions as i', 'i.unitid', 'p.unitid')
    .select([
      'p.division',
      sql<number>`count(*)::int`.as('programs'),
      sql<number>`count(i.unitid)::int`.as('withInstitution'),
    ])
    .groupBy('p.division')
    .execute();
  const year = await db.selectFrom('institutions').select('dataYear').limit(1).executeTakeFirst();
  return { cells, dataYear: year?.dataYear ?? null };
}

/** One operator row; undefined fields are left as they are in the database. */
export interface ProgramUpsert {
  sport: ProgramSport;
  division: string;
  name: string;
  conference?: string | null;
  city: string;
  state: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  programWebsite?: string | null;
  coachName?: string | null;
  coachEmail?: string | null;
  coachPhone?: string | null;
  rosterSize?: number | null;
  graduatingPlayers?: Record<string, number> | null;
  positionalNeeds?: string[];
}

/** Upsert by (sport, name). Returns whether the row was inserted (true) or updated (false). */
export async function upsertProgram(
  db: DB,
  p: ProgramUpsert,
  sourceNote: string,
): Promise<{ inserted: boolean }> {
  const values = { ...p, sourceNote };
  // Only the columns the file supplied are updated, so a partial file never blanks data.
  const { sport: _s, name: _n, ...update } = values;
  const row = await db
    .insertInto('collegePrograms')
    .values(values)
    .onConflict((oc) => oc.columns(['sport', 'name']).doUpdateSet({ ...update, updatedAt: sql<Date>`now()` }))
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .executeTakeFirstOrThrow();
  return { inserted: row.inserted };
}

/** Every program's natural key (sport, name, state), to link imported roster rows to it. */
export function programKeys(db: DB) {
  return db.selectFrom('collegePrograms').select(['id', 'sport', 'name', 'state']).execute();
}
