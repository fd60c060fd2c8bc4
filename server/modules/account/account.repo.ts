import type { DB } from '../../platform/db';

/** The account's address and its athlete profile, if any. */
export function findAccount(db: DB, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('athleteProfiles as a', 'a.userId', 'u.id')
    .select(['u.id', 'u.email', 'a.id as profileId'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Where the profile's evidence files are stored. */
export async function storageKeysOf(db: DB, profileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('evidenceFiles')
    .select('storageKey')
    .where('athleteId', '=', profileId)
    .execute();
  return rows.map((r) => r.storageKey);
}

/**
 * The account and everything hung on it: the user row's cascades take the profile (and with it
 * matches, score history, evidence rows, shortlists, contact requests, cost settings), sessions,
 * passwords and email links; the outbox's copies of mail to or from the account, and the
 * telemetry events it sent, go too.
 */
export async function deleteAccountRows(db: DB, userId: string, email: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let outbox = trx.deleteFrom('mailOutbox').where('senderUserId', '=', userId);
    if (email)
      outbox = trx
        .deleteFrom('mailOutbox')
        .where((eb) => eb.or([eb('senderUserId', '=', userId), eb('toAddress', '=', email)]));
    await outbox.execute();
    if (email) await trx.deleteFrom('telemetryEvents').where('userEmail', '=', email).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
