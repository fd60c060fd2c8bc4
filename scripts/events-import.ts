import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importEventCsv } from '../server/modules/evidence';
import { withScriptDatabase } from './lib/script-database';

/**
 * `npm run events:import -- results.csv`: combine and testing-event results (format:
 * docs/events-csv.md). Rows matched to an athlete become Event Data; the others wait to be claimed.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run events:import -- <file.csv>   (format: docs/events-csv.md)');
  process.exit(2);
}
const text = readFileSync(path.resolve(file), 'utf8');
await withScriptDatabase(async (handle) => {
  const result = await importEventCsv({ db: handle.db, log: console }, text);
  if (result.issues.length) {
    for (const i of result.issues) console.error(`${path.basename(file)}:${i.line}: ${i.message}`);
    console.error(`nothing imported: ${result.issues.length} problem(s) to fix`);
    process.exitCode = 1;
  } else {
    console.log(
      `imported ${result.rows} result(s): ${result.matched} matched to an athlete (now Event Data), ${result.waiting} waiting to be claimed`,
    );
  }
});
