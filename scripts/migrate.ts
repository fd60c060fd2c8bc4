import path from 'node:path';
import { openDatabase } from '../server/db';
import { loadEnv } from '../server/env';

/** `npm run db:migrate`: migrate DATABASE_URL, or the embedded database, to the latest schema. */
const env = loadEnv();
const handle = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: path.resolve(env.DATA_DIR),
  log: console,
});
console.log('database is at the latest migration');
await handle.close();
