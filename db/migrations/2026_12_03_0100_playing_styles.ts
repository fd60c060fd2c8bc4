import { type Kysely, sql } from 'kysely';

/**
 * The playing styles a program's coach chose from the sport's list (common/constants/styles.ts),
 * as their keys: system fit reads only these. The old free-text `playing_style` stays as it was,
 * shown to the coach as not scored until they choose (docs/decisions/047).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('college_programs')
    .addColumn('playing_styles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('college_programs').dropColumn('playing_styles').execute();
}
