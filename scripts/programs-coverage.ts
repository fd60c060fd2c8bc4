import { readFileSync, writeFileSync } from 'node:fs';
import { readSeedPrograms } from '../db/seed/programs';
import { buildCoverage, coverageMarkdown } from '../server/modules/program/program.service';

/**
 * `npm run programs:coverage`: rewrite the generated table in docs/coverage.md and the
 * README from the seed CSVs (no database needed), keeping the text around it.
 */
const START = '<!-- coverage:start -->';
const END = '<!-- coverage:end -->';
const docPaths = [new URL('../docs/coverage.md', import.meta.url), new URL('../README.md', import.meta.url)];

const counts = new Map<string, { sport: string; division: string; count: number }>();
for (const p of readSeedPrograms()) {
  const key = `${p.sport}|${p.division}`;
  const cell = counts.get(key) ?? { sport: p.sport, division: p.division, count: 0 };
  cell.count++;
  counts.set(key, cell);
}
const table = coverageMarkdown(buildCoverage([...counts.values()]));
for (const docPath of docPaths) {
  const doc = readFileSync(docPath, 'utf8');
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a === -1 || b < a) throw new Error(`${docPath.pathname} must contain ${START} and ${END}`);
  writeFileSync(docPath, `${doc.slice(0, a + START.length)}\n${table}\n${doc.slice(b)}`);
}
console.log(table);
