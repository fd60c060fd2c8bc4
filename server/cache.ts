import type { DB } from './db';

/** A value as one statement read it, with that statement's snapshot (`pg_current_snapshot()::text`). */
export interface SnapshotRead<T> {
  value: T;
  snapshot: string;
}

/**
 * Whether a committed transaction's writes are in a snapshot: PostgreSQL's own rule
 * (`pg_visible_in_snapshot`), on the text forms `xmin:xmax:xip1,xip2,…` and a decimal xid.
 */
export function visibleIn(snapshot: string, xid: string): boolean {
  const [xmin, xmax, running = ''] = snapshot.split(':');
  const id = BigInt(xid);
  if (id < BigInt(xmin!)) return true;
  if (id >= BigInt(xmax!)) return false;
  return !running.split(',').some((x) => x !== '' && BigInt(x) === id);
}

interface Entry<T> {
  /** The first read, while no read has settled yet. */
  first?: Promise<T>;
  /** The latest settled read, with this instance's later writes folded in: what `get` answers. */
  latest?: SnapshotRead<T>;
  readAt: number;
  refreshing: boolean;
  /** This instance's writes that committed while a read ran; that read's snapshot decides each. */
  duringRead: { xid: string; change: (value: T) => T }[];
}

/**
 * A value read from the database at most once per `ttlMs`, per database handle, for public figures
 * that may be a little stale:
 * - concurrent callers share one read;
 * - once the value is older than `ttlMs`, callers get it at once while one read refreshes it
 *   in the background, so a request never waits on the database after the first read;
 * - a failed refresh drops the value, so the next call reads and reports the failure: the value
 *   is never older than `ttlMs` plus one read;
 * - `update` folds this instance's own committed writes in at once, by transaction id: a write is
 *   added exactly when the read's snapshot does not hold it, so nothing is counted twice or missed,
 *   even while a read runs. Other instances' writes show at the next read, within `ttlMs`.
 */
export function cachedPerDatabase<T>(ttlMs: number, read: (db: DB) => Promise<SnapshotRead<T>>) {
  const entries = new WeakMap<DB, Entry<T>>();

  function startRead(db: DB, entry: Entry<T>): Promise<T> {
    entry.readAt = Date.now();
    entry.refreshing = true;
    return read(db).then(
      (result) => {
        let value = result.value;
        for (const write of entry.duringRead)
          if (!visibleIn(result.snapshot, write.xid)) value = write.change(value);
        entry.duringRead = [];
        entry.latest = { value, snapshot: result.snapshot };
        entry.first = undefined;
        entry.refreshing = false;
        return value;
      },
      (err: unknown) => {
        if (entries.get(db) === entry) entries.delete(db);
        throw err;
      },
    );
  }

  return {
    get(db: DB): Promise<T> {
      const entry = entries.get(db);
      if (!entry) {
        const fresh: Entry<T> = { readAt: 0, refreshing: false, duringRead: [] };
        entries.set(db, fresh);
        fresh.first = startRead(db, fresh);
        return fresh.first;
      }
      if (!entry.refreshing && Date.now() - entry.readAt >= ttlMs)
        // The callers of this moment get the current value; the refresh's failure is reported
        // to the next caller, whose read it then is.
        startRead(db, entry).catch(() => {});
      return entry.latest ? Promise.resolve(entry.latest.value) : entry.first!;
    },
    /** A write of this instance, committed in transaction `xid`: fold it into the cached value. */
    update(db: DB, xid: string, change: (value: T) => T): void {
      const entry = entries.get(db);
      if (!entry) return;
      if (entry.refreshing) entry.duringRead.push({ xid, change });
      const latest = entry.latest;
      if (latest && !visibleIn(latest.snapshot, xid)) latest.value = change(latest.value);
    },
  };
}
