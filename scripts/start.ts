import { isBuildCurrent } from './lib/build-stamp';

/**
 * `npm start`: build the client only when its sources changed since the last build (a content
 * hash, scripts/lib/build-stamp.ts), then start the server. With a current build and an existing
 * database, the first healthy answer comes in about a second and a half (docs/performance.md).
 */
if (!isBuildCurrent()) {
  console.log('client sources changed since the last build: building');
  const { buildClient } = await import('./build');
  await buildClient();
}
await import('../server/index');
