import type { Kysely } from 'kysely';

/**
 * A real award names the day its official page was last checked, and its amount may be unknown:
 * an amount the official page does not confirm is left empty rather than guessed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('scholarships')
    .addColumn('checked_on', 'date')
    .alterColumn('amount', (c) => c.dropNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('scholarships').set({ amount: '' }).where('amount', 'is', null).execute();
  await db.schema
    .alterTable('scholarships')
    .dropColumn('checked_on')
    .alterColumn('amount', (c) => c.setNotNull())
    .execute();
}
