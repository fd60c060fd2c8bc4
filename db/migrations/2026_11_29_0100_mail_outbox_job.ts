import type { Kysely } from 'kysely';

/**
 * `mail_outbox.job_id`: the queue job last started for a message. The sweep asks the queue, by this
 * id, whether that job still lives before it starts another, so a message waiting through an SMTP
 * outage keeps one retry chain. Null until a job is started.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('job_id', 'uuid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('job_id').execute();
}
