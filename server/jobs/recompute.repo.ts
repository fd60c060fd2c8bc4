import type { DB } from '../db';

/** Queries of the weekly recompute (server/jobs/recompute.ts). */

export const findRunEntry = (db: DB, athleteId: string, runId: string) =>
  db
    .selectFrom('scoreHistory')
    .select('id')
    .where('athleteId', '=', athleteId)
    .where('runId', '=', runId)
    .executeTakeFirst();

export const findProfile = (db: DB, athleteId: string) =>
  db.selectFrom('athleteProfiles').selectAll().where('id', '=', athleteId).executeTakeFirst();

export const latestFit = (db: DB, athleteId: string) =>
  db
    .selectFrom('scoreHistory')
    .select('fitScore')
    .where('athleteId', '=', athleteId)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The run's history row, once: undefined when another worker already wrote it. */
export const insertRunEntry = (
  db: DB,
  row: { athleteId: string; runId: string; fitScore: number; readinessScore: number; matchCount: number },
) =>
  db
    .insertInto('scoreHistory')
    .values(row)
    .onConflict((oc) => oc.columns(['athleteId', 'runId']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const userEmail = (db: DB, userId: string) =>
  db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();

export const recordEvent = (
  db: DB,
  event: { userEmail: string | null; event: string; props: Record<string, unknown> },
) => db.insertInto('telemetryEvents').values(event).execute();

/** One page of athlete ids after `after`, in id order. */
export function athleteIdsAfter(db: DB, after: string | null, pageSize: number) {
  let q = db.selectFrom('athleteProfiles').select('id').orderBy('id').limit(pageSize);
  if (after) q = q.where('id', '>', after);
  return q.execute();
}
