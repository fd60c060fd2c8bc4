import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Everything the client build reads: when none of it changed, the last build is still right. */
const BUILD_INPUTS = [
  'src',
  'common',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/prerender.ts',
];
const STAMP = path.join('dist', 'client', '.build-inputs');

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => filesUnder(path.join(entry, d.name)));
}

/** A hash of the build inputs' paths and contents (contents, not times: a checkout touches every file). */
export function buildInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap(filesUnder))
    hash.update(file).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export function isBuildCurrent(): boolean {
  return (
    existsSync(path.join('dist', 'client', 'index.html')) &&
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === buildInputsHash()
  );
}

export function writeBuildStamp(): void {
  writeFileSync(STAMP, buildInputsHash());
}
