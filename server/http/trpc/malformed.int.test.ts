import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, useTestApp } from '../../test/harness';
import { MALFORMED_MESSAGE } from './init';

const t = useTestApp();

describe('malformed tRPC requests', () => {
  const cases: [string, (a: ReturnType<typeof t.agent>) => Promise<{ status: number; text: string }>][] = [
    ['a batch whose input is null', (a) => a.get('/trpc/waitlist.stats?batch=1&input=null')],
    ['a batch whose input is not JSON', (a) => a.get('/trpc/waitlist.stats?batch=1&input=%7Bnope')],
    ['a procedure path that does not percent-decode', (a) => a.get('/trpc/%E0%A4%A')],
    ['a batch path that does not percent-decode', (a) => a.get('/trpc/waitlist.stats,%E0%A4%A?batch=1')],
    [
      'a batch body that is a bare string',
      (a) => a.post('/trpc/waitlist.join?batch=1').set('Content-Type', 'application/json').send('"x"'),
    ],
  ];
  for (const [name, send] of cases)
    it(`${name}: a 4xx that says so, with no internal text or stack`, async () => {
      const res = await send(t.agent());
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.text).not.toMatch(/Cannot (destructure|read)|TypeError|at \w+ \(|node_modules/);
      expect(res.text).toMatch(new RegExp(`${MALFORMED_MESSAGE}|batch|Unexpected|JSON`, 'i'));
      expect(res.text).not.toContain('stack');
    });
});

describe('response headers', () => {
  it('the private answers carry Cache-Control: no-store', async () => {
    const { agent, user } = await t.signedInAgent();
    for (const path of ['/api/auth/user', `/api/athlete-profiles/user/${user.id}`])
      expect((await agent.get(path)).headers['cache-control'], path).toBe('no-store');
    const admin = await t.agent().get('/api/admin/waitlist/stats');
    expect(admin.headers['cache-control']).toBe('no-store');
  });

  it('a tRPC body declared too large is refused from its Content-Length, before it is read', async () => {
    const res = await t
      .agent()
      .post('/trpc/waitlist.join')
      .set('Content-Type', 'application/json')
      .set('Content-Length', String(50 * 1024 * 1024))
      .send('{}')
      .catch(
        (err: { response: { status: number; body: { error: { json: { message: string } } } } }) =>
          err.response,
      );
    expect(res.status).toBe(413);
    expect(res.body.error.json.message).toBe('Request body is too large');
  });

  it('the CSRF check compares the scheme too: an https origin is not this http site', async () => {
    const { agent } = await t.signedInAgent();
    const cross = await agent.post('/api/logout').set('Origin', TEST_ORIGIN.replace('http://', 'https://'));
    expect(cross.status).toBe(403);
    const same = await agent.post('/api/logout').set('Origin', TEST_ORIGIN);
    expect(same.status).not.toBe(403);
  });
});
