import { type Kysely, sql } from 'kysely';

/**
 * The level of a rostered player's previous school (data/rosters/SOURCES.md): its program's division
 * in the same sport, empty when the name matches no program on file. Portal intake counts "2 from D1".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('roster_players')
    .addColumn('previous_school_level', 'text', (c) =>
      c.check(sql`previous_school_level IN ('FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA', 'JUCO')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('roster_players').dropColumn('previous_school_level').execute();
}
