import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BenchDatabase, openBenchDatabase } from './db';
import type { Bench, BenchContext, BenchResult } from './types';

/**
 * `npm run bench [-- name-filter]`: runs every scripts/bench/*.bench.ts (sorted by
 * file name) and prints each figure with its same-run baseline and ratio.
 * Hook: to add a bench, drop a `<name>.bench.ts` exporting `default: Bench` here.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !filter || f.includes(filter))
  .sort();

let database: Promise<BenchDatabase> | null = null;
const ctx: BenchContext = {
  database: () => {
    database ??= openBenchDatabase((m) => console.log(`  [db] ${m}`));
    return database;
  },
  log: (m) => console.log(`  ${m}`),
};

const fmt = (v: number) => (Math.abs(v) >= 1000 ? Math.round(v).toLocaleString('en-US') : v.toPrecision(3));
const all: (BenchResult & { load: string })[] = [];
/** The 1-minute load average: the machine is shared, so every figure says how busy it was. */
const load = () => loadavg()[0]!.toFixed(1);
let failed = 0;
const startedAll = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);
try {
  for (const file of files) {
    console.log(`\n▶ ${file}`);
    const started = performance.now();
    const loadBefore = load();
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: Bench };
    const results = await mod.default(ctx);
    const loadAfter = load();
    for (const r of results) {
      all.push({ ...r, load: `${loadBefore}–${loadAfter}` });
      const ok = r.budget
        ? r.budget.op === '>='
          ? r.value >= r.budget.value
          : r.value <= r.budget.value
        : null;
      if (ok === false) failed++;
      const budget = r.budget
        ? `  budget ${r.budget.op} ${fmt(r.budget.value)} ${r.budget.unit} ${ok ? 'PASS' : 'FAIL'}`
        : '';
      console.log(
        `  ${r.name}: ${fmt(r.value)} ${r.unit}  | baseline ${r.baseline.name}: ${fmt(r.baseline.value)} ${r.baseline.unit}  | ratio ${r.ratio.toFixed(2)}${budget}`,
      );
      if (r.notes) console.log(`    ${r.notes}`);
    }
    console.log(`  (${seconds(started)} s)`);
  }
} finally {
  if (database) await (await database).close();
}
console.log('\n| Figure | Value | Goal | Load |\n|---|---|---|---|');
for (const r of all) {
  const goal = r.budget
    ? `${r.budget.op} ${fmt(r.budget.value)} ${r.budget.unit}: ${(r.budget.op === '>=' ? r.value >= r.budget.value : r.value <= r.budget.value) ? 'PASS' : 'FAIL'}`
    : '—';
  console.log(`| ${r.name} | ${fmt(r.value)} ${r.unit} | ${goal} | ${r.load} |`);
}
console.log(`\n${all.length} figure(s), ${failed} over budget, in ${seconds(startedAll)} s`);
process.exitCode = failed > 0 ? 1 : 0;
