import { type Kysely, sql } from 'kysely';

/**
 * `score_history.program_ids`: the programs of the run's match list, so the Monday update can name
 * the programs new to it. Null for runs stored before the column, which then compare by count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('score_history').addColumn('program_ids', sql`uuid[]`).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('score_history').dropColumn('program_ids').execute();
}
