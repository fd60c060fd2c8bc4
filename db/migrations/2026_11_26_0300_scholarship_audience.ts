import { type Kysely, sql } from 'kysely';

/**
 * Who an award is for: a college-senior or graduate award is not one a high-school athlete can
 * win, whatever their GPA. 'any' keeps every existing row as it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('scholarships')
    .addColumn('audience', 'text', (c) =>
      c.notNull().defaultTo('any').check(sql`audience IN ('any', 'high-school', 'college', 'graduate')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('scholarships').dropColumn('audience').execute();
}
