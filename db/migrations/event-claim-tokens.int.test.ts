import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_29_0300_event_claim_tokens';

type Trx = Parameters<Parameters<typeof rolledBack>[0]>[0];

async function someUserAndResult(trx: Trx) {
  const user = await sql<{ id: string }>`
    INSERT INTO users (email) VALUES ('claimer@example.test') RETURNING id`.execute(trx);
  const result = await sql<{ id: string }>`
    INSERT INTO event_results (event_name, event_date, match_key, first_name, last_name, metric, value)
    VALUES ('Spring Combine', '2026-03-14', 'a@example.test', 'A', 'B', '40yd', 4.6) RETURNING id`.execute(
    trx,
  );
  return { userId: user.rows[0]!.id, resultId: result.rows[0]!.id };
}

const insertToken = (trx: Trx, hash: string, userId: string, purpose: string, resultId: string | null) =>
  sql`INSERT INTO email_tokens (token_hash, user_id, purpose, email, expires_at, event_result_id)
      VALUES (${hash}, ${userId}, ${purpose}, 'a@example.test', now() + interval '1 day', ${resultId})`.execute(
    trx,
  );

describe('the event claim tokens migration', () => {
  it('allows an event_claim link that names its result, and only that', async () => {
    await rolledBack(async (trx) => {
      const { userId, resultId } = await someUserAndResult(trx);
      await insertToken(trx, 'h-claim', userId, 'event_claim', resultId);
      await expect(insertToken(trx, 'h-bare', userId, 'event_claim', null)).rejects.toThrow(
        /email_tokens_event_result_check/,
      );
    });
    await rolledBack(async (trx) => {
      const { userId, resultId } = await someUserAndResult(trx);
      await expect(insertToken(trx, 'h-reset', userId, 'password_reset', resultId)).rejects.toThrow(
        /email_tokens_event_result_check/,
      );
    });
  });

  it('goes down (dropping claim links) and up again', async () => {
    await rolledBack(async (trx) => {
      const { userId, resultId } = await someUserAndResult(trx);
      await insertToken(trx, 'h-claim', userId, 'event_claim', resultId);
      await insertToken(trx, 'h-reset', userId, 'password_reset', null);
      await down(trx);
      const left = await sql<{ token_hash: string }>`SELECT token_hash FROM email_tokens`.execute(trx);
      expect(left.rows).toEqual([{ token_hash: 'h-reset' }]);
      const column = await sql`SELECT 1 FROM information_schema.columns
        WHERE table_name = 'email_tokens' AND column_name = 'event_result_id'`.execute(trx);
      expect(column.rows).toEqual([]);
      await expect(
        sql`INSERT INTO email_tokens (token_hash, user_id, purpose, email, expires_at)
            VALUES ('h-old', ${userId}, 'event_claim', 'a@example.test', now())`.execute(trx),
      ).rejects.toThrow(/email_tokens_purpose_check/);
    });
    await rolledBack(async (trx) => {
      await down(trx);
      await up(trx);
      const { userId, resultId } = await someUserAndResult(trx);
      await insertToken(trx, 'h-claim', userId, 'event_claim', resultId);
      // A result that goes takes its claim links with it.
      await sql`DELETE FROM event_results WHERE id = ${resultId}`.execute(trx);
      const left = await sql`SELECT 1 FROM email_tokens WHERE token_hash = 'h-claim'`.execute(trx);
      expect(left.rows).toEqual([]);
    });
  });
});
