import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PROGRAM_SPORTS } from '../../common/constants';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_26_0200_program_sport';

describe('the program_sport column type', () => {
  it('allows exactly the program lists of common/constants', async () => {
    await rolledBack(async (trx) => {
      const { rows } = await sql<{ def: string }>`
        SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE contypid = 'program_sport'::regtype`.execute(trx);
      const allowed = [...(rows[0]?.def ?? '').matchAll(/'([^']+)'::text/g)].map((m) => m[1]);
      expect(allowed.sort()).toEqual([...PROGRAM_SPORTS].sort());
      const { rows: column } = await sql<{ type: string }>`
        SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute
        WHERE attrelid = 'college_programs'::regclass AND attname = 'sport'`.execute(trx);
      expect(column).toEqual([{ type: 'program_sport' }]);
    });
  });

  it('refuses a program of another sport', async () => {
    await rolledBack(async (trx) => {
      await expect(
        sql`INSERT INTO college_programs (name, division, location, sport)
            VALUES ('Example College', 'D1', 'Austin, TX', 'hockey')`.execute(trx),
      ).rejects.toThrow(/program_sport_known/);
    });
  });

  it('stops the migration, naming them, when stored programs have another sport', async () => {
    await rolledBack(async (trx) => {
      await down(trx);
      await sql`INSERT INTO college_programs (name, division, location, sport)
                VALUES ('Example College', 'D1', 'Austin, TX', 'Hockey')`.execute(trx);
      await expect(up(trx)).rejects.toThrow(`"Hockey" (1)`);
    });
  });
});
