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
  /** Ends the pool, then stops an embedded server; `cutOff` ends queries in flight instead of awaiting them. */
  close(opts?: { cutOff?: boolean }): Promise<void>;
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
    async close({ cutOff = false } = {}) {
      health.close();
      // postgres.js ends a pool once: ended with no grace, the destroy below finds it ended.
      if (cutOff) await sql.end({ timeout: 0 });
      await db.destroy();
      await embedded?.stop();
    },
  };
}
