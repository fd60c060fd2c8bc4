import { describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH } from '../../../common/constants';
import { useTestApp } from '../../test/harness';

const t = useTestApp({ RATE_LIMIT_DEMO: '2/60' });

const batchGet = (procedure: string, calls: number) => {
  const paths = Array.from({ length: calls }, () => procedure).join(',');
  const input = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { json: null }]));
  return t.agent().get(`/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
};

describe('tRPC batches', () => {
  it(`run up to ${TRPC_MAX_BATCH} calls, and refuse a larger batch with a 400 before running any`, async () => {
    const allowed = await batchGet('waitlist.stats', TRPC_MAX_BATCH);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toHaveLength(TRPC_MAX_BATCH);
    const refused = await batchGet('waitlist.stats', TRPC_MAX_BATCH + 1);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Batch call exceeds maximum size');
  });

  it('count each call of a batch against the rate limit, and a 429 carries Retry-After', async () => {
    const call = { json: { position: 'WR', gpa: 3.2, fortyYardDash: 4.6 } };
    const res = await t
      .agent()
      .post('/trpc/match.demo,match.demo,match.demo?batch=1')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ 0: call, 1: call, 2: call }));
    const outcomes = (
      res.body as { result?: unknown; error?: { json: { data: { httpStatus: number } } } }[]
    ).map((r) => (r.error ? r.error.json.data.httpStatus : 200));
    // The calls of a batch run concurrently, so which one is refused may vary.
    expect(outcomes.sort()).toEqual([200, 200, 429]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
