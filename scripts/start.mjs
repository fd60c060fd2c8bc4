// `npm start`, in plain JavaScript so that a current build runs without a TypeScript loader.
import { pathToFileURL } from 'node:url';
import { BUILT_SERVER, isBuildCurrent } from './lib/build-stamp.mjs';

/**
 * Build the client and the server bundle only when their sources changed since the last build (a
 * content hash, scripts/lib/build-stamp.mjs), then run the bundled server (ADR 014). With a current
 * build and an existing database, the first healthy answer came in 2.8–2.9 s on the slowest day
 * measured (docs/performance.md).
 */
if (!isBuildCurrent()) {
  console.log('sources changed since the last build: building');
  // The build scripts are TypeScript: loaded through tsx for this import only.
  const { tsImport } = await import('tsx/esm/api');
  const { buildAll } = await tsImport('./build.ts', import.meta.url);
  await buildAll();
}
await import(pathToFileURL(BUILT_SERVER).href);
