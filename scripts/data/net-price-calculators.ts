/**
 * Rebuilds data/cost/calculators.csv: each institution's net price calculator address (NPRICURL,
 * the field College Scorecard shows as NPCURL) from an IPEDS institutional directory file, for the
 * institutions in data/institutions/institutions.csv only.
 *
 *   npx tsx scripts/data/net-price-calculators.ts <hdYYYY.csv> --year 2024-25
 *
 * The raw directory file stays out of the repository; data/cost/SOURCE.md says where it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';

const OUT = projectFolder('data', 'cost');
const INSTITUTIONS = projectFolder('data', 'institutions');

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

function main(): void {
  const raw = process.argv[2];
  const year = arg('--year');
  if (!raw || !year)
    throw new Error('usage: npx tsx scripts/data/net-price-calculators.ts <hd.csv> --year 2024-25');
  const source = arg('--source') ?? 'IPEDS institutional directory (U.S. Department of Education)';
  const wanted = new Set(
    csvRecords(readFileSync(new URL('institutions.csv', INSTITUTIONS), 'utf8')).map((r) => r.record.unitid),
  );
  const rows = csvRecords(readFileSync(raw, 'utf8'))
    .map((r) => r.record)
    .filter((r) => wanted.has(r.unitid ?? '') && r.npricurl)
    .sort((a, b) => Number(a.unitid) - Number(b.unitid));
  const lines = rows.map((r) => [r.unitid ?? '', r.npricurl ?? '', year, source].map(cell).join(','));
  writeFileSync(
    new URL('calculators.csv', OUT),
    `${['unitid,net_price_calculator_url,data_year,source', ...lines].join('\n')}\n`,
  );
  console.log(`${lines.length} of ${wanted.size} institutions have a net price calculator address`);
}

main();
