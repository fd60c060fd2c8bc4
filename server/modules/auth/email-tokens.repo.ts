import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { EmailTokenPurpose } from '../../../db/types';
import type { DB } from '../../platform/db';

/** Only the hash is stored: a copy of the database holds no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link token (32 random bytes); returns the token for the link and its hash.
 * An `event_claim` link also names the event result it attaches.
 */
export async function issueToken(
  db: DB,
  userId: string,
  purpose: EmailTokenPurpose,
  email: string,
  ttlMs: number,
  eventResultId: string | null = null,
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db
    .insertInto('emailTokens')
    .values({ tokenHash, userId, purpose, email, eventResultId, expiresAt: new Date(Date.now() + ttlMs) })
    .execute();
  return { token, tokenHash };
}

/** Removes a token that was never mailed (its message was already sent under the same key). */
export async function deleteToken(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom('emailTokens').where('tokenHash', '=', tokenHash).execute();
}

/** The live token's owner, without using it up (to decide which page a link opens). */
export function findLiveToken(db: DB, token: string, purpose: EmailTokenPurpose) {
  return db
    .selectFrom('emailTokens')
    .select(['userId', 'email', 'eventResultId'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/**
 * Uses the token up, once: of two concurrent uses only one gets the row back. With `userId`, only
 * that account's token is used up.
 */
export function consumeToken(db: DB, token: string, purpose: EmailTokenPurpose, userId?: string) {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .$if(userId !== undefined, (q) => q.where('userId', '=', userId as string))
    .returning(['userId', 'email', 'eventResultId'])
    .executeTakeFirst();
}

/** Ends every other link of this purpose for the user (an older reset email stops working). */
export async function retireTokens(db: DB, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('emailTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}
