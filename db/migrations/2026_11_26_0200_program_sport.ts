import { type Kysely, sql } from 'kysely';

/**
 * Program sport as a typed column: a domain over text whose CHECK names the program lists
 * (PROGRAM_SPORTS in common/constants, as of this migration). A domain rather than an enum: it
 * stays text for every query, parameter and array the app sends, and a new list is one migration
 * that replaces the CHECK, where an enum value can be neither removed nor used in the transaction
 * that adds it. A stored sport outside the list stops the migration, named.
 */
const PROGRAM_SPORTS = [
  'basketball',
  'football',
  'baseball',
  'softball',
  'volleyball',
  'mens-soccer',
  'womens-soccer',
  'lacrosse',
  'womens-basketball',
  'womens-lacrosse',
  'mens-volleyball',
];

export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ sport: string; n: number }>`
    SELECT sport, count(*)::int AS n FROM college_programs
    WHERE NOT (sport = ANY(${PROGRAM_SPORTS}::text[])) GROUP BY sport ORDER BY sport`.execute(db);
  if (rows.length > 0)
    throw new Error(
      `Programs of sports outside the program lists; correct or remove them, then migrate again: ${rows
        .map((r) => `${JSON.stringify(r.sport)} (${r.n})`)
        .join(', ')}`,
    );
  const known = sql.join(PROGRAM_SPORTS.map((s) => sql.lit(s)));
  await sql`CREATE DOMAIN program_sport AS text CONSTRAINT program_sport_known CHECK (VALUE IN (${known}))`.execute(
    db,
  );
  await sql`ALTER TABLE college_programs ALTER COLUMN sport TYPE program_sport`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE college_programs ALTER COLUMN sport TYPE text`.execute(db);
  await sql`DROP DOMAIN program_sport`.execute(db);
}
