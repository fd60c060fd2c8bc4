import type { DB } from './db/index';

/**
 * A value read from the database at most once per `ttlMs` per database handle, for public figures
 * that may be that stale. Concurrent callers share one read; a failed read is not kept. `clear`
 * follows this instance's own writes, so a writer sees its change at once; other instances show
 * it within `ttlMs`.
 */
export function ttlCache<T>(ttlMs: number, read: (db: DB) => Promise<T>) {
  const entries = new WeakMap<DB, { value: Promise<T>; readAt: number }>();
  return {
    get(db: DB): Promise<T> {
      const cached = entries.get(db);
      if (cached && Date.now() - cached.readAt < ttlMs) return cached.value;
      const entry = { value: read(db), readAt: Date.now() };
      entries.set(db, entry);
      entry.value.catch(() => entries.get(db) === entry && entries.delete(db));
      return entry.value;
    },
    clear(db: DB): void {
      entries.delete(db);
    },
  };
}
