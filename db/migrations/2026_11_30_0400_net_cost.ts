import { type Kysely, sql } from 'kysely';

/**
 * Net cost (ADR 033): each institution's net prices by family income and tuition (College
 * Scorecard), its net price calculator address (IPEDS), its athletic aid and participants by men's
 * and women's teams (EADA), and the athlete's optional family income bracket. The bracket lives in
 * its own table, not on athlete_profiles, so no profile read (public page, PDF, coach views) can
 * carry it. Bracket columns are b1..b5: the camel-case mapping puts no underscore before a digit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('institution_costs')
    .addColumn('unitid', 'integer', (c) =>
      c.primaryKey().references('institutions.unitid').onDelete('cascade'),
    )
    .addColumn('control', 'text', (c) =>
      c.check(sql`control IN ('public', 'private-nonprofit', 'private-for-profit')`),
    )
    .addColumn('net_price', 'integer')
    .addColumn('net_price_b1', 'integer')
    .addColumn('net_price_b2', 'integer')
    .addColumn('net_price_b3', 'integer')
    .addColumn('net_price_b4', 'integer')
    .addColumn('net_price_b5', 'integer')
    .addColumn('cost_of_attendance', 'integer')
    .addColumn('books_supplies', 'integer')
    .addColumn('tuition_in_state', 'integer')
    .addColumn('tuition_out_of_state', 'integer')
    .addColumn('data_year', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('calculator_url', 'text')
    .addColumn('calculator_year', 'text')
    .addColumn('calculator_source', 'text')
    .execute();
  await db.schema
    .createTable('institution_athletic_aid')
    .addColumn('unitid', 'integer', (c) =>
      c.primaryKey().references('institutions.unitid').onDelete('cascade'),
    )
    .addColumn('classification', 'text', (c) => c.notNull())
    .addColumn('aid_men', 'integer', (c) => c.notNull())
    .addColumn('aid_women', 'integer', (c) => c.notNull())
    .addColumn('participants_men', 'integer', (c) => c.notNull())
    .addColumn('participants_women', 'integer', (c) => c.notNull())
    .addColumn('data_year', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('athlete_cost_settings')
    .addColumn('athlete_id', 'uuid', (c) =>
      c.primaryKey().references('athlete_profiles.id').onDelete('cascade'),
    )
    // Null once answered means "prefer not to say": the question is not asked again.
    .addColumn('income_bracket', 'text', (c) =>
      c.check(sql`income_bracket IN ('0-30k', '30-48k', '48-75k', '75-110k', '110k-plus')`),
    )
    .addColumn('answered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('athlete_cost_settings').execute();
  await db.schema.dropTable('institution_athletic_aid').execute();
  await db.schema.dropTable('institution_costs').execute();
}
