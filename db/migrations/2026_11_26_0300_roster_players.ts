import { type Kysely, sql } from 'kysely';

/**
 * Rostered players of a program, without names or other personal fields (data/rosters/SOURCES.md):
 * what the engine needs for roster need, recruiting footprint and roster DNA. A position group may
 * pool codes with `|` where the source names only a broader role. Rows go with their program.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roster_players')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('college_programs.id').onDelete('cascade'))
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('position_group', 'text')
    .addColumn('class_year', 'text')
    .addColumn('height_in', 'smallint')
    .addColumn('weight_lb', 'smallint')
    .addColumn('home_state', 'text')
    .addColumn('previous_school_kind', 'text', (c) =>
      c.check(sql`previous_school_kind IN ('four-year', 'junior-college', 'none')`),
    )
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roster_players_program_id_idx')
    .on('roster_players')
    .column('program_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('roster_players').execute();
}
