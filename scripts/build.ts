import path from 'node:path';
import { build as bundle } from 'esbuild';
import { build } from 'vite';
import { BUILT_SERVER, buildInputsHash, writeBuildStamp } from './lib/build-stamp.mjs';
import { prerender } from './prerender';

/** The client bundle and the prerendered marketing pages. */
async function buildClient(): Promise<void> {
  await build();
  await prerender();
}

/**
 * The server as one ES module, which `npm start` runs with plain Node (ADR 014), and beside it
 * the recompute thread's entry as another (server/jobs/chunk-threads.ts starts it from there), and
 * the file reader's process (server/platform/file-reader.ts).
 * Packages stay external (native addons, their own data files); the app's own modules are bundled.
 * `inputs`, the hash of the sources it is built from, becomes the bundle's BUILD_INPUTS
 * (server/platform/build-inputs.ts): a start that finds the reference data seeded by the same sources
 * skips the seed.
 */
export async function buildServer(
  outdir = path.dirname(BUILT_SERVER),
  inputs = buildInputsHash(),
): Promise<void> {
  await bundle({
    entryPoints: {
      index: 'server/index.ts',
      'chunk-thread': 'server/jobs/chunk-thread-main.ts',
      'file-reader-process': 'server/platform/file-reader-process.mjs',
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    define: { __BUILD_INPUTS__: JSON.stringify(inputs) },
    logLevel: 'warning',
  });
}

/**
 * `npm run build`: the client, the server bundle, then a stamp of the sources they came from, so
 * `npm start` can tell that this build is current and skip it.
 */
export async function buildAll(): Promise<void> {
  // Hashed first: a source edited during the build leaves the stamp behind, so the next start builds.
  const inputs = buildInputsHash();
  await buildClient();
  await buildServer(undefined, inputs);
  writeBuildStamp(inputs);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAll();
