import { type Kysely, sql } from 'kysely';

/**
 * A contact request the athlete accepted can be ended by the athlete ("Stop sharing with this
 * program"): status `ended`, with `ended_at`. The program's coaches then lose the athlete's files
 * and address, and the program cannot ask again.
 */
async function allowStatuses(db: Kysely<any>, statuses: readonly string[]): Promise<void> {
  const known = sql.join(statuses.map((s) => sql.lit(s)));
  await sql`ALTER TABLE contact_requests DROP CONSTRAINT contact_requests_status_check`.execute(db);
  await sql`ALTER TABLE contact_requests ADD CONSTRAINT contact_requests_status_check CHECK (status IN (${known}))`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await allowStatuses(db, ['pending', 'accepted', 'declined', 'ended']);
  await db.schema.alterTable('contact_requests').addColumn('ended_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Under the old rule an ended request reads as declined: nothing is shared either way.
  await db
    .updateTable('contact_requests')
    .set({ status: 'declined' })
    .where('status', '=', 'ended')
    .execute();
  await db.schema.alterTable('contact_requests').dropColumn('ended_at').execute();
  await allowStatuses(db, ['pending', 'accepted', 'declined']);
}
