import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_28_0100_institution_website';

describe('the institution website migration', () => {
  it('goes down and up again', async () => {
    await rolledBack(async (trx) => {
      const columns = async () =>
        (
          await sql<{ c: string }>`
            SELECT column_name AS c FROM information_schema.columns
            WHERE table_name = 'institutions' AND column_name LIKE 'web_address%' ORDER BY 1`.execute(trx)
        ).rows.map((r) => r.c);
      await down(trx);
      expect(await columns()).toEqual([]);
      await up(trx);
      expect(await columns()).toEqual(['web_address', 'web_address_shared', 'web_address_source']);
    });
  });
});
