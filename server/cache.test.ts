import { describe, expect, it } from 'vitest';
import { cachedPerDatabase } from './cache';
import type { DB } from './db';

const db = {} as DB;

describe('cachedPerDatabase', () => {
  it('reads once per ttl, shares a read between concurrent callers, and reads again after the ttl', async () => {
    let reads = 0;
    const cache = cachedPerDatabase(30, async () => ++reads);
    expect(await Promise.all([cache.get(db), cache.get(db)])).toEqual([1, 1]);
    expect(await cache.get(db)).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.get(db)).toBe(2);
  });

  it('folds in a write that began after the read, and drops a value that may already hold the write', async () => {
    let reads = 0;
    const cache = cachedPerDatabase(10_000, async () => 100 + 10 * reads++);
    expect(await cache.get(db)).toBe(100);
    cache.update(db, Date.now() + 1, (n) => n + 1);
    expect(await cache.get(db)).toBe(101);
    expect(reads).toBe(1);

    // A write that began before the cached read finished: the read may include it, so re-read.
    cache.update(db, 0, (n) => n + 1);
    expect(await cache.get(db)).toBe(110);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const cache = cachedPerDatabase(10_000, async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return 'ok';
    });
    await expect(cache.get(db)).rejects.toThrow('database away');
    expect(await cache.get(db)).toBe('ok');
  });
});
