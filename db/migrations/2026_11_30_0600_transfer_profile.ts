import { type Kysely, sql } from 'kysely';

/**
 * A transfer athlete's eligibility facts (ADR 036): current level, the season the five-year clock
 * started, undergraduate or graduate, progress toward degree, and the day the athlete entered the
 * portal. A transfer's graduation year is the high-school class its clock implies, so the stored
 * range widens to 2015 (the forms still offer high-school athletes 2024 to 2030, and a transfer
 * who leaves the portal keeps its class). Programs may also say they look for transfers at a position.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('athlete_profiles')
    .addColumn('current_level', 'text', (c) =>
      c.check(sql`current_level IN ('FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA', 'JUCO')`),
    )
    .addColumn('clock_start_year', 'smallint', (c) => c.check(sql`clock_start_year BETWEEN 2015 AND 2035`))
    .addColumn('transfer_kind', 'text', (c) => c.check(sql`transfer_kind IN ('undergraduate', 'graduate')`))
    .addColumn('academic_standing', 'text', (c) =>
      c.check(sql`academic_standing IN ('on-track', 'behind', 'degree-earned')`),
    )
    .addColumn('portal_entered_on', 'date')
    .execute();
  // Transfer facts belong to portal athletes only.
  await sql`ALTER TABLE athlete_profiles ADD CONSTRAINT athlete_profiles_transfer_fields CHECK (
    portal_status IS NOT NULL OR (current_level IS NULL AND clock_start_year IS NULL
      AND transfer_kind IS NULL AND academic_standing IS NULL AND portal_entered_on IS NULL))`.execute(db);
  await sql`ALTER TABLE athlete_profiles DROP CONSTRAINT athlete_profiles_graduation_year_check`.execute(db);
  await sql`ALTER TABLE athlete_profiles ADD CONSTRAINT athlete_profiles_graduation_year_check CHECK (
    graduation_year BETWEEN 2015 AND 2030)`.execute(db);

  await db.schema
    .createTable('program_transfer_needs')
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('stated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('stated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('program_transfer_needs_pk', ['program_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('program_transfer_needs').execute();
  // A transfer's class older than 2024 cannot survive the narrower range: it is moved to 2024.
  await sql`UPDATE athlete_profiles SET graduation_year = 2024 WHERE graduation_year < 2024`.execute(db);
  await sql`ALTER TABLE athlete_profiles DROP CONSTRAINT athlete_profiles_graduation_year_check`.execute(db);
  await sql`ALTER TABLE athlete_profiles ADD CONSTRAINT athlete_profiles_graduation_year_check CHECK (
    graduation_year BETWEEN 2024 AND 2030)`.execute(db);
  await db.schema.alterTable('athlete_profiles').dropConstraint('athlete_profiles_transfer_fields').execute();
  await db.schema
    .alterTable('athlete_profiles')
    .dropColumn('current_level')
    .dropColumn('clock_start_year')
    .dropColumn('transfer_kind')
    .dropColumn('academic_standing')
    .dropColumn('portal_entered_on')
    .execute();
}
