import { type Kysely, sql } from 'kysely';

/**
 * Siena Heights University (closed 2025, UNITID 172264) and University of the Sciences (merged into
 * Saint Joseph's in 2022, UNITID 215132) field no teams: their programs and institution rows leave
 * databases seeded before the reference files dropped them (the seed only adds and updates).
 * Matches, rosters and costs that hang on them go by their cascades. Nothing to restore on down:
 * the reference files no longer hold these rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from college_programs
    where name in ('Siena Heights University', 'University of the Sciences')
       or unitid in (172264, 215132)`.execute(db);
  await sql`delete from institutions where unitid in (172264, 215132)`.execute(db);
}

export async function down(): Promise<void> {}
