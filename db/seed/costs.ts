/**
 * Net prices (College Scorecard 2021-22), net price calculator addresses (IPEDS HD2024) and
 * athletic aid by men's and women's teams (EADA 2018-19), upserted by UNITID for the institutions
 * on file, as the admissions data is (data/cost/SOURCE.md, data/eada/SOURCE.md). An empty cell is a
 * figure the source does not report: null, never zero.
 */
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';
import type { DB, InstitutionAthleticAidTable, InstitutionCostsTable } from '../types';

export const COST_DIR = projectFolder('data', 'cost');
export const EADA_DIR = projectFolder('data', 'eada');
export const COST_FILES = [
  new URL('net-prices.csv', COST_DIR),
  new URL('calculators.csv', COST_DIR),
  new URL('athletic-aid.csv', EADA_DIR),
] as const;

const records = (file: URL) => csvRecords(readFileSync(file, 'utf8')).map((r) => r.record);
const num = (v: string | undefined): number | null => (v ? Number(v) : null);
const CONTROLS = ['public', 'private-nonprofit', 'private-for-profit'] as const;

export function readCosts(): InstitutionCostsTable[] {
  const calculators = new Map(records(COST_FILES[1]).map((r) => [r.unitid, r]));
  return records(COST_FILES[0]).map((r) => {
    const control = CONTROLS.find((c) => c === r.control) ?? null;
    if (!r.unitid || !r.data_year || !r.source) throw new Error(`net-prices.csv: incomplete row ${r.unitid}`);
    const calc = calculators.get(r.unitid);
    return {
      unitid: Number(r.unitid),
      control,
      netPrice: num(r.net_price),
      netPriceB1: num(r.net_price_0_30k),
      netPriceB2: num(r.net_price_30_48k),
      netPriceB3: num(r.net_price_48_75k),
      netPriceB4: num(r.net_price_75_110k),
      netPriceB5: num(r.net_price_110k_plus),
      costOfAttendance: num(r.cost_of_attendance),
      booksSupplies: num(r.books_supplies),
      tuitionInState: num(r.tuition_in_state),
      tuitionOutOfState: num(r.tuition_out_of_state),
      dataYear: r.data_year,
      source: r.source,
      calculatorUrl: calc?.net_price_calculator_url || null,
      calculatorYear: calc?.data_year || null,
      calculatorSource: calc?.source || null,
    };
  });
}

export function readAthleticAid(): InstitutionAthleticAidTable[] {
  return records(COST_FILES[2]).map((r) => {
    if (!r.unitid || !r.data_year || !r.source || !r.classification)
      throw new Error(`athletic-aid.csv: incomplete row ${r.unitid}`);
    return {
      unitid: Number(r.unitid),
      classification: r.classification,
      aidMen: Number(r.aid_men),
      aidWomen: Number(r.aid_women),
      participantsMen: Number(r.participants_men),
      participantsWomen: Number(r.participants_women),
      dataYear: r.data_year,
      source: r.source,
    };
  });
}

const CHUNK = 500;

/** Upsert by UNITID (two instances may seed at once), then drop rows the files no longer hold. */
async function upsert<T extends 'institutionCosts' | 'institutionAthleticAid'>(
  db: DB,
  table: T,
  rows: readonly (T extends 'institutionCosts' ? InstitutionCostsTable : InstitutionAthleticAidTable)[],
): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).filter((c) => c !== 'unitid');
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto(table as 'institutionCosts')
      .values(rows.slice(i, i + CHUNK) as InstitutionCostsTable[])
      .onConflict((oc) =>
        oc
          .column('unitid')
          .doUpdateSet((eb) =>
            Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.source')])),
          ),
      )
      .execute();
  const kept = rows.map((r) => r.unitid);
  await db
    .deleteFrom(table as 'institutionCosts')
    .where('unitid', 'not in', kept.length > 0 ? kept : [-1])
    .execute();
}

export async function seedCosts(db: DB, log: Pick<Logger, 'info'>): Promise<void> {
  const started = performance.now();
  const costs = readCosts();
  const aid = readAthleticAid();
  await upsert(db, 'institutionCosts', costs);
  await upsert(db, 'institutionAthleticAid', aid);
  log.info(
    { institutionCosts: costs.length, athleticAid: aid.length, ms: Math.round(performance.now() - started) },
    'net prices and athletic aid seeded',
  );
}
