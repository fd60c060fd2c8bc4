import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/db';
import { loadEnv } from '../server/env';
import { importProgramsCsv } from '../server/modules/program/program.import';

/**
 * `npm run programs:import -- directory.csv`: upsert programs, coaches and rosters from
 * an operator CSV (format: docs/programs-csv.md). Nothing is written unless every row is valid.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run programs:import -- <file.csv>   (format: docs/programs-csv.md)');
  process.exit(2);
}
const text = readFileSync(path.resolve(file), 'utf8');
const env = loadEnv();
const handle = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.resolve(env.DATA_DIR),
  log: console,
});
try {
  const result = await importProgramsCsv(handle.db, text, `operator import: ${path.basename(file)}`);
  if (result.issues.length) {
    for (const i of result.issues) console.error(`${path.basename(file)}:${i.line}: ${i.message}`);
    console.error(`nothing imported: ${result.issues.length} row(s) need fixing`);
    process.exitCode = 1;
  } else {
    console.log(
      `imported ${result.inserted + result.updated} program(s): ${result.inserted} new, ${result.updated} updated`,
    );
  }
} finally {
  await handle.close();
}
