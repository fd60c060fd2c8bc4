import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_27_0300_mail_outbox_program';

const hasColumn = (trx: Parameters<Parameters<typeof rolledBack>[0]>[0]) =>
  sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
                     WHERE table_name = 'mail_outbox' AND column_name = 'program_id'`
    .execute(trx)
    .then((r) => r.rows[0]?.n === 1);

describe('the mail outbox program migration', () => {
  it('goes down and up again', async () => {
    await rolledBack(async (trx) => {
      await down(trx);
      expect(await hasColumn(trx)).toBe(false);
      await up(trx);
      expect(await hasColumn(trx)).toBe(true);
    });
  });

  it('keeps the message when its program is deleted', async () => {
    await rolledBack(async (trx) => {
      const program = await sql<{ id: string }>`INSERT INTO college_programs (name, division, location, sport)
        VALUES ('Migration Test College', 'D1', 'Austin, TX', 'football') RETURNING id`.execute(trx);
      const programId = program.rows[0]?.id;
      await sql`INSERT INTO mail_outbox (idempotency_key, kind, to_address, subject, text_body, html_body, program_id)
                VALUES ('k-program', 'profile_share', 'a@example.test', 's', 't', 'h', ${programId})`.execute(
        trx,
      );
      await sql`DELETE FROM college_programs WHERE id = ${programId}`.execute(trx);
      const row = await sql<{ program_id: string | null }>`SELECT program_id FROM mail_outbox
                                                          WHERE idempotency_key = 'k-program'`.execute(trx);
      expect(row.rows).toEqual([{ program_id: null }]);
    });
  });
});
