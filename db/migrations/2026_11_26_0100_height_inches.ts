import { type Kysely, sql } from 'kysely';

/**
 * Height is stored as whole inches (height_in) instead of SPEC's 6'2" text. Every stored height
 * went through the builder's check (4 to 8 feet, 0 to 11 inches), so each converts exactly;
 * a row that does not stops the migration, listed, rather than being guessed or emptied.
 */
const SPEC_HEIGHT = `^\\s*([4-8])'(\\d{1,2})"\\s*$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE athlete_profiles ADD COLUMN height_in integer`.execute(db);
  await sql`
    UPDATE athlete_profiles
    SET height_in = (m[1])::int * 12 + (m[2])::int
    FROM (SELECT id AS mid, regexp_match(height, ${SPEC_HEIGHT}) AS m FROM athlete_profiles) AS parsed
    WHERE parsed.mid = athlete_profiles.id AND m IS NOT NULL AND (m[2])::int <= 11`.execute(db);
  const { rows } = await sql<{ id: string; height: string }>`
    SELECT id, height FROM athlete_profiles WHERE height_in IS NULL ORDER BY id LIMIT 20`.execute(db);
  if (rows.length > 0)
    throw new Error(
      `Heights that are not feet'inches" (4 to 8 feet, 0 to 11 inches); correct them, then migrate again: ${rows
        .map((r) => `${r.id} ${JSON.stringify(r.height)}`)
        .join(', ')}`,
    );
  await sql`
    ALTER TABLE athlete_profiles
      ALTER COLUMN height_in SET NOT NULL,
      ADD CONSTRAINT athlete_profiles_height_in_check CHECK (height_in BETWEEN 48 AND 107),
      DROP COLUMN height`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE athlete_profiles ADD COLUMN height text`.execute(db);
  await sql`
    UPDATE athlete_profiles
    SET height = (height_in / 12)::text || '''' || (height_in % 12)::text || '"'`.execute(db);
  await sql`
    ALTER TABLE athlete_profiles ALTER COLUMN height SET NOT NULL, DROP COLUMN height_in`.execute(db);
}
