import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { REST_ROUTES } from './routes';

const ADMIN_PASSWORD = 'fuzz-admin-password';
const t = useTestApp({ ADMIN_PASSWORD });

/** Hostile strings: NUL characters and lone surrogates (PostgreSQL refuses both), huge and odd text. */
const hostileString = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constant('\u0000'),
  fc.string().map((s) => `${s}\ud800${s}`),
  fc.constantFrom('\udfff', 'a\udc00\ud800b'),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 20_000, maxLength: 30_000 }),
  fc.constant('<script>alert(1)</script>'),
);
/** Any JSON value, including wrong types, huge numbers, nested junk and hostile strings. */
const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('name', 'email', 'bio', 'segment', 'handle', 'url'), hostileString),
  fc.dictionary(
    fc.constantFrom(
      'sport',
      'email',
      'segment',
      'athleteId',
      'gpa',
      'height',
      'bio',
      'metrics',
      'name',
      'position',
    ),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString),
  ),
);
/** Cookies another site on the domain could set: undecodable percent signs, junk, a stray session. */
const hostileCookie = fc.option(
  fc.oneof(
    fc.constantFrom('_ga=100%', 'session=%E0%A4%A', 'a=%; session=%zz', '=; ;;'),
    fc.stringMatching(/^[\x21-\x7e ]{0,60}$/),
  ),
);
const pathParam = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constant('%00'), fc.constant('..'));

/**
 * "Bad input gets a clear error": whatever arrives, in the body, the path or the cookies, no REST
 * route may answer 500,
 * and every error body is { error, code } with a human message.
 */
describe('REST routes under random input', () => {
  it('never answer 5xx, and errors always carry a message', async () => {
    const { agent } = await t.signedInAgent();
    for (const route of REST_ROUTES) {
      if (route.path === '/healthz') continue;
      await fc.assert(
        fc.asyncProperty(jsonBody, pathParam, hostileCookie, async (body, param, cookie) => {
          const url = route.path.replace(/\{\w+\}/g, encodeURIComponent(param));
          // A hostile cookie replaces the session's (the agent's own jar would parse it first).
          const client = cookie === null ? agent : t.http();
          let req = client[route.method](url).set('Authorization', `Bearer ${ADMIN_PASSWORD}`);
          if (cookie !== null) req = req.set('Cookie', cookie);
          if (route.method !== 'get')
            req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
          const res = await req;
          expect(
            res.status,
            `${route.method.toUpperCase()} ${url} → ${res.status} ${res.text.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body.error).toBe('string');
            expect(res.body.error.length).toBeGreaterThan(0);
          }
        }),
        { numRuns: 25 },
      );
    }
  }, 120_000);
});
