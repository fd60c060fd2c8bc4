import type { DB } from '../../platform/db';

export function findUserWithHash(db: DB, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('userPasswords', 'userPasswords.userId', 'users.id')
    .select(['users.id', 'users.email', 'userPasswords.hash'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/** Inserts the user and password atomically; undefined when the email is taken. */
export async function insertUserWithPassword(
  db: DB,
  email: string,
  hash: string,
  role: 'athlete' | 'coach' = 'athlete',
  name: { firstName: string | null; lastName: string | null } = { firstName: null, lastName: null },
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({ email, role, ...name })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) return undefined;
    await trx.insertInto('userPasswords').values({ userId: user.id, hash }).execute();
    return user.id;
  });
}

/** The account fields the client may see (never the password hash). */
export function findPublicUser(db: DB, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'lastName', 'profileImageUrl', 'emailVerifiedAt', 'role'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export function findUserByEmail(db: DB, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'emailVerifiedAt'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUserById(db: DB, id: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'emailVerifiedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: DB, userId: string, hash: string): Promise<void> {
  await db
    .updateTable('userPasswords')
    .set({ hash, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}

/** Marks the address verified, only if it is still the one the link was sent to. */
export async function markEmailVerified(db: DB, userId: string, email: string): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ emailVerifiedAt: new Date() })
    .where('id', '=', userId)
    .where('email', '=', email)
    .where('emailVerifiedAt', 'is', null)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

/** The account's display name, whatever it was (an athlete's profile name, a coach's own). */
export async function setAccountName(
  db: DB,
  userId: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...name, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}
