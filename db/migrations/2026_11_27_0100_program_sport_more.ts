import { type Kysely, sql } from 'kysely';

/**
 * The program_sport domain widened to the program lists of every sport the builder offers
 * (PROGRAM_SPORTS in common/constants, as of this migration): track and field, cross country,
 * swimming and diving, tennis, golf, wrestling, field hockey, ice hockey, gymnastics and women's
 * rowing, men's and women's teams apart. The CHECK is replaced, as the domain was made for.
 */
const BEFORE = [
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
const ADDED = [
  'mens-track-field',
  'womens-track-field',
  'mens-cross-country',
  'womens-cross-country',
  'mens-swimming-diving',
  'womens-swimming-diving',
  'mens-tennis',
  'womens-tennis',
  'mens-golf',
  'womens-golf',
  'wrestling',
  'womens-wrestling',
  'field-hockey',
  'mens-ice-hockey',
  'womens-ice-hockey',
  'mens-gymnastics',
  'womens-gymnastics',
  'womens-rowing',
];

async function allow(db: Kysely<any>, sports: readonly string[]): Promise<void> {
  const known = sql.join(sports.map((s) => sql.lit(s)));
  await sql`ALTER DOMAIN program_sport DROP CONSTRAINT program_sport_known`.execute(db);
  await sql`ALTER DOMAIN program_sport ADD CONSTRAINT program_sport_known CHECK (VALUE IN (${known}))`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await allow(db, [...BEFORE, ...ADDED]);
}

/** Down refuses, naming them, while programs of the added sports are stored. */
export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ sport: string; n: number }>`
    SELECT sport, count(*)::int AS n FROM college_programs
    WHERE sport = ANY(${ADDED}::text[]) GROUP BY sport ORDER BY sport`.execute(db);
  if (rows.length > 0)
    throw new Error(
      `Programs of the added sports are stored; remove them, then migrate down again: ${rows
        .map((r) => `${JSON.stringify(r.sport)} (${r.n})`)
        .join(', ')}`,
    );
  await allow(db, BEFORE);
}
