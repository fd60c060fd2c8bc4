import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_27_0400_evidence';
import { down as downClaimTokens, up as upClaimTokens } from './2026_11_29_0300_event_claim_tokens';

describe('the evidence migration', () => {
  it('goes down and up again, and keeps one row per event, date, athlete key and metric', async () => {
    await rolledBack(async (trx) => {
      // The later claim links reference event_results: they go first, as migrating down would.
      await downClaimTokens(trx);
      await down(trx);
      const { rows: gone } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM information_schema.tables
        WHERE table_name IN ('evidence_files', 'event_results')`.execute(trx);
      expect(gone[0]?.n).toBe(0);
      await up(trx);
      await upClaimTokens(trx);
      const row = sql`
        INSERT INTO event_results (event_name, event_date, match_key, first_name, last_name, metric, value)
        VALUES ('Spring Combine', '2026-03-14', 'a@example.test', 'A', 'B', '40yd', 4.6)`;
      await row.execute(trx);
      await expect(row.execute(trx)).rejects.toThrow(/event_results_row_key/);
    });
  });
});
