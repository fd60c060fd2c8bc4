import { describe, expect, it } from 'vitest';
import { cachedPerDatabase, type SnapshotRead, visibleIn } from './cache';
import type { DB } from './db';

const db = {} as DB;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A read whose result the test hands over when it wants, to put writes before, during and after it. */
function controlledReads<T>() {
  const pending: ((r: SnapshotRead<T>) => void)[] = [];
  let reads = 0;
  return {
    read: () => {
      reads++;
      return new Promise<SnapshotRead<T>>((resolve) => pending.push(resolve));
    },
    settle: (value: T, snapshot: string) => pending.shift()!({ value, snapshot }),
    count: () => reads,
  };
}

describe('visibleIn', () => {
  it("follows PostgreSQL's rule: before xmin yes, from xmax no, in between unless still running", () => {
    expect(visibleIn('100:105:101,103', '99')).toBe(true);
    expect(visibleIn('100:105:101,103', '100')).toBe(true);
    expect(visibleIn('100:105:101,103', '101')).toBe(false);
    expect(visibleIn('100:105:101,103', '102')).toBe(true);
    expect(visibleIn('100:105:101,103', '105')).toBe(false);
    expect(visibleIn('100:100:', '100')).toBe(false);
    // xid8 values outgrow a double's exact range; compared as integers, not floats.
    expect(visibleIn('9007199254740993:9007199254740995:', '9007199254740994')).toBe(true);
    expect(visibleIn('9007199254740993:9007199254740995:9007199254740994', '9007199254740994')).toBe(false);
  });
});

describe('cachedPerDatabase', () => {
  it('shares the first read, then answers at once and refreshes in the background after the ttl', async () => {
    const reads = controlledReads<number>();
    const cache = cachedPerDatabase(30, reads.read);
    const first = Promise.all([cache.get(db), cache.get(db)]);
    reads.settle(1, '10:10:');
    expect(await first).toEqual([1, 1]);
    expect(await cache.get(db)).toBe(1);
    expect(reads.count()).toBe(1);

    await sleep(40);
    // Stale: answered from memory while one read runs.
    expect(await cache.get(db)).toBe(1);
    expect(await cache.get(db)).toBe(1);
    expect(reads.count()).toBe(2);
    reads.settle(2, '11:11:');
    await sleep(0);
    expect(await cache.get(db)).toBe(2);
  });

  it('folds in an own write the read did not see, and not one it did', async () => {
    const reads = controlledReads<number>();
    const cache = cachedPerDatabase(10_000, reads.read);
    const first = cache.get(db);
    reads.settle(100, '50:52:51');
    expect(await first).toBe(100);

    cache.update(db, '49', (n) => n + 1); // committed before the snapshot: already counted
    expect(await cache.get(db)).toBe(100);
    cache.update(db, '51', (n) => n + 1); // running when the count was taken
    cache.update(db, '52', (n) => n + 1); // began after it
    expect(await cache.get(db)).toBe(102);
    expect(reads.count()).toBe(1);
  });

  it('settles writes made while a read runs by that read’s snapshot, counting each once', async () => {
    const reads = controlledReads<number>();
    const cache = cachedPerDatabase(20, reads.read);
    const first = cache.get(db);
    reads.settle(100, '50:50:');
    await first;
    await sleep(30);
    expect(await cache.get(db)).toBe(100); // starts a refresh
    cache.update(db, '50', (n) => n + 1); // committed before the refresh's snapshot
    cache.update(db, '53', (n) => n + 1); // committed after it
    expect(await cache.get(db)).toBe(102); // the stale value, with both writes
    // The refresh counted 50 itself (the count went to 101); 53 is added once.
    reads.settle(101, '53:53:');
    await sleep(0);
    expect(await cache.get(db)).toBe(102);
  });

  it('reports a failed first read, and after a failed refresh reads again on the next call', async () => {
    let calls = 0;
    const cache = cachedPerDatabase(20, async (): Promise<SnapshotRead<string>> => {
      calls++;
      if (calls === 1 || calls === 3) throw new Error('database away');
      return { value: `read ${calls}`, snapshot: '1:1:' };
    });
    await expect(cache.get(db)).rejects.toThrow('database away');
    expect(await cache.get(db)).toBe('read 2');
    await sleep(30);
    expect(await cache.get(db)).toBe('read 2'); // the refresh (call 3) fails in the background
    await sleep(0);
    expect(await cache.get(db)).toBe('read 4');
  });
});
