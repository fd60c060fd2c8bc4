/**
 * Rebuilds data/institutions/websites.csv from the IPEDS institutional directory (HD2022): the
 * web address (WEBADDR) of each institution in institutions.csv, and whether its registrable
 * domain is shared with another institution anywhere in the directory (then it proves nothing).
 *
 *   npx tsx scripts/data/institution-websites.ts path/to/hd2022.csv
 *
 * The raw file stays out of the repository (data/institutions/SOURCE.md says where it is).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';
import { websiteDomain } from '../../server/modules/coach/claim-domain';
import { websiteRows } from './institutions-lib';

const OUT = projectFolder('data', 'institutions');
const raw = process.argv[2];
if (!raw) throw new Error('usage: institution-websites.ts <hd2022.csv>');

// The directory is Latin-1, and a few of its URL cells carry bare quotes (`hl="veteran"`).
const records = parse(readFileSync(raw, 'latin1'), {
  bom: true,
  columns: true,
  relax_quotes: true,
}) as Record<string, string>[];
const broken = records.filter((r) => !/^\d{6}$/.test(r.UNITID ?? '') || Object.keys(r).length !== 73);
if (broken.length) throw new Error(`${broken.length} directory rows did not parse cleanly`);
const directory = records.map((r) => ({ unitid: r.UNITID ?? '', webAddress: r.WEBADDR ?? '' }));
const wanted = csvRecords(readFileSync(new URL('institutions.csv', OUT), 'utf8')).map(
  (r) => r.record.unitid ?? '',
);
const rows = websiteRows(directory, wanted, websiteDomain);
writeFileSync(new URL('websites.csv', OUT), rows.csv);
console.log(
  `${rows.written} of ${wanted.length} institutions have a web address; ${rows.shared} of them share their domain; ${rows.missing} have none in the file`,
);
