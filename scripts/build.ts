import { build } from 'vite';
import { writeBuildStamp } from './lib/build-stamp';
import { prerender } from './prerender';

/**
 * `npm run build`: the client bundle, the prerendered marketing pages, then a stamp of the
 * sources they came from, so `npm start` can tell that this build is current and skip it.
 */
export async function buildClient(): Promise<void> {
  await build();
  await prerender();
  writeBuildStamp();
}

if (import.meta.url === `file://${process.argv[1]}`) await buildClient();
