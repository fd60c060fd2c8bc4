import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_26_0300_roster_players';
import * as previousLevel from './2026_12_02_0100_roster_previous_level';

const tableExists = async (trx: Parameters<Parameters<typeof rolledBack>[0]>[0]) =>
  (await sql<{ t: string | null }>`SELECT to_regclass('roster_players')::text AS t`.execute(trx)).rows[0]?.t;

describe('the roster_players table', () => {
  it('goes with its program, and the migration goes down and up again', async () => {
    await rolledBack(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        INSERT INTO college_programs (name, division, location, sport)
        VALUES ('Example College', 'D1', 'Austin, TX', 'volleyball') RETURNING id`.execute(trx);
      const id = rows[0]!.id;
      await sql`INSERT INTO roster_players (program_id, season, position_group, class_year, source)
                VALUES (${id}, '2025-26', 'S', 'SR', 'test')`.execute(trx);
      await sql`DELETE FROM college_programs WHERE id = ${id}`.execute(trx);
      const left = await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM roster_players WHERE program_id = ${id}`.execute(trx);
      expect(left.rows[0]!.n).toBe(0);
      await down(trx);
      expect(await tableExists(trx)).toBeNull();
      await up(trx);
      expect(await tableExists(trx)).toBe('roster_players');
    });
  });

  it('refuses an unknown kind of previous school', async () => {
    await rolledBack(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        INSERT INTO college_programs (name, division, location, sport)
        VALUES ('Example College', 'D1', 'Austin, TX', 'volleyball') RETURNING id`.execute(trx);
      await expect(
        sql`INSERT INTO roster_players (program_id, season, previous_school_kind, source)
            VALUES (${rows[0]!.id}, '2025-26', 'high school', 'test')`.execute(trx),
      ).rejects.toThrow(/check/);
    });
  });

  it("keeps a previous school's level only among the program levels, and the column comes and goes", async () => {
    await rolledBack(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        INSERT INTO college_programs (name, division, location, sport)
        VALUES ('Example College', 'D1', 'Austin, TX', 'volleyball') RETURNING id`.execute(trx);
      await sql`INSERT INTO roster_players (program_id, season, previous_school_kind, previous_school_level, source)
          VALUES (${rows[0]!.id}, '2025-26', 'four-year', 'D1', 'test')`.execute(trx);
      await expect(
        sql`INSERT INTO roster_players (program_id, season, previous_school_level, source)
            VALUES (${rows[0]!.id}, '2025-26', 'Division I', 'test')`.execute(trx),
      ).rejects.toThrow(/check/);
    });
    await rolledBack(async (trx) => {
      const column = async () =>
        (
          await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
            WHERE table_name = 'roster_players' AND column_name = 'previous_school_level'`.execute(trx)
        ).rows[0]!.n;
      await previousLevel.down(trx);
      expect(await column()).toBe(0);
      await previousLevel.up(trx);
      expect(await column()).toBe(1);
    });
  });
});
