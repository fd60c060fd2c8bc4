import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_27_0500_coaches';

describe('the coaches migration', () => {
  it('goes down and up again; athletes start hidden and roles are checked', async () => {
    await rolledBack(async (trx) => {
      await down(trx);
      await up(trx);
      const { rows } = await sql<{ d: string }>`
        SELECT column_default AS d FROM information_schema.columns
        WHERE table_name = 'athlete_profiles' AND column_name = 'discoverable'`.execute(trx);
      expect(rows[0]?.d).toBe('false');
      await expect(
        sql`INSERT INTO users (email, role) VALUES ('role-check@example.test', 'admin')`.execute(trx),
      ).rejects.toThrow(/check constraint/);
    });
  });
});
