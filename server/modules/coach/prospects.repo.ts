import { type ProgramSport, sportOfProgram } from '../../../common/constants';
import type { DB } from '../../platform/db';

/**
 * The one gate of discovery: an athlete is seen by coaches only when the profile opted in and the
 * account's address is verified. Every prospect path (list, count, shortlist, contact) reads
 * athletes through here.
 */
export function discoverableProfiles(db: DB) {
  return db
    .selectFrom('athleteProfiles as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .where('a.discoverable', '=', true)
    .where('u.emailVerifiedAt', 'is not', null);
}

/** Opted-in, verified athletes of the program's sport (the team is checked by the caller). */
export function discoverableForSport(db: DB, sport: ProgramSport) {
  return discoverableProfiles(db)
    .selectAll('a')
    .where('a.sport', '=', sportOfProgram(sport))
    .orderBy('a.id')
    .limit(5000)
    .execute();
}

export function discoverableById(db: DB, athleteId: string) {
  return discoverableProfiles(db)
    .selectAll('a')
    .select('u.email as accountEmail')
    .where('a.id', '=', athleteId)
    .executeTakeFirst();
}

export function shortlistOf(db: DB, programId: string) {
  return db
    .selectFrom('programShortlist')
    .select(['athleteProfileId', 'notifyOnClimb', 'lastFit'])
    .where('programId', '=', programId)
    .execute();
}

export function contactsOfProgram(db: DB, programId: string) {
  return db
    .selectFrom('contactRequests')
    .select(['athleteProfileId', 'status'])
    .where('programId', '=', programId)
    .execute();
}
