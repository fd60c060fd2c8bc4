import { rmSync } from 'node:fs';
import path from 'node:path';

/** Playwright's web server: the built app on a fresh embedded database every run. */
// Per port, so two Playwright runs on one machine never wipe each other's database.
const dataDir = path.resolve('.data', `e2e-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../server/index');
