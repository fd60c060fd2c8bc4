import { type Kysely, sql } from 'kysely';

/** The team (men's or women's) for sports that have both; null where the sport has one. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('athlete_profiles')
    .addColumn('team', 'text', (c) => c.check(sql`team IN ('mens', 'womens')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('athlete_profiles').dropColumn('team').execute();
}
