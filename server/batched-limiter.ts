import type { Sql } from './db';

interface KeyState {
  /** Hits admitted here and not yet written to the shared table. */
  pending: number;
  /** The key's count in the shared table at the last sync (all instances together). */
  shared: number;
  /** When the key's window ends (ms since epoch): the table's, once synced. */
  expire: number;
}

/** How often admitted hits are written to the shared table. */
export const BATCH_SYNC_MS = 200;

/**
 * One rate limit counted in memory first and written to the shared `rate_limits` table in
 * batches: one statement per sync for every key that had hits, instead of one per request.
 *
 * The window and table are rate-limiter-flexible's (fixed window, `key` = `prefix:key`), so a
 * batched limit reads like any other. A hit is admitted when the last known shared count plus
 * this instance's unsynced hits is under the limit.
 *
 * - **One instance:** that is exact.
 * - **Several instances:** a key can go over its limit by at most what the other instances admit
 *   for it within one sync interval (docs/performance.md).
 *
 * Used only for the public limits that guard no account (preview, demo, waitlist sign-ups). Sign-in,
 * sign-up and the other limits that guard accounts stay strict (a database round trip per hit).
 */
export class BatchedLimiter {
  readonly #keys = new Map<string, KeyState>();
  #timer: NodeJS.Timeout | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly sql: Sql,
    private readonly prefix: string,
    readonly points: number,
    private readonly durationMs: number,
    private readonly onSyncError: (err: unknown) => void = () => {},
  ) {}

  /** Counts a hit; the answer is how long until the window ends, or 0 when admitted. */
  consume(key: string): number {
    const now = Date.now();
    let state = this.#keys.get(key);
    if (!state) {
      state = { pending: 0, shared: 0, expire: now + this.durationMs };
      this.#keys.set(key, state);
    } else if (state.expire <= now) {
      state.shared = 0;
      state.expire = now + this.durationMs;
    }
    if (state.shared + state.pending >= this.points) return state.expire - now;
    state.pending++;
    this.#timer ??= setTimeout(() => void this.flush(), BATCH_SYNC_MS).unref();
    return 0;
  }

  /** Milliseconds until the window ends when the key is already over its limit, else 0. */
  blockedFor(key: string): number {
    const state = this.#keys.get(key);
    const now = Date.now();
    if (!state || state.expire <= now || state.shared + state.pending < this.points) return 0;
    return state.expire - now;
  }

  async reset(key: string): Promise<void> {
    this.#keys.delete(key);
    await this.sql`DELETE FROM rate_limits WHERE key = ${`${this.prefix}:${key}`}`;
  }

  /** Writes every unsynced hit in one statement and learns each key's shared count. */
  flush(): Promise<void> {
    this.#flushing = this.#flushing.then(() => this.#write());
    return this.#flushing;
  }

  async #write(): Promise<void> {
    this.#timer = null;
    const now = Date.now();
    const keys: string[] = [];
    const hits: number[] = [];
    for (const [key, state] of this.#keys) {
      if (state.pending > 0) {
        keys.push(key);
        hits.push(state.pending);
        state.pending = 0;
      } else if (state.expire <= now) {
        this.#keys.delete(key); // a finished window with nothing to write: forget the key
      }
    }
    if (keys.length === 0) return;
    try {
      const rows = await this.sql<{ key: string; points: number; expire: string }[]>`
        INSERT INTO rate_limits (key, points, expire)
        SELECT ${this.prefix} || ':' || k, p, ${now + this.durationMs}::bigint
        FROM unnest(${keys}::text[], ${hits}::int[]) AS t(k, p)
        ON CONFLICT (key) DO UPDATE SET
          points = CASE WHEN rate_limits.expire <= ${now} THEN EXCLUDED.points
                        ELSE rate_limits.points + EXCLUDED.points END,
          expire = CASE WHEN rate_limits.expire <= ${now} THEN EXCLUDED.expire
                        ELSE rate_limits.expire END
        RETURNING key, points, expire`;
      const skip = this.prefix.length + 1;
      for (const row of rows) {
        const state = this.#keys.get(row.key.slice(skip));
        if (!state) continue;
        state.shared = row.points;
        state.expire = Number(row.expire);
      }
    } catch (err) {
      // The database is away: keep the hits, so the local count still holds and a later sync
      // writes them.
      keys.forEach((key, i) => {
        const state = this.#keys.get(key);
        if (state) state.pending += hits[i] ?? 0;
      });
      this.#timer ??= setTimeout(() => void this.flush(), BATCH_SYNC_MS * 5).unref();
      this.onSyncError(err);
    }
  }
}
