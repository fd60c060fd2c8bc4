import type { Kysely } from 'kysely';

/**
 * How a program reads an institution that is not its own single school: a joint team of several
 * colleges, or a campus whose figures are filed under its system's row (data/institutions/shared.csv).
 * The card shows the rule, so the figures are never read as the program's own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('college_programs').addColumn('institution_rule', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('college_programs').dropColumn('institution_rule').execute();
}
