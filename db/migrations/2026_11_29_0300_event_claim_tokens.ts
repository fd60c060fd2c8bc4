import { type Kysely, sql } from 'kysely';

/**
 * `email_tokens` also carries event-claim links (purpose `event_claim`): a link mailed to the
 * address an event result was registered with, which attaches that result to the athlete who
 * asked. `event_result_id` names the result, and only an event-claim link has one.
 */
const PURPOSES_BEFORE = ['password_reset', 'verify_email', 'unsubscribe'];

async function allowPurposes(db: Kysely<any>, purposes: readonly string[]): Promise<void> {
  const known = sql.join(purposes.map((p) => sql.lit(p)));
  await sql`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check`.execute(db);
  await sql`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN (${known}))`.execute(
    db,
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  await allowPurposes(db, [...PURPOSES_BEFORE, 'event_claim']);
  await db.schema
    .alterTable('email_tokens')
    .addColumn('event_result_id', 'uuid', (c) => c.references('event_results.id').onDelete('cascade'))
    .execute();
  await sql`ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_event_result_check
            CHECK ((purpose = 'event_claim') = (event_result_id IS NOT NULL))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Claim links cannot exist under the old rule: they are dropped, and their claims asked again.
  await db.deleteFrom('email_tokens').where('purpose', '=', 'event_claim').execute();
  await sql`ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_event_result_check`.execute(db);
  await db.schema.alterTable('email_tokens').dropColumn('event_result_id').execute();
  await allowPurposes(db, PURPOSES_BEFORE);
}
