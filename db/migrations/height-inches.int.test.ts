import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_26_0100_height_inches';

/** Runs `fn` on this file's database with the height stored as text again, then undoes it all. */
function withTextHeights(heights: string[], fn: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  return rolledBack(async (trx) => {
    await down(trx);
    for (const [i, height] of heights.entries()) {
      const { rows } = await sql<{ id: string }>`
        INSERT INTO users (email) VALUES (${`height-${i}-${Date.now()}@example.test`}) RETURNING id`.execute(
        trx,
      );
      await sql`
        INSERT INTO athlete_profiles (user_id, first_name, last_name, graduation_year, sport, position,
          height, weight, gpa, bio, location, metrics, evidence)
        VALUES (${rows[0]!.id}, 'Jordan', ${`Height ${i}`}, 2027, 'Football', 'WR', ${height}, 180, '3.4',
          'A synthetic athlete for the height migration.', 'Austin, TX', '{}', '{}')`.execute(trx);
    }
    await fn(trx);
  });
}

const stored = (trx: Kysely<any>) =>
  sql<{ lastName: string; heightIn: number }>`
    SELECT last_name AS "lastName", height_in AS "heightIn" FROM athlete_profiles ORDER BY last_name`
    .execute(trx)
    .then((r) => r.rows.filter((row) => row.lastName.startsWith('Height ')));

describe('the height-in-inches migration', () => {
  it('converts every stored feet\'inches" text exactly, and back', async () => {
    const heights = [`5'11"`, `6'0"`, `6'2"`, `4'0"`, `8'11"`, `6'02"`, ` 5'9" `];
    await withTextHeights(heights, async (trx) => {
      await up(trx);
      expect(await stored(trx)).toEqual([
        { lastName: 'Height 0', heightIn: 71 },
        { lastName: 'Height 1', heightIn: 72 },
        { lastName: 'Height 2', heightIn: 74 },
        { lastName: 'Height 3', heightIn: 48 },
        { lastName: 'Height 4', heightIn: 107 },
        { lastName: 'Height 5', heightIn: 74 },
        { lastName: 'Height 6', heightIn: 69 },
      ]);
      await down(trx);
      const { rows } = await sql<{ height: string }>`
        SELECT height FROM athlete_profiles WHERE last_name LIKE 'Height %' ORDER BY last_name`.execute(trx);
      expect(rows.map((r) => r.height)).toEqual([`5'11"`, `6'0"`, `6'2"`, `4'0"`, `8'11"`, `6'2"`, `5'9"`]);
    });
  });

  it('refuses, naming them, heights it cannot read exactly', async () => {
    await withTextHeights([`6'1"`, `6'12"`, 'tall', `3'11"`], async (trx) => {
      const refused = await up(trx).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(refused).toContain(`"6'12\\""`);
      expect(refused).toContain('"tall"');
      expect(refused).toContain(`"3'11\\""`);
      expect(refused).not.toContain(`"6'1\\""`);
    });
  });
});
