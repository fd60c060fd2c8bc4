import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_29_0100_mail_outbox_job';

describe('the mail outbox job migration', () => {
  it('goes down and up again, and a message keeps its job id', async () => {
    await rolledBack(async (trx) => {
      await down(trx);
      const columns = () =>
        sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
                                     WHERE table_name = 'mail_outbox' AND column_name = 'job_id'`.execute(
          trx,
        );
      expect((await columns()).rows).toEqual([]);
      await up(trx);
      expect((await columns()).rows).toEqual([{ column_name: 'job_id' }]);
      const jobId = '6f1d2c1e-8a53-4c1b-9d1e-2f3a4b5c6d7e';
      await sql`INSERT INTO mail_outbox (idempotency_key, kind, to_address, subject, text_body, html_body, job_id)
                VALUES ('k-job', 'test', 'a@example.test', 's', 't', 'h', ${jobId})`.execute(trx);
      const row = await sql<{
        job_id: string;
      }>`SELECT job_id FROM mail_outbox WHERE idempotency_key = 'k-job'`.execute(trx);
      expect(row.rows).toEqual([{ job_id: jobId }]);
    });
  });
});
