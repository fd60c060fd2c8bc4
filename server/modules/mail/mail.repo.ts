import { sql } from 'kysely';
import type { DB } from '../../platform/db';

export interface NewMessage {
  idempotencyKey: string;
  kind: string;
  to: string;
  replyTo?: string | null;
  senderUserId?: string | null;
  programId?: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Writes the message once per idempotency key; returns its id and whether this call wrote it. */
export async function insertMessage(db: DB, m: NewMessage): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('mailOutbox')
    .values({
      idempotencyKey: m.idempotencyKey,
      kind: m.kind,
      toAddress: m.to,
      replyTo: m.replyTo ?? null,
      senderUserId: m.senderUserId ?? null,
      programId: m.programId ?? null,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      // Cast through text: a parameter sent as jsonb would be stored as one JSON string.
      headers: sql<string>`${JSON.stringify(m.headers)}::text::jsonb`,
    })
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('mailOutbox')
    .select('id')
    .where('idempotencyKey', '=', m.idempotencyKey)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export function findMessage(db: DB, id: string) {
  return db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A queued message, locked for the rest of the caller's transaction; undefined when it is sent,
 * failed, or being sent by another worker right now (its lock is skipped, not waited for).
 */
export function lockQueuedMessage(trx: DB, id: string) {
  return trx
    .selectFrom('mailOutbox')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Marks a queued message sent; false when another worker got there first. */
export async function markSent(db: DB, id: string): Promise<boolean> {
  const res = await db
    .updateTable('mailOutbox')
    .set({ status: 'sent', sentAt: new Date(), attempts: sql<number>`attempts + 1`, lastError: null })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function recordFailure(db: DB, id: string, error: string, final: boolean): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      lastError: error.slice(0, 1000),
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Messages still waiting, oldest first, with the queue job last started for each. */
export function queuedMessages(db: DB, limit = 1000): Promise<{ id: string; jobId: string | null }[]> {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'jobId'])
    .where('status', '=', 'queued')
    .orderBy('createdAt')
    .limit(limit)
    .execute();
}

export async function recordJob(db: DB, id: string, jobId: string): Promise<void> {
  await db.updateTable('mailOutbox').set({ jobId }).where('id', '=', id).execute();
}

export function listOutbox(db: DB, limit: number, offset: number) {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'kind', 'toAddress', 'subject', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countOutbox(db: DB): Promise<number> {
  const row = await db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What one user sent through the product, newest first (the "sent" list). */
export function listSentBy(db: DB, userId: string, kind: string, limit = 50) {
  return db
    .selectFrom('mailOutbox')
    .leftJoin('collegePrograms as p', 'p.id', 'mailOutbox.programId')
    .select([
      'mailOutbox.id',
      'mailOutbox.toAddress',
      'mailOutbox.subject',
      'mailOutbox.status',
      'mailOutbox.createdAt',
      'mailOutbox.sentAt',
      'mailOutbox.programId',
      'p.name as programName',
    ])
    .where('mailOutbox.senderUserId', '=', userId)
    .where('mailOutbox.kind', '=', kind)
    .orderBy('mailOutbox.createdAt', 'desc')
    .limit(limit)
    .execute();
}

/** Whether the user turned the Monday update off. */
export async function weeklyOptOut(db: DB, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('weeklyEmailOptOut')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.weeklyEmailOptOut;
}

export async function setWeeklyOptOut(db: DB, userId: string, optOut: boolean): Promise<void> {
  await db.updateTable('users').set({ weeklyEmailOptOut: optOut }).where('id', '=', userId).execute();
}

/** Each athlete's score in this run and in the run before it, for athletes who did not opt out. */
export function weeklyScoreChanges(db: DB, athleteIds: string[], runId: string) {
  return sql<{
    athleteId: string;
    email: string;
    firstName: string;
    fitScore: number;
    matchCount: number;
    prevFit: number | null;
    prevCount: number | null;
    programIds: string[] | null;
    prevProgramIds: string[] | null;
  }>`
    SELECT a.id AS "athleteId", u.email, a.first_name AS "firstName", h.fit_score AS "fitScore",
           h.match_count AS "matchCount", p.fit_score AS "prevFit", p.match_count AS "prevCount",
           h.program_ids AS "programIds", p.program_ids AS "prevProgramIds"
    FROM athlete_profiles a
    JOIN users u ON u.id = a.user_id AND NOT u.weekly_email_opt_out
    JOIN score_history h ON h.athlete_id = a.id AND h.run_id = ${runId}
    LEFT JOIN LATERAL (
      SELECT fit_score, match_count, program_ids FROM score_history
      WHERE athlete_id = a.id AND run_id <> ${runId} AND created_at < h.created_at
      ORDER BY created_at DESC LIMIT 1
    ) p ON true
    WHERE a.id = ANY(${athleteIds}::uuid[])`.execute(db);
}

export async function programNames(db: DB, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.selectFrom('collegePrograms').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function messageExists(db: DB, idempotencyKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('mailOutbox')
    .select('id')
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst();
  return row !== undefined;
}

export function profileOwner(db: DB, athleteId: string) {
  return db
    .selectFrom('athleteProfiles')
    .select('userId')
    .where('id', '=', athleteId)
    .executeTakeFirstOrThrow();
}

/** The sender's own profile, as a profile email names it. */
export function senderProfile(db: DB, userId: string) {
  return db
    .selectFrom('athleteProfiles')
    .select(['id', 'firstName', 'lastName', 'sport', 'position', 'graduationYear'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export function programContact(db: DB, programId: string) {
  return db
    .selectFrom('collegePrograms')
    .select(['name', 'coachEmail'])
    .where('id', '=', programId)
    .executeTakeFirst();
}
