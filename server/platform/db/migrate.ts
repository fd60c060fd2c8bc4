import { type Kysely, Migrator } from 'kysely';
import { migrationProvider } from '../../../db/migrations';
import type { Database, DB } from '../../../db/types';
import type { Sql } from './connect';

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Any fixed number: the advisory lock that start-up schema work holds (see withStartupLock). */
const STARTUP_LOCK_KEY = 7_412_009_331;

/**
 * Runs `fn` while holding a session-level advisory lock, so instances that start together do
 * their schema work (migrations, the seed, pg-boss's own schema) one after another. Run at
 * once, they deadlocked inside pg-boss's schema creation.
 */
export async function withStartupLock<T>(sql: Sql, fn: () => Promise<T>): Promise<T> {
  const conn = await sql.reserve();
  try {
    // Waiting out another instance's migrations and seed can outlast a request's statement limit.
    await conn`SET statement_timeout = 0`;
    await conn`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`;
    return await fn();
  } finally {
    await conn`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {});
    await conn`RESET statement_timeout`.catch(() => {});
    conn.release();
  }
}

/** Migrations, one instance at a time. */
export const migrateUnderLock = (db: DB, sql: Sql) => withStartupLock(sql, () => migrateToLatest(db));
