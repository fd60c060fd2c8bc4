import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../server/platform/db';
import { type Env, loadDotenv, loadEnv } from '../../server/platform/env';

/**
 * CLI scripts: the same database the server would use (DATABASE_URL, or the embedded
 * cluster in DATA_DIR), migrated, and always closed — which also stops an embedded server.
 */
export async function withScriptDatabase<T>(
  fn: (handle: DatabaseHandle, env: Env) => Promise<T>,
): Promise<T> {
  loadDotenv(process.cwd());
  const env = loadEnv();
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    log: console,
  });
  try {
    return await fn(handle, env);
  } finally {
    await handle.close();
  }
}
