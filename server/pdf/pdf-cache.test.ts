import { describe, expect, it } from 'vitest';
import { PdfCache } from './pdf-cache';

const bytes = (n: number) => new Uint8Array([n]);

describe('PdfCache', () => {
  it('shares a render in flight and keeps its result by version', async () => {
    const cache = new PdfCache();
    let renders = 0;
    const render = async () => bytes(++renders);
    const [a, b] = await Promise.all([cache.get('p@1', render), cache.get('p@1', render)]);
    expect(a).toBe(b);
    expect(await cache.get('p@1', render)).toBe(a);
    expect(await cache.get('p@2', render)).toEqual(bytes(2));
    expect(renders).toBe(2);
  });

  it('drops the least recently used beyond its size, and never keeps a failure', async () => {
    const cache = new PdfCache(2);
    let renders = 0;
    const render = async () => bytes(++renders);
    await cache.get('a', render);
    await cache.get('b', render);
    await cache.get('a', render); // a is now the most recent
    await cache.get('c', render); // drops b
    expect(renders).toBe(3);
    await cache.get('a', render);
    expect(renders).toBe(3);
    await cache.get('b', render);
    expect(renders).toBe(4);
    await expect(cache.get('x', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', render)).toEqual(bytes(5));
  });
});
