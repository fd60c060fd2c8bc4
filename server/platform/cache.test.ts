import { afterEach, describe, expect, it, vi } from 'vitest';
import { ttlCache } from './cache';
import type { DB } from './db/index';

const db = {} as DB;

afterEach(() => vi.useRealTimers());

describe('ttlCache', () => {
  it('reads once per ttl, shares a read in flight, and reads again once the ttl has passed', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const cache = ttlCache(2000, async () => ++reads);
    expect(await Promise.all([cache.get(db), cache.get(db)])).toEqual([1, 1]);
    vi.advanceTimersByTime(1999);
    expect(await cache.get(db)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await cache.get(db)).toBe(2);
  });

  it("shows this instance's own write at once after clear", async () => {
    let value = 'before';
    const cache = ttlCache(60_000, async () => value);
    expect(await cache.get(db)).toBe('before');
    value = 'after';
    expect(await cache.get(db)).toBe('before');
    cache.clear(db);
    expect(await cache.get(db)).toBe('after');
  });

  it('does not keep a failed read: the next caller reads again', async () => {
    let fail = true;
    const cache = ttlCache(60_000, async () => {
      if (fail) throw new Error('database away');
      return 'ok';
    });
    await expect(cache.get(db)).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get(db)).toBe('ok');
  });

  it('keeps one value per database handle', async () => {
    const other = {} as DB;
    const cache = ttlCache(60_000, async (handle) => (handle === db ? 'a' : 'b'));
    expect([await cache.get(db), await cache.get(other)]).toEqual(['a', 'b']);
  });
});
