import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

const t = useTestApp();

describe('foundation HTTP behaviour', () => {
  it('GET /healthz reports the database as up', async () => {
    const res = await t.http().get('/healthz').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('an unknown /api path answers JSON 404, never the HTML page', async () => {
    const res = await t.http().get('/api/does-not-exist').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  it('malformed JSON answers 400, not 500', async () => {
    const res = await t
      .http()
      .post('/api/auth/user')
      .set('content-type', 'application/json')
      .send('{"broken":')
      .expect(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });

  it('a body over 100 KB answers 413', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(110 * 1024) });
    const res = await t
      .http()
      .post('/api/waitlist')
      .set('content-type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sets security headers with a CSP that allows the video embeds', async () => {
    const res = await t.http().get('/healthz');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://www.youtube.com');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves a valid OpenAPI 3.1 document built from the REST table', async () => {
    const res = await t.http().get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/healthz'].get.operationId).toBe('system.health');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('tRPC answers at /trpc with superjson', async () => {
    const res = await t.http().get('/trpc/system.health').expect(200);
    expect(res.body.result.data.json).toMatchObject({ status: 'ok', database: 'up' });
  });
});
