import { type Kysely, sql } from 'kysely';

/**
 * Outgoing mail and the one-time links it carries.
 * - `mail_outbox`: one row per message, written before any delivery is tried, so a message
 *   survives an SMTP outage or a restart; the idempotency key makes a repeated send a no-op.
 * - `email_tokens`: password-reset and address-verification links, stored as SHA-256 hashes so a
 *   copy of the database cannot be used to take over an account.
 * - `users.email_verified_at`: when the address was confirmed, null until then.
 * - `users.weekly_email_opt_out`: the athlete turned the Monday update off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    // Who sent it, for messages an athlete sends (their "sent" list); null for the product's own.
    .addColumn('sender_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('headers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status IN ('queued', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('mail_outbox_queued_idx')
    .on('mail_outbox')
    .column('created_at')
    .where(sql.ref('status'), '=', 'queued')
    .execute();

  await db.schema
    .createIndex('mail_outbox_sender_idx')
    .on('mail_outbox')
    .columns(['sender_user_id', 'created_at'])
    .where(sql.ref('sender_user_id'), 'is not', null)
    .execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose IN ('password_reset', 'verify_email', 'unsubscribe')`),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_tokens_user_idx')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await db.schema
    .alterTable('users')
    .addColumn('weekly_email_opt_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('weekly_email_opt_out').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  await db.schema.dropTable('email_tokens').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
