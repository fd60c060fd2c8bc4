import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forgetReferenceSeed } from '../db/seed';
import { parseScholarshipCsv, upsertScholarships } from '../db/seed/scholarships';
import { withScriptDatabase } from './lib/script-database';

/**
 * `npm run scholarships:import -- file.csv`: validate every row first, then upsert
 * by name in one statement. Any invalid row aborts the import with line numbers, so a
 * half-imported file never happens. Columns: see parseScholarshipCsv.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run scholarships:import -- file.csv');
  process.exit(2);
}
const { rows, errors } = parseScholarshipCsv(readFileSync(path.resolve(file), 'utf8'));
if (errors.length > 0) {
  console.error(`${file}: ${errors.length} invalid row(s), nothing imported:\n  ${errors.join('\n  ')}`);
  process.exit(1);
}
await withScriptDatabase(async (handle) => {
  // With the seed's fingerprint forgotten, the next start seeds again, so a seeded scholarship this
  // file changed is set back to the seed's version, as before (db/seed/index.ts).
  const n = await handle.db.transaction().execute(async (trx) => {
    const written = await upsertScholarships(trx, rows);
    await forgetReferenceSeed(trx);
    return written;
  });
  console.log(`${file}: ${n} scholarship(s) imported or updated`);
});
