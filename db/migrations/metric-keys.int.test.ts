import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { RENAMED, up } from './2026_11_28_0200_metric_keys';

describe('metric keys stored camelCased', () => {
  it('knows the spelling the database layer used to return', () => {
    expect(RENAMED).toContainEqual(['tf800m', 'tf_800m']);
    expect(RENAMED).toContainEqual(['exitVelo', 'exit_velo']);
    expect(RENAMED).toContainEqual(['swim50Free', 'swim_50_free']);
  });

  it('puts each back under its own name, keeping the own key where both were written', async () => {
    await rolledBack(async (trx) => {
      const { rows: users } = await sql<{ id: string }>`
        INSERT INTO users (email) VALUES ('metric-keys@example.test') RETURNING id`.execute(trx);
      await sql`
        INSERT INTO athlete_profiles (user_id, first_name, last_name, graduation_year, sport, position,
          height_in, weight, gpa, location, bio, metrics, evidence)
        VALUES (${users[0]!.id}, 'Ana', 'Ruiz', 2027, 'Baseball', 'C', 70, 180, '3.2', 'OH',
          'Catcher with a quick release.',
          '{"exitVelo": 88, "exit_velo": 90, "popTime": 1.95, "vertical": 30}'::jsonb,
          '{"exitVelo": "self", "exit_velo": "coach", "popTime": "self"}'::jsonb)`.execute(trx);
      await up(trx);
      const { rows } = await sql<{ metrics: unknown; evidence: unknown }>`
        SELECT metrics, evidence FROM athlete_profiles WHERE user_id = ${users[0]!.id}`.execute(trx);
      expect(rows[0]).toEqual({
        metrics: { exit_velo: 90, pop_time: 1.95, vertical: 30 },
        evidence: { exit_velo: 'coach', pop_time: 'self' },
      });
    });
  });
});
