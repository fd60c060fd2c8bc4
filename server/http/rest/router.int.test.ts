import { describe, expect, it } from 'vitest';
import { makeAthleteProfile } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

/** The REST table is an Express Router: Express's own routing defaults hold. */
describe('REST route matching', () => {
  it('matches fixed paths case-insensitively and with a trailing slash, and HEAD as GET', async () => {
    for (const path of ['/api/waitlist/stats', '/API/Waitlist/Stats', '/api/waitlist/stats/'])
      expect((await t.http().get(path)).body, path).toMatchObject({ total: expect.any(Number) });
    expect((await t.http().head('/api/waitlist/stats')).status).toBe(200);
  });

  it('passes decoded path parameters to the procedure, and tells the routes apart', async () => {
    const profile = await makeAthleteProfile(t.db);
    const byId = await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(200);
    expect(byId.body.id).toBe(profile.id);
    const byUser = await t.http().get(`/api/athlete-profiles/user/${profile.userId}`).expect(200);
    expect(byUser.body.id).toBe(profile.id);
    const readiness = await t.http().get(`/api/athlete-profiles/${profile.id}/readiness`).expect(200);
    expect(readiness.body).toHaveProperty('score');
  });

  it('a parameter that does not decode is a 400; a wrong method or unknown path is the JSON 404', async () => {
    const bad = await t.http().get('/api/athlete-profiles/%E0%A4%A');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect((await t.http().delete('/api/waitlist/stats')).status).toBe(404);
    expect((await t.http().get('/api/athlete-profiles/a/b/c/d')).body.code).toBe('NOT_FOUND');
  });
});

describe('HTTP caching', () => {
  it('public reads carry Cache-Control with stale-while-revalidate and an ETag that answers 304', async () => {
    for (const [path, control] of [
      ['/api/waitlist/stats', 'public, max-age=5, stale-while-revalidate=30'],
      ['/api/programs/coverage', 'public, max-age=300, stale-while-revalidate=3600'],
    ] as const) {
      const first = await t.http().get(path).expect(200);
      expect(first.headers['cache-control'], path).toBe(control);
      expect(first.headers.etag, path).toBeTruthy();
      await t.http().get(path).set('If-None-Match', first.headers.etag!).expect(304);
    }
  });

  it('a public answer that renews a session cookie is private, so no shared cache keeps the cookie', async () => {
    const { agent, user } = await t.signedInAgent();
    // A session past half its lifetime is renewed on its next request (a sliding 30 days).
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() + 24 * 3600 * 1000) })
      .where('userId', '=', user.id)
      .execute();
    const renewing = await agent.get('/api/waitlist/stats').expect(200);
    expect(String(renewing.headers['set-cookie'])).toContain('session=');
    expect(renewing.headers['cache-control']).toBe('private, max-age=5, stale-while-revalidate=30');
    const next = await agent.get('/api/waitlist/stats').expect(200);
    expect(next.headers['set-cookie']).toBeUndefined();
    expect(next.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
  });

  it('everything else stays no-store, over tRPC too', async () => {
    const profile = await makeAthleteProfile(t.db);
    for (const path of ['/trpc/waitlist.stats', `/api/athlete-profiles/${profile.id}`, '/api/auth/user'])
      expect((await t.http().get(path)).headers['cache-control'], path).toBe('no-store');
  });
});
