import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ RATE_LIMIT_PREVIEW: '2/60', RATE_LIMIT_DEMO: '1/60' });

describe('preview and demo are rate limited', () => {
  it('preview answers 429 with Retry-After past its limit', async () => {
    for (let i = 0; i < 2; i++)
      await t.http().post('/api/v1/matches/preview').send({ sport: 'football' }).expect(200);
    const res = await t.http().post('/api/v1/matches/preview').send({ sport: 'football' }).expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('demo answers 429 past its limit', async () => {
    const body = { position: 'WR', gpa: '3.0', fortyYardDash: '4.6' };
    await t.http().post('/api/matches/demo').send(body).expect(200);
    await t.http().post('/api/matches/demo').send(body).expect(429);
  });
});
