import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { MARKETING_META } from '../../common/page-meta';
import { makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { createApp } from './app';

const t = useTestApp();

/** A stand-in for the Vite build: index.html plus one hashed asset. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.resolve('.data', 'client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>FitScout</title><meta name="description" content="Home" /></head><body><div id="root"></div></body></html>',
  );
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
    const page = await http.get('/dashboard').expect(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const missing = await http.get('/definitely/not/a/page').expect(404);
    expect(missing.text).toContain('<div id="root">');
  });

  it('never answers /api paths with the HTML page', async () => {
    const res = await http.get('/api/nope').expect(404);
    expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('injects OpenGraph and Twitter-card tags for a public profile link, escaped', async () => {
    const profile = await makeAthleteProfile(t.db, {
      overrides: {
        firstName: 'Ana "<b>"',
        lastName: 'Cruz',
        sport: 'Soccer',
        position: 'ST',
        classYear: 'Senior',
        profilePictureUrl: 'https://images.example.test/ana.jpg',
      },
    });
    const res = await http.get(`/athlete/${profile.id}`).expect(200);
    expect(res.text).toContain(
      '<meta property="og:title" content="Ana &quot;&lt;b&gt;&quot; Cruz — Soccer ST" />',
    );
    expect(res.text).toContain('<meta property="og:description" content="Soccer · ST · Senior.');
    expect(res.text).toContain('<meta property="og:image" content="https://images.example.test/ana.jpg" />');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.text).not.toContain('og:url');
    expect(res.text).not.toContain('<b>');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    // A marketing page gets its own tags; any other page keeps the site's own head.
    const home = await http.get('/').expect(200);
    expect(home.text).toContain(
      '<meta property="og:title" content="FitScout — explainable college recruiting matches" />',
    );
    const waitlist = await http.get('/waitlist').expect(200);
    expect(waitlist.text).toContain(
      `<meta property="og:title" content="${MARKETING_META['/waitlist'].title}" />`,
    );
    const preview = await http.get('/preview').expect(200);
    expect(preview.text).not.toContain('og:title');
    const unknown = await http.get('/athlete/00000000-0000-4000-8000-000000000000').expect(200);
    expect(unknown.text).toContain('<title>FitScout</title>');
  });

  it('names the configured public origin in og:url, never the Host a request claims', async () => {
    const profile = await makeAthleteProfile(t.db);
    const configured = supertest(
      createApp(
        { ...t.deps, env: { ...t.deps.env, PUBLIC_URL: 'https://fitscout.example' } },
        { clientDir: fakeClientDir() },
      ),
    );
    for (const path of [`/athlete/${profile.id}`, '/hs']) {
      const res = await configured.get(path).set('Host', 'evil.example').expect(200);
      expect(res.text).toContain(`<meta property="og:url" content="https://fitscout.example${path}" />`);
      expect(res.text).not.toContain('evil.example');
    }
    const unconfigured = await http.get(`/athlete/${profile.id}`).set('Host', 'evil.example').expect(200);
    expect(unconfigured.text).not.toContain('evil.example');
  });

  it('lets browsers and shared caches keep a public profile page briefly, with an ETag', async () => {
    const profile = await makeAthleteProfile(t.db);
    const first = await http.get(`/athlete/${profile.id}`).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(first.headers.etag).toBeTruthy();
    await http.get(`/athlete/${profile.id}`).set('If-None-Match', first.headers.etag!).expect(304);
    // Any other app page stays uncached.
    expect((await http.get('/athlete/00000000-0000-4000-8000-000000000000')).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});
