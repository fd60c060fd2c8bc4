import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp({
  ADMIN_PASSWORD: 'right-password',
  RATE_LIMIT_WAITLIST_JOIN: '3/60',
  RATE_LIMIT_ADMIN_FAIL: '2/60',
});

const body = () => ({
  segment: 'coach',
  name: 'Coach',
  email: uniqueEmail('rl'),
  coachRole: 'HC',
  coachSchool: 'S',
  division: 'D1',
  consent: true,
});

describe('rate limits', () => {
  it('waitlist join: 429 with Retry-After and a clear message once over the per-IP limit', async () => {
    for (let i = 0; i < 3; i++) await t.http().post('/api/waitlist').send(body()).expect(200);
    const res = await t.http().post('/api/waitlist').send(body()).expect(429);
    expect(res.body).toEqual({
      error: 'Too many sign-ups from this network. Please try again later.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('admin: failed passwords block the IP, even for the right password afterwards', async () => {
    await t.http().get('/api/admin/waitlist/stats').set('Authorization', 'Bearer wrong').expect(401);
    await t.http().get('/api/admin/waitlist/stats').set('Authorization', 'Bearer wrong').expect(401);
    const blocked = await t
      .http()
      .get('/api/admin/waitlist/stats')
      .set('Authorization', 'Bearer right-password')
      .expect(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.body.error).toBe('Too many failed admin attempts. Please wait and try again.');
  });
});
