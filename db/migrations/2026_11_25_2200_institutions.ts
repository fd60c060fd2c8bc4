import { type Kysely, sql } from 'kysely';

/**
 * Institutions from the U.S. Department of Education's College Scorecard (IPEDS), keyed by the
 * IPEDS UNITID, so the engine can weigh admission and cost (data/institutions/SOURCE.md). A
 * program points at its institution through a nullable `unitid`: joint teams and schools absent
 * from the file have none, and say so rather than borrow another school's figures. The score
 * columns are sat25/sat75/act25/act75: the camel-case mapping puts no underscore before a digit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('institutions')
    .addColumn('unitid', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('admission_rate', 'real')
    .addColumn('sat25', 'integer')
    .addColumn('sat75', 'integer')
    .addColumn('act25', 'integer')
    .addColumn('act75', 'integer')
    .addColumn('test_policy', 'text')
    .addColumn('open_admission', 'boolean')
    .addColumn('undergrad_size', 'integer')
    .addColumn('cost_in_state', 'integer')
    .addColumn('cost_out_of_state', 'integer')
    .addColumn('graduation_rate', 'real')
    .addColumn('data_year', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('college_programs')
    .addColumn('unitid', 'integer', (c) => c.references('institutions.unitid').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('college_programs_unitid_idx')
    .on('college_programs')
    .column('unitid')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('college_programs').dropColumn('unitid').execute();
  await db.schema.dropTable('institutions').execute();
}
