// Plain JavaScript: `npm start` reads it before anything is built, without a TypeScript loader.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the build reads (the client and the bundled server): when none of it changed, the last build is still right. */
const BUILD_INPUTS = [
  'src',
  'common',
  'server',
  'db',
  // The code beside the reference data that the bundle compiles in (the data files are read at run time).
  'data/files.ts',
  'data/geo/index.ts',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/prerender.ts',
];
/** The hash of the inputs the current build came from; without it, the sources count as changed. */
export const BUILD_STAMP = path.join('dist', '.build-inputs');
/** What a build leaves: the client's page and the server bundle `npm start` runs. */
const BUILT_CLIENT_PAGE = path.join('dist', 'client', 'index.html');
export const BUILT_SERVER = path.join('dist', 'server', 'index.mjs');

/** @param {string} entry @returns {string[]} */
function filesUnder(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
}

/** A hash of the build inputs' paths and contents (contents, not times: a checkout touches every file). */
export function buildInputsHash() {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap(filesUnder))
    hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export function isBuildCurrent() {
  return (
    existsSync(BUILT_CLIENT_PAGE) &&
    existsSync(BUILT_SERVER) &&
    existsSync(BUILD_STAMP) &&
    readFileSync(BUILD_STAMP, 'utf8') === buildInputsHash()
  );
}

/** @param {string} inputsHash the hash the build started from */
export function writeBuildStamp(inputsHash) {
  writeFileSync(BUILD_STAMP, inputsHash);
}
