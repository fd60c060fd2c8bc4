import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { useTestApp } from './test/harness';

const t = useTestApp();

/** A stand-in for the Vite build: index.html plus one hashed asset. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.resolve('.data', 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-AbC123xy.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'theme-init.js'), '');
  return dir;
}

describe('serving the built client', () => {
  const http = supertest(createApp(t.deps, { clientDir: fakeClientDir() }));

  it('caches hashed assets for a year and unhashed files not at all', async () => {
    const asset = await http.get('/assets/index-AbC123xy.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await http.get('/theme-init.js').expect(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('answers client routes with index.html (200) and unknown paths with it too, as 404', async () => {
    const page = await http.get('/athlete/123').expect(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await http.get('/definitely/not/a/page').expect(404);
    expect(missing.text).toContain('<div id="root">');
  });

  it('never answers /api paths with the HTML page', async () => {
    const res = await http.get('/api/nope').expect(404);
    expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });
});
