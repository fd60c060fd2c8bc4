import { sql } from 'kysely';
import type { DB } from '../../platform/db';
import { verifiedClaimEmail } from './coach.repo';
import { discoverableProfiles } from './prospects.repo';

export function findRequest(db: DB, programId: string, athleteId: string) {
  return db
    .selectFrom('contactRequests')
    .select('id')
    .where('programId', '=', programId)
    .where('athleteProfileId', '=', athleteId)
    .executeTakeFirst();
}

/** Undefined when the program already asked this athlete (a concurrent request won). */
export function insertRequest(
  db: DB,
  row: { programId: string; coachUserId: string; athleteProfileId: string; message: string },
) {
  return db
    .insertInto('contactRequests')
    .values(row)
    .onConflict((oc) => oc.columns(['programId', 'athleteProfileId']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The program's requests; only athletes still discoverable, unless they accepted. */
export function requestsOfProgram(db: DB, programId: string) {
  const visible = discoverableProfiles(db).select('a.id');
  return db
    .selectFrom('contactRequests as r')
    .innerJoin('athleteProfiles as a', 'a.id', 'r.athleteProfileId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select(['r.id', 'r.athleteProfileId', 'a.firstName', 'a.lastName', 'r.status', 'u.email', 'r.createdAt'])
    .where('r.programId', '=', programId)
    .where((eb) => eb.or([eb('r.status', '=', 'accepted'), eb('r.athleteProfileId', 'in', visible)]))
    .orderBy('r.createdAt', 'desc')
    .execute();
}

export function requestsToAthlete(db: DB, athleteId: string) {
  return db
    .selectFrom('contactRequests as r')
    .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
    .select((eb) => [
      'r.id',
      'r.programId',
      'p.name',
      'p.coachName',
      'r.message',
      'r.status',
      'r.endedAt',
      'p.coachEmail as programEmail',
      verifiedClaimEmail(eb.ref('r.programId'), eb.ref('r.coachUserId')).as('claimEmail'),
      'r.createdAt',
    ])
    .where('r.athleteProfileId', '=', athleteId)
    .orderBy('r.createdAt', 'desc')
    .execute();
}

/** Ends an accepted request of this athlete's; undefined when there is none to end. */
export function endAcceptedRequest(db: DB, requestId: string, athleteId: string) {
  return db
    .updateTable('contactRequests')
    .set({ status: 'ended', endedAt: sql<Date>`now()` })
    .where('id', '=', requestId)
    .where('athleteProfileId', '=', athleteId)
    .where('status', '=', 'accepted')
    .returning('id')
    .executeTakeFirst();
}

/** Answers a pending request once; undefined when it is not this athlete's or was answered. */
export function answerRequest(db: DB, requestId: string, athleteId: string, accept: boolean) {
  return db
    .updateTable('contactRequests')
    .set({ status: accept ? 'accepted' : 'declined', decidedAt: sql<Date>`now()` })
    .where('id', '=', requestId)
    .where('athleteProfileId', '=', athleteId)
    .where('status', '=', 'pending')
    .returning(['id', 'programId', 'coachUserId'])
    .executeTakeFirst();
}

export function accountEmail(db: DB, userId: string) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}

/** The latest accepted request of a staff the coach is on, with the names an evidence source shows. */
export function acceptedStaffGrant(db: DB, coachUserId: string, athleteId: string) {
  return db
    .selectFrom('contactRequests as r')
    .innerJoin('programCoaches as pc', 'pc.programId', 'r.programId')
    .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
    .innerJoin('users as u', 'u.id', 'pc.userId')
    .select(['p.name as programName', 'u.firstName', 'u.lastName'])
    .where('pc.userId', '=', coachUserId)
    .where('u.role', '=', 'coach')
    .where('r.athleteProfileId', '=', athleteId)
    .where('r.status', '=', 'accepted')
    .orderBy('r.decidedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function athleteVisibility(db: DB, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('athleteProfiles as a', 'a.userId', 'u.id')
    .select(['a.id', 'a.discoverable', 'u.emailVerifiedAt'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** False when the user has no profile. */
export async function setProfileDiscoverable(
  db: DB,
  userId: string,
  discoverable: boolean,
): Promise<boolean> {
  const r = await db
    .updateTable('athleteProfiles')
    .set({ discoverable })
    .where('userId', '=', userId)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
