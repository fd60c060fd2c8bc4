import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { EmailTokenPurpose } from '../../../db/types';
import type { DB } from '../../platform/db';

/** Only the hash is stored: a copy of the database holds no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use link token (32 random bytes); returns the token for the link and its hash. */
export async function issueToken(
  db: DB,
  userId: string,
  purpose: EmailTokenPurpose,
  email: string,
  ttlMs: number,
): Promise<{ token: string; tokenHash: string }> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  await db
    .insertInto('emailTokens')
    .values({ tokenHash, userId, purpose, email, expiresAt: new Date(Date.now() + ttlMs) })
    .execute();
  return { token, tokenHash };
}

/** The live token's owner, without using it up (to decide which page a link opens). */
export function findLiveToken(db: DB, token: string, purpose: EmailTokenPurpose) {
  return db
    .selectFrom('emailTokens')
    .select(['userId', 'email'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Uses the token up, once: of two concurrent uses only one gets the row back. */
export function consumeToken(db: DB, token: string, purpose: EmailTokenPurpose) {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['userId', 'email'])
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
