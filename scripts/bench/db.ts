import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { seedReferenceData } from '../../db/seed';
import {
  type Connection,
  connect,
  ensureDatabase,
  migrateToLatest,
  startEmbeddedPostgres,
} from '../../server/platform/db';
import { startServerProcess } from '../../server/test/server-process';

export interface BenchDatabase extends Connection {
  url: string;
  close(): Promise<void>;
}

/**
 * A throwaway database: BENCH_DATABASE_URL's server when set, else an embedded
 * PostgreSQL in .data/bench-<id> (never the dev cluster, which may be running).
 */
export async function openBenchDatabase(log: (m: string) => void): Promise<BenchDatabase> {
  const id = randomBytes(3).toString('hex');
  let url: string;
  let stop = async () => {};
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const u = new URL(external);
    u.pathname = `/fitscout_bench_${id}`;
    await ensureDatabase(external, `fitscout_bench_${id}`);
    url = u.toString();
  } else {
    const dir = path.resolve('.data', `bench-${id}`);
    const pg = await startEmbeddedPostgres(dir, { info: log, warn: log });
    await ensureDatabase(pg.adminUrl, 'bench');
    url = pg.urlFor('bench');
    stop = async () => {
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  // Bulk seeding (100,000 synthetic athletes) runs statements longer than the app's limit.
  const { db, sql, health } = connect(url, 16, { statementTimeoutMs: 0 });
  await migrateToLatest(db);
  await seedReferenceData(db, { info: () => {} });
  return {
    db,
    sql,
    health,
    url,
    async close() {
      await db.destroy();
      await stop();
    },
  };
}

/**
 * The app as `npm start` runs it in production (its own process, the bundled server, info-level
 * request logs) on the bench database; `env` adds what a bench needs, such as rate limits out of
 * the way. A stale build is rebuilt first, as `npm start` does.
 */
export function startBenchServer(databaseUrl: string, env: Record<string, string> = {}) {
  return startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // The load generators run from one address.
      REQUESTS_PER_ADDRESS: '100000',
      ...env,
    },
    'scripts/start.mjs',
  );
}
