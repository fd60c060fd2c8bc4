import type { DB } from './db';

interface Entry<T> {
  value: Promise<T>;
  readAt: number;
  /** When the read finished: a write that began after it is certainly not in the value. */
  settledAt?: number;
}

/**
 * A value read from the database at most once per `ttlMs`, per database handle, for public figures
 * that may be a little stale. Concurrent misses share one read. `update` applies this instance's
 * own writes to the cached value at once, without a read; other instances see them within `ttlMs`.
 */
export function cachedPerDatabase<T>(ttlMs: number, read: (db: DB) => Promise<T>) {
  const entries = new WeakMap<DB, Entry<T>>();
  return {
    get(db: DB): Promise<T> {
      const hit = entries.get(db);
      if (hit && Date.now() - hit.readAt < ttlMs) return hit.value;
      const entry: Entry<T> = { value: read(db), readAt: Date.now() };
      entries.set(db, entry);
      entry.value.then(
        () => {
          entry.settledAt = Date.now();
        },
        // A failed read is not kept: the next call tries again.
        () => entries.get(db) === entry && entries.delete(db),
      );
      return entry.value;
    },
    /**
     * A write that began at `writeStartedAt` and committed: fold it into the cached value when
     * the value was read before the write began; otherwise the read may already hold it, so the
     * value is dropped and the next call reads again. Never counts a write twice.
     */
    update(db: DB, writeStartedAt: number, change: (value: T) => T): void {
      const hit = entries.get(db);
      if (!hit) return;
      if (hit.settledAt !== undefined && hit.settledAt <= writeStartedAt) hit.value = hit.value.then(change);
      else entries.delete(db);
    },
  };
}
