import { type Kysely, sql } from 'kysely';

/**
 * The athlete's choices for the PDF a coach holds: whether it lists their top programs by Fit (off
 * by default: a list of schools is the athlete's to share) and its paper (Letter, the US size, by
 * default; A4 for coaches elsewhere).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('athlete_profiles')
    .addColumn('pdf_top_programs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pdf_paper', 'text', (c) => c.notNull().defaultTo('letter'))
    .execute();
  await sql`ALTER TABLE athlete_profiles ADD CONSTRAINT athlete_profiles_pdf_paper_check
            CHECK (pdf_paper IN ('letter', 'a4'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('athlete_profiles')
    .dropColumn('pdf_top_programs')
    .dropColumn('pdf_paper')
    .execute();
}
