import { type Kysely, sql } from 'kysely';

/**
 * A college athlete's profile may say it is in or entering the transfer portal, with its current
 * school and eligibility remaining (SPEC's portal fields, 0 to 5 years). Existing profiles are
 * high-school athletes: all three stay null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('athlete_profiles')
    .addColumn('portal_status', 'text', (c) => c.check(sql`portal_status IN ('entering', 'in-portal')`))
    .addColumn('current_school', 'text', (c) => c.check(sql`length(current_school) BETWEEN 1 AND 120`))
    .addColumn('eligibility_remaining', 'smallint', (c) =>
      c.check(sql`eligibility_remaining BETWEEN 0 AND 5`),
    )
    .execute();
  // A portal athlete names its school and eligibility; nobody else carries them.
  await sql`ALTER TABLE athlete_profiles ADD CONSTRAINT athlete_profiles_portal_fields CHECK (
    (portal_status IS NULL AND current_school IS NULL AND eligibility_remaining IS NULL)
    OR (portal_status IS NOT NULL AND current_school IS NOT NULL AND eligibility_remaining IS NOT NULL))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('athlete_profiles').dropConstraint('athlete_profiles_portal_fields').execute();
  await db.schema
    .alterTable('athlete_profiles')
    .dropColumn('portal_status')
    .dropColumn('current_school')
    .dropColumn('eligibility_remaining')
    .execute();
}
