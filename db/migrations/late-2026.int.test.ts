import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rolledBack } from '../test/rolled-back';
import * as contactEnded from './2026_11_30_0100_contact_ended';
import * as netCost from './2026_11_30_0400_net_cost';
import * as transferProfile from './2026_11_30_0600_transfer_profile';
import * as readingLease from './2026_12_01_0300_evidence_reading_lease';
import * as pdfSettings from './2026_12_02_0200_pdf_settings';

type Db = Kysely<any>;

/** The named columns of `table` that exist now, in the order asked. */
async function columns(db: Db, table: string, names: string[]): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns
    WHERE table_name = ${table} AND column_name IN (${sql.join(names)})`.execute(db);
  const found = new Set(rows.map((r) => r.column_name));
  return names.filter((n) => found.has(n));
}

const tables = async (db: Db, names: string[]) =>
  (
    await sql<{ table_name: string }>`SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_name IN (${sql.join(names)}) ORDER BY table_name`.execute(db)
  ).rows.map((r) => r.table_name);

describe('the late-2026 migrations go down and up again', () => {
  it('contact ended: the column and the status come and go', async () => {
    await rolledBack(async (trx) => {
      await contactEnded.down(trx);
      expect(await columns(trx, 'contact_requests', ['ended_at'])).toEqual([]);
      await contactEnded.up(trx);
      expect(await columns(trx, 'contact_requests', ['ended_at'])).toEqual(['ended_at']);
    });
  });

  it('net cost: its three tables come and go', async () => {
    const names = ['athlete_cost_settings', 'institution_athletic_aid', 'institution_costs'];
    await rolledBack(async (trx) => {
      await netCost.down(trx);
      expect(await tables(trx, names)).toEqual([]);
      await netCost.up(trx);
      expect(await tables(trx, names)).toEqual(names);
    });
  });

  it('transfer profile: the portal columns and the transfer needs come and go', async () => {
    const portal = [
      'current_level',
      'clock_start_year',
      'transfer_kind',
      'academic_standing',
      'portal_entered_on',
    ];
    await rolledBack(async (trx) => {
      await transferProfile.down(trx);
      expect(await columns(trx, 'athlete_profiles', portal)).toEqual([]);
      expect(await tables(trx, ['program_transfer_needs'])).toEqual([]);
      await transferProfile.up(trx);
      expect(await columns(trx, 'athlete_profiles', portal)).toEqual(portal);
      expect(await tables(trx, ['program_transfer_needs'])).toEqual(['program_transfer_needs']);
    });
  });

  it('evidence reading lease: the lease columns come and go', async () => {
    const lease = ['reading_attempts', 'reading_claimed_at'];
    await rolledBack(async (trx) => {
      await readingLease.down(trx);
      expect(await columns(trx, 'evidence_files', lease)).toEqual([]);
      await readingLease.up(trx);
      expect(await columns(trx, 'evidence_files', lease)).toEqual(lease);
    });
  });

  it('pdf settings: the two columns come and go, and the paper is Letter or A4 only', async () => {
    const pdf = ['pdf_top_programs', 'pdf_paper'];
    await rolledBack(async (trx) => {
      await pdfSettings.down(trx);
      expect(await columns(trx, 'athlete_profiles', pdf)).toEqual([]);
      await pdfSettings.up(trx);
      expect(await columns(trx, 'athlete_profiles', pdf)).toEqual(pdf);
      const check = await sql<{ def: string }>`SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conname = 'athlete_profiles_pdf_paper_check'`.execute(trx);
      expect(check.rows[0]?.def).toMatch(/'letter'.*'a4'/);
    });
  });
});
