import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_26_0420_mail_outbox';

const tables = (trx: Parameters<Parameters<typeof rolledBack>[0]>[0]) =>
  sql<{
    name: string;
  }>`SELECT to_regclass('mail_outbox')::text AS name UNION ALL SELECT to_regclass('email_tokens')::text`
    .execute(trx)
    .then((r) => r.rows.map((x) => x.name));

describe('the mail outbox migration', () => {
  it('goes down and up again', async () => {
    await rolledBack(async (trx) => {
      await down(trx);
      expect(await tables(trx)).toEqual([null, null]);
      await up(trx);
      expect(await tables(trx)).toEqual(['mail_outbox', 'email_tokens']);
    });
  });

  it('refuses a second message with the same idempotency key and an unknown status', async () => {
    await rolledBack(async (trx) => {
      const row = sql`INSERT INTO mail_outbox (idempotency_key, kind, to_address, subject, text_body, html_body)
                      VALUES ('k1', 'test', 'a@example.test', 's', 't', 'h')`;
      await row.execute(trx);
      await expect(row.execute(trx)).rejects.toThrow(/idempotency_key/);
    });
    await rolledBack(async (trx) => {
      await expect(
        sql`INSERT INTO mail_outbox (idempotency_key, kind, to_address, subject, text_body, html_body, status)
            VALUES ('k2', 'test', 'a@example.test', 's', 't', 'h', 'lost')`.execute(trx),
      ).rejects.toThrow(/check/i);
    });
  });
});
