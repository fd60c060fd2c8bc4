// `npm start`, in plain JavaScript so that a current build runs without a TypeScript loader.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUILT_SERVER, isBuildCurrent } from './lib/build-stamp.mjs';

/**
 * Build the client and the server bundle only when their sources changed since the last build (a
 * content hash, scripts/lib/build-stamp.mjs), then run the bundled server (ADR 014). With a current
 * build and an existing database, the first healthy answer came in 2.8–2.9 s on the slowest day
 * measured (docs/performance.md).
 */
if (!isBuildCurrent()) {
  console.log('sources changed since the last build: building');
  // In a process of its own: built in this one, the server kept the builder's modules and garbage
  // for its whole life (peak RSS 950 MB under load instead of 305 MB). The build is TypeScript, so
  // it runs through tsx.
  const build = spawnSync(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), fileURLToPath(new URL('./build.ts', import.meta.url))],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(BUILT_SERVER).href);
