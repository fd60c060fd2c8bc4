// The entry of a recompute thread when the server runs from its sources (chunk-threads.ts; the
// bundled server starts the build's own thread bundle instead). Plain JavaScript, because a worker
// thread does not inherit the main thread's TypeScript loader: it loads the TypeScript itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./chunk-thread-main.ts', import.meta.url);
