import { type Kysely, sql } from 'kysely';

/**
 * A file's reading is held by a lease, so one cut short by a stopped instance is taken up again:
 * `reading_claimed_at` is when an instance last started reading it and `reading_attempts` how many
 * have. The row still 'reading' is the durable record of the work; the sweep re-reads it once its
 * lease runs out, and gives up after a few attempts (a file that stops every reader).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('evidence_files')
    .addColumn('reading_attempts', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('reading_claimed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`UPDATE evidence_files SET reading_claimed_at = created_at`.execute(db);
  await db.schema.dropIndex('evidence_files_reading_idx').execute();
  await db.schema
    .createIndex('evidence_files_reading_idx')
    .on('evidence_files')
    .column('reading_claimed_at')
    .where(sql.ref('status'), '=', 'reading')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('evidence_files_reading_idx').execute();
  await db.schema
    .createIndex('evidence_files_reading_idx')
    .on('evidence_files')
    .column('created_at')
    .where(sql.ref('status'), '=', 'reading')
    .execute();
  await db.schema
    .alterTable('evidence_files')
    .dropColumn('reading_attempts')
    .dropColumn('reading_claimed_at')
    .execute();
}
