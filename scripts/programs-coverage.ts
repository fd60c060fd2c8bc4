import { readFileSync, writeFileSync } from 'node:fs';
import { programLinks, readInstitutions, readProgramLinks, readUnlinked } from '../db/seed/institutions';
import { readSeedPrograms } from '../db/seed/programs';
import {
  buildCoverage,
  buildInstitutionCoverage,
  coverageMarkdown,
  institutionCoverageMarkdown,
} from '../server/modules/program/program.service';

/**
 * `npm run programs:coverage`: rewrite the generated table in docs/coverage.md and the
 * README from the seed CSVs (no database needed), keeping the text around it, and print the
 * institution coverage per division (also kept in docs/coverage.md between its own markers).
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

// Institution coverage, from the same files the seed links programs with.
const institutions = new Set(readInstitutions().map((i) => i.unitid));
const linked = new Map(
  programLinks(readProgramLinks(), readSeedPrograms(), institutions, readUnlinked()).map((l) => [
    `${l.name}|${l.state}`,
    l.unitid,
  ]),
);
const byDivision = new Map<string, { division: string; programs: number; withInstitution: number }>();
for (const p of readSeedPrograms()) {
  const cell = byDivision.get(p.division) ?? { division: p.division, programs: 0, withInstitution: 0 };
  cell.programs++;
  if (institutions.has(linked.get(`${p.name}|${p.state}`) ?? -1)) cell.withInstitution++;
  byDivision.set(p.division, cell);
}
const dataYear = readInstitutions()[0]?.dataYear ?? null;
const instTable = institutionCoverageMarkdown(buildInstitutionCoverage([...byDivision.values()], dataYear));
const coverageDoc = docPaths[0]!;
const doc = readFileSync(coverageDoc, 'utf8');
const [IA, IB] = ['<!-- institutions:start -->', '<!-- institutions:end -->'];
const a = doc.indexOf(IA);
const b = doc.indexOf(IB);
if (a !== -1 && b > a)
  writeFileSync(coverageDoc, `${doc.slice(0, a + IA.length)}\n${instTable}\n${doc.slice(b)}`);
console.log(`\n${instTable}`);
