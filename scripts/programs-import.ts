import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importProgramsCsv } from '../server/modules/program/program.import';
import { importRostersCsv, isRosterCsv } from '../server/modules/program/roster.import';
import { withScriptDatabase } from './lib/script-database';

/**
 * `npm run programs:import -- directory.csv`: upsert programs, coaches and roster counts from
 * an operator CSV, or replace programs' player rosters from a file with the roster header
 * (format: docs/programs-csv.md). Nothing is written unless every row is valid.
 */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run programs:import -- <file.csv>   (format: docs/programs-csv.md)');
  process.exit(2);
}
const text = readFileSync(path.resolve(file), 'utf8');
await withScriptDatabase(async (handle) => {
  if (isRosterCsv(text)) {
    const rosters = await importRostersCsv(handle.db, text);
    for (const i of rosters.issues) console.error(`${path.basename(file)}:${i.line}: ${i.message}`);
    if (rosters.issues.length) {
      console.error(`nothing imported: ${rosters.issues.length} row(s) need fixing`);
      process.exitCode = 1;
    } else console.log(`imported ${rosters.players} player row(s) for ${rosters.programs} program(s)`);
    return;
  }
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
});
