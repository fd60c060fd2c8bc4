import { type Kysely, sql } from 'kysely';

/**
 * Evidence that moves a metric up SPEC's ladder (issue 37).
 * - `athlete_profiles.evidence_detail`: per metric, the value that was evidenced, when, and its
 *   source (a file, a page, an event, a coach); `evidence` stays SPEC's level map the engine reads.
 * - `evidence_files`: uploaded stats sheets (the bytes live in the storage, not here), their
 *   reading status and the metrics proposed from their text.
 * - `event_results`: combine and testing-event rows an operator imported; a row with no athlete
 *   waits for one to claim it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('athlete_profiles')
    .addColumn('evidence_detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();

  await db.schema
    .createTable('evidence_files')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('athlete_id', 'uuid', (c) => c.notNull().references('athlete_profiles.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('media_type', 'text', (c) =>
      c.notNull().check(sql`media_type IN ('image/png', 'image/jpeg', 'application/pdf')`),
    )
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('page_count', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('reading').check(sql`status IN ('reading', 'read', 'failed')`),
    )
    .addColumn('text', 'text')
    .addColumn('proposals', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('read_ms', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('evidence_files_athlete_idx')
    .on('evidence_files')
    .columns(['athlete_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('evidence_files_reading_idx')
    .on('evidence_files')
    .column('created_at')
    .where(sql.ref('status'), '=', 'reading')
    .execute();

  await db.schema
    .createTable('event_results')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('event_date', 'date', (c) => c.notNull())
    // The athlete's matching key: their account email, lower-cased.
    .addColumn('match_key', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('graduation_year', 'integer')
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('athlete_id', 'uuid', (c) => c.references('athlete_profiles.id').onDelete('set null'))
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('event_results_row_key', ['event_name', 'event_date', 'match_key', 'metric'])
    .execute();
  await db.schema
    .createIndex('event_results_unclaimed_idx')
    .on('event_results')
    .expression(sql`lower(last_name), lower(first_name)`)
    .where(sql.ref('athlete_id'), 'is', null)
    .execute();
  await db.schema.createIndex('event_results_athlete_idx').on('event_results').column('athlete_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_results').execute();
  await db.schema.dropTable('evidence_files').execute();
  await db.schema.alterTable('athlete_profiles').dropColumn('evidence_detail').execute();
}
