import { sql } from 'kysely';
import type { EmailTokenPurpose } from '../../../db/types';
import type { DB } from '../../platform/db';

export async function insertToken(
  db: DB,
  row: {
    tokenHash: string;
    userId: string;
    purpose: EmailTokenPurpose;
    email: string;
    eventResultId: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insertInto('emailTokens').values(row).execute();
}

export async function deleteTokenByHash(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom('emailTokens').where('tokenHash', '=', tokenHash).execute();
}

export function findLiveByHash(db: DB, tokenHash: string, purpose: EmailTokenPurpose) {
  return db
    .selectFrom('emailTokens')
    .select(['userId', 'email', 'eventResultId'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

/** Of two concurrent uses only one gets the row back; with `userId`, only that account's token. */
export function useUpByHash(db: DB, tokenHash: string, purpose: EmailTokenPurpose, userId?: string) {
  return db
    .updateTable('emailTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .$if(userId !== undefined, (q) => q.where('userId', '=', userId as string))
    .returning(['userId', 'email', 'eventResultId'])
    .executeTakeFirst();
}

export async function useUpAllOf(db: DB, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('emailTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}
