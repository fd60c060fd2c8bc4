// The entry of a recompute thread (chunk-threads.ts). Plain JavaScript, because a worker thread
// does not inherit the main thread's TypeScript loader: it loads the TypeScript itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./chunk-thread-main.ts', import.meta.url);
