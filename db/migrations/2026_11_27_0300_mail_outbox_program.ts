import type { Kysely } from 'kysely';

/**
 * `mail_outbox.program_id`: the program a profile was sent for from its match card, so the card
 * can list what went to that staff. Null for every other message, and when the program is deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('program_id', 'uuid', (c) => c.references('college_programs.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('program_id').execute();
}
