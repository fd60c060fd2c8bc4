import { sql } from 'kysely';
import type { EvidenceDetailJson, EvidenceFileStatus, MetricProposalJson } from '../../../db/types';
import type { DB } from '../../platform/db';

/** The profile row, locked until the transaction ends: evidence changes are read-modify-write. */
export function lockProfile(db: DB, athleteId: string) {
  return db
    .selectFrom('athleteProfiles')
    .selectAll()
    .where('id', '=', athleteId)
    .forUpdate()
    .executeTakeFirst();
}

export function hasStoredMatches(db: DB, athleteId: string) {
  return db
    .selectFrom('matches')
    .select('id')
    .where('athleteId', '=', athleteId)
    .limit(1)
    .executeTakeFirst()
    .then(Boolean);
}

export function insertFile(
  db: DB,
  values: {
    athleteId: string;
    storageKey: string;
    mediaType: 'image/png' | 'image/jpeg' | 'application/pdf';
    byteSize: number;
    pageCount: number;
    originalName: string;
  },
) {
  return db.insertInto('evidenceFiles').values(values).returningAll().executeTakeFirstOrThrow();
}

export function findFile(db: DB, id: string) {
  return db.selectFrom('evidenceFiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export function filesOf(db: DB, athleteId: string) {
  return db
    .selectFrom('evidenceFiles')
    .selectAll()
    .where('athleteId', '=', athleteId)
    .orderBy('createdAt', 'desc')
    .limit(50)
    .execute();
}

export function finishReading(
  db: DB,
  id: string,
  result: {
    status: EvidenceFileStatus;
    text: string | null;
    proposals: MetricProposalJson[];
    error: string | null;
    readMs: number | null;
  },
) {
  return db
    .updateTable('evidenceFiles')
    .set({
      ...result,
      // A top-level array goes in as JSON text: postgres.js would send a JS array as a PostgreSQL array.
      proposals: sql<string>`${JSON.stringify(result.proposals)}::text::jsonb`,
      readAt: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'reading')
    .execute();
}

export interface EventRowInput {
  eventName: string;
  eventDate: string;
  matchKey: string;
  firstName: string;
  lastName: string;
  graduationYear: number | null;
  metric: string;
  value: number;
}

/** One imported row; a re-import of the same row updates its value and names, never its claim. */
export function upsertEventResult(db: DB, row: EventRowInput) {
  return db
    .insertInto('eventResults')
    .values(row)
    .onConflict((oc) =>
      oc.constraint('event_results_row_key').doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        firstName: eb.ref('excluded.firstName'),
        lastName: eb.ref('excluded.lastName'),
        graduationYear: eb.ref('excluded.graduationYear'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The athlete profile of the account with this email, if any. */
/**
 * The profile of the account with this confirmed address. An unconfirmed one is not matched: anyone
 * may sign up with another athlete's address before an import; that row waits, and its claim link
 * goes to the address itself.
 */
export function profileIdByEmail(db: DB, email: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('athleteProfiles as a', 'a.userId', 'u.id')
    .select(['a.id', 'a.sport'])
    .where(sql`lower(u.email)`, '=', email.toLowerCase())
    .where('u.emailVerifiedAt', 'is not', null)
    .executeTakeFirst();
}

/** Attach a result to an athlete, only if nobody has it yet; undefined when someone does. */
export function attachResult(db: DB, id: string, athleteId: string, claimed: boolean) {
  return db
    .updateTable('eventResults')
    .set({ athleteId, claimedAt: claimed ? new Date() : null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('athleteId', 'is', null), eb('athleteId', '=', athleteId)]))
    .returningAll()
    .executeTakeFirst();
}

export function findResult(db: DB, id: string) {
  return db.selectFrom('eventResults').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Unclaimed results under the athlete's name (and class, where the row gives one), in these metrics. */
export function claimableResults(
  db: DB,
  p: { firstName: string; lastName: string; graduationYear: number },
  metrics: readonly string[],
) {
  return db
    .selectFrom('eventResults')
    .selectAll()
    .where('athleteId', 'is', null)
    .where('metric', 'in', metrics.length > 0 ? [...metrics] : [''])
    .where(sql`lower(last_name)`, '=', p.lastName.toLowerCase())
    .where(sql`lower(first_name)`, '=', p.firstName.toLowerCase())
    .where((eb) => eb.or([eb('graduationYear', 'is', null), eb('graduationYear', '=', p.graduationYear)]))
    .orderBy('eventDate', 'desc')
    .limit(50)
    .execute();
}

export function profileById(db: DB, athleteId: string) {
  return db.selectFrom('athleteProfiles').selectAll().where('id', '=', athleteId).executeTakeFirst();
}

/** Whether this account holds the athlete profile. */
export function ownsProfile(db: DB, athleteId: string, userId: string) {
  return db
    .selectFrom('athleteProfiles')
    .select('id')
    .where('id', '=', athleteId)
    .where('userId', '=', userId)
    .executeTakeFirst()
    .then(Boolean);
}

export function setProfileEvidence(
  db: DB,
  athleteId: string,
  values: {
    metrics: Record<string, number>;
    evidence: Record<string, string>;
    evidenceDetail: EvidenceDetailJson;
    verificationLevel: string;
  },
) {
  return db
    .updateTable('athleteProfiles')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', athleteId)
    .execute();
}

/** Profiles carrying a verification by this coach (any metric), for the coach's list. */
export function profilesVerifiedBy(db: DB, coachUserId: string) {
  return db
    .selectFrom('athleteProfiles')
    .select(['id', 'firstName', 'lastName', 'metrics', 'evidenceDetail'])
    .where(
      sql<boolean>`jsonb_path_exists(evidence_detail, '$.* ? (@.source.coachUserId == $id)', jsonb_build_object('id', ${coachUserId}::text))`,
    )
    .limit(500)
    .execute();
}

/** A reading whose lease (`reading_claimed_at`) is older than `leaseMs`, by the database's clock. */
const leaseRanOut = (leaseMs: number) =>
  sql<boolean>`evidence_files.reading_claimed_at < now() - make_interval(secs => ${leaseMs / 1000})`;

/**
 * Take up to `limit` readings whose lease ran out and that have had fewer than `maxAttempts`:
 * each is claimed anew (one more attempt) and returned with its athlete's sport. Rows another
 * instance is claiming are skipped, so two sweeps never take the same file.
 */
export function claimStaleReadings(db: DB, leaseMs: number, maxAttempts: number, limit: number) {
  return db
    .updateTable('evidenceFiles')
    .from('athleteProfiles')
    .set((eb) => ({
      readingClaimedAt: sql`now()`,
      readingAttempts: eb('evidenceFiles.readingAttempts', '+', 1),
    }))
    .whereRef('athleteProfiles.id', '=', 'evidenceFiles.athleteId')
    .where('evidenceFiles.id', 'in', (eb) =>
      eb
        .selectFrom('evidenceFiles')
        .select('id')
        .where('status', '=', 'reading')
        .where(leaseRanOut(leaseMs))
        .where('readingAttempts', '<', maxAttempts)
        .orderBy('readingClaimedAt')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll('evidenceFiles')
    .returning('athleteProfiles.sport')
    .execute();
}

/** Readings that ran out of attempts end as failed with `error`, so the athlete is told. */
export function failAbandonedReadings(db: DB, leaseMs: number, maxAttempts: number, error: string) {
  return db
    .updateTable('evidenceFiles')
    .set({ status: 'failed', error, readAt: new Date() })
    .where('status', '=', 'reading')
    .where(leaseRanOut(leaseMs))
    .where('readingAttempts', '>=', maxAttempts)
    .executeTakeFirst();
}
