import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import { down, up } from './2026_11_26_0300_waitlist_counts';

describe('the waitlist_counts migration', () => {
  it('starts every segment from the sign-ups already stored', async () => {
    await rolledBack(async (trx) => {
      await down(trx);
      await sql`DELETE FROM telemetry_events`.execute(trx);
      await sql`DELETE FROM waitlist_signups`.execute(trx);
      for (const [i, segment] of ['hs', 'hs', 'coach'].entries())
        await sql`
          INSERT INTO waitlist_signups (segment, name, email, sport, referral_code, consent_at)
          VALUES (${segment}, 'Counted', ${`counted-${i}@example.test`}, 'Football', ${`CNTD000${i}`}, now())`.execute(
          trx,
        );
      await up(trx);
      const { rows } = await sql<{ segment: string; signups: number }>`
        SELECT segment, signups FROM waitlist_counts ORDER BY segment`.execute(trx);
      expect(rows).toEqual([
        { segment: 'coach', signups: 1 },
        { segment: 'hs', signups: 2 },
        { segment: 'portal', signups: 0 },
      ]);
    });
  });
});
