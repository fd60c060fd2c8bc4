/**
 * The database platform: the pool and its breaker (connect.ts), prepared statements
 * (prepared.ts), migrations (migrate.ts) and the embedded PostgreSQL (embedded.ts).
 */
import { type Connection, connect, POOL_SIZE } from './connect';
import { type EmbeddedServer, ensureDatabase, type Log, startEmbeddedPostgres } from './embedded';
import { migrateUnderLock } from './migrate';

export * from './connect';
export * from './embedded';
export * from './migrate';

export interface DatabaseHandle extends Connection {
  url: string;
  close(): Promise<void>;
}

/** Connect to DATABASE_URL, or to an embedded server started here, and migrate. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  log: Log;
}): Promise<DatabaseHandle> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.url;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
    await ensureDatabase(embedded.adminUrl, 'fitscout');
    url = embedded.urlFor('fitscout');
  }
  const { db, sql, health } = connect(url, POOL_SIZE, { log: opts.log });
  try {
    const applied = await migrateUnderLock(db, sql);
    if (applied.length) opts.log.info(`applied migrations: ${applied.join(', ')}`);
  } catch (err) {
    await db.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    sql,
    health,
    url,
    async close() {
      health.close();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
