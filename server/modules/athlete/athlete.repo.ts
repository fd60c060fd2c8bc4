import type { AthleteProfileUpdate, NewAthleteProfile } from '../../../db/types';
import type { DB } from '../../platform/db';

export function findProfileById(db: DB, id: string) {
  return db.selectFrom('athleteProfiles').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findProfileByUserId(db: DB, userId: string) {
  return db.selectFrom('athleteProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Profiles by id, in id order, each with its owner's email. */
export function findProfilesWithEmail(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('athleteProfiles as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .selectAll('a')
    .select('u.email as userEmail')
    .where('a.id', 'in', ids)
    .orderBy('a.id')
    .execute();
}

/** One page of profile ids after `after`, in id order. */
export function profileIdsAfter(db: DB, after: string | null, pageSize: number) {
  let q = db.selectFrom('athleteProfiles').select('id').orderBy('id').limit(pageSize);
  if (after) q = q.where('id', '>', after);
  return q.execute();
}

/** Undefined when the user already has a profile (one profile per user, enforced by a unique index). */
export function insertProfile(db: DB, values: NewAthleteProfile) {
  return db
    .insertInto('athleteProfiles')
    .values(values)
    .onConflict((oc) => oc.column('userId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateProfile(db: DB, id: string, patch: AthleteProfileUpdate) {
  return db
    .updateTable('athleteProfiles')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

type AccountName = { firstName: string; lastName: string };

/** The account's display name, only where it has none yet. */
export function fillAccountName(db: DB, userId: string, name: AccountName) {
  return db
    .updateTable('users')
    .set({ ...name, updatedAt: new Date() })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('firstName', 'is', null), eb('firstName', '=', '')]))
    .execute();
}
