/**
 * Rebuilds data/eada/athletic-aid.csv: athletically related student aid and participants on men's
 * and women's teams per institution, from an EADA institution-level extract with these columns
 * (lower case): unitid, classification_name, studentaid_men, studentaid_women, il_partic_men,
 * il_partic_women. Only institutions in data/institutions/institutions.csv are kept.
 *
 *   npx tsx scripts/data/eada-aid.ts <extract.csv> --year 2018-19 --source "..."
 *
 * The raw extract stays out of the repository; data/eada/SOURCE.md says where it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';

const OUT = projectFolder('data', 'eada');
const INSTITUTIONS = projectFolder('data', 'institutions');

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const whole = (v: string | undefined) => (v ? String(Math.round(Number(v))) : '');

function main(): void {
  const raw = process.argv[2];
  const year = arg('--year');
  const source = arg('--source');
  if (!raw || !year || !source)
    throw new Error('usage: npx tsx scripts/data/eada-aid.ts <extract.csv> --year 2018-19 --source "..."');
  const wanted = new Set(
    csvRecords(readFileSync(new URL('institutions.csv', INSTITUTIONS), 'utf8')).map((r) => r.record.unitid),
  );
  const all = csvRecords(readFileSync(raw, 'utf8')).map((r) => r.record);
  const rows = all
    .filter((r) => wanted.has(r.unitid ?? ''))
    .sort((a, b) => Number(a.unitid) - Number(b.unitid));
  const lines = rows.map((r) =>
    [
      r.unitid ?? '',
      r.classification_name ?? '',
      whole(r.studentaid_men),
      whole(r.studentaid_women),
      whole(r.il_partic_men),
      whole(r.il_partic_women),
      year,
      source,
    ]
      .map(cell)
      .join(','),
  );
  const header =
    'unitid,classification,aid_men,aid_women,participants_men,participants_women,data_year,source';
  writeFileSync(new URL('athletic-aid.csv', OUT), `${[header, ...lines].join('\n')}\n`);
  console.log(`${lines.length} of ${all.length} extract rows kept (${wanted.size} institutions on file)`);
}

main();
