import { createHash, randomBytes } from 'node:crypto';
import type { EmailTokenPurpose } from '../../../db/types';
import type { DB } from '../../platform/db';
import * as repo from './email-tokens.repo';

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
  const expiresAt = new Date(Date.now() + ttlMs);
  await repo.insertToken(db, { tokenHash, userId, purpose, email, eventResultId, expiresAt });
  return { token, tokenHash };
}

/** Removes a token that was never mailed (its message was already sent under the same key). */
export const deleteToken = (db: DB, tokenHash: string) => repo.deleteTokenByHash(db, tokenHash);

/** The live token's owner, without using it up (to decide which page a link opens). */
export const findLiveToken = (db: DB, token: string, purpose: EmailTokenPurpose) =>
  repo.findLiveByHash(db, hashToken(token), purpose);

/**
 * Uses the token up, once: of two concurrent uses only one gets the row back. With `userId`, only
 * that account's token is used up.
 */
export const consumeToken = (db: DB, token: string, purpose: EmailTokenPurpose, userId?: string) =>
  repo.useUpByHash(db, hashToken(token), purpose, userId);

/** Ends every other link of this purpose for the user (an older reset email stops working). */
export const retireTokens = (db: DB, userId: string, purpose: EmailTokenPurpose) =>
  repo.useUpAllOf(db, userId, purpose);
