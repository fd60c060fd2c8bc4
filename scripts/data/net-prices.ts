/**
 * Rebuilds data/cost/net-prices.csv (average net price, net price by family income, cost of
 * attendance, books and supplies, tuition in and out of state, net price calculator address) from a College Scorecard
 * institution file, for the institutions in data/institutions/institutions.csv only.
 *
 *   npx tsx scripts/data/net-prices.ts <MERGEDyyyy_yy_PP.parquet> --year 2021-22
 *
 * Parquet needs `npm i --no-save hyparquet hyparquet-compressors` first (as scripts/data/institutions.ts).
 * The raw file stays out of the repository; data/cost/SOURCE.md says where it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { csvRecords } from '../../data/csv';
import { projectFolder } from '../../data/files';

const OUT = projectFolder('data', 'cost');
const INSTITUTIONS = projectFolder('data', 'institutions');
const BRACKETS = ['1', '2', '3', '4', '5'] as const;
const RAW_COLUMNS = [
  'UNITID',
  'CONTROL',
  'NPCURL',
  'COSTT4_A',
  'BOOKSUPPLY',
  'TUITIONFEE_IN',
  'TUITIONFEE_OUT',
  'NPT4_PUB',
  'NPT4_PRIV',
  ...BRACKETS.flatMap((b) => [`NPT4${b}_PUB`, `NPT4${b}_PRIV`]),
] as const;
const HEADER = [
  'unitid',
  'control',
  'net_price',
  'net_price_0_30k',
  'net_price_30_48k',
  'net_price_48_75k',
  'net_price_75_110k',
  'net_price_110k_plus',
  'cost_of_attendance',
  'books_supplies',
  'tuition_in_state',
  'tuition_out_of_state',
  'net_price_calculator_url',
  'data_year',
  'source',
];
/** Scorecard CONTROL: 1 public, 2 private nonprofit, 3 private for-profit. */
const CONTROL: Record<string, string> = {
  '1': 'public',
  '2': 'private-nonprofit',
  '3': 'private-for-profit',
};

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i === -1 ? undefined : process.argv[i + 1];
}

async function readParquet(path: string): Promise<Record<string, string>[]> {
  const hyparquetName = 'hyparquet';
  const compressorsName = 'hyparquet-compressors';
  const { asyncBufferFromFile, parquetReadObjects } = await import(hyparquetName);
  const { compressors } = await import(compressorsName);
  const file = await asyncBufferFromFile(path);
  const rows: Record<string, unknown>[] = await parquetReadObjects({
    file,
    columns: [...RAW_COLUMNS],
    compressors,
  });
  return rows.map((r) =>
    Object.fromEntries(RAW_COLUMNS.map((c) => [c, r[c] === null || r[c] === undefined ? '' : String(r[c])])),
  );
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** A whole-dollar figure as Scorecard gives it; an empty or "NULL" cell stays empty. */
const dollars = (v: string | undefined) => (v && v !== 'NULL' ? String(Math.round(Number(v))) : '');

async function main(): Promise<void> {
  const raw = process.argv[2];
  const year = arg('--year');
  if (!raw || !year)
    throw new Error('usage: npx tsx scripts/data/net-prices.ts <file.parquet> --year 2021-22');
  const source = arg('--source') ?? 'College Scorecard (U.S. Department of Education)';
  const wanted = new Set(
    csvRecords(readFileSync(new URL('institutions.csv', INSTITUTIONS), 'utf8')).map((r) => r.record.unitid),
  );
  const rows = (await readParquet(raw)).filter((r) => wanted.has(r.UNITID ?? ''));
  const lines = rows
    .sort((a, b) => Number(a.UNITID) - Number(b.UNITID))
    .map((r) => {
      const control = CONTROL[r.CONTROL ?? ''] ?? '';
      // Scorecard reports net price in the public columns for public schools, the private ones otherwise.
      const side = control === 'public' ? 'PUB' : 'PRIV';
      return [
        r.UNITID ?? '',
        control,
        dollars(r[`NPT4_${side}`]),
        ...BRACKETS.map((b) => dollars(r[`NPT4${b}_${side}`])),
        dollars(r.COSTT4_A),
        dollars(r.BOOKSUPPLY),
        dollars(r.TUITIONFEE_IN),
        dollars(r.TUITIONFEE_OUT),
        r.NPCURL === 'NULL' ? '' : (r.NPCURL ?? ''),
        year,
        source,
      ]
        .map(cell)
        .join(',');
    });
  writeFileSync(new URL('net-prices.csv', OUT), `${[HEADER.join(','), ...lines].join('\n')}\n`);
  const count = (i: number) => lines.filter((l) => l.split(',')[i] !== '').length;
  console.log(
    `${lines.length} of ${wanted.size} institutions; average net price ${count(2)}, by income ${count(3)}, calculator ${lines.filter((l) => /,(https?:\/\/)?[a-z0-9][^,]*\.[a-z]{2,}[^,]*,\d{4}-\d{2},/i.test(l)).length}`,
  );
}

await main();
