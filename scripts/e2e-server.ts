import { rmSync } from 'node:fs';
import path from 'node:path';

/** Playwright's web server: the built app on a fresh embedded database every run. */
const dataDir = path.resolve('.data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../server/index');
