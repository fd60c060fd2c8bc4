import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { appRouter } from './root';

const ADMIN_PASSWORD = 'fuzz-admin-password';
const t = useTestApp({ ADMIN_PASSWORD });

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).map(([path, p]) => ({ path, type: p._def.type }));

/** Nesting far deeper than any schema, as raw JSON text (no library builds it for us). */
const deeplyNested = (depth: number) => `{"json":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Huge strings, sized to what the transport carries: a query's input must fit in a URL. */
const hostileString = (huge: number) =>
  fc.oneof(
    fc.string().map((s) => `${s}\u0000${s}`),
    fc.constant('\u0000'),
    fc.string().map((s) => `${s}\ud800${s}`),
    fc.constantFrom('\udfff', 'a\udc00\ud800b'),
    fc.string({ minLength: huge, maxLength: huge + 500 }),
    fc.constant('<script>alert(1)</script>'),
  );
/** Cookies another site on the domain could set: undecodable percent signs, junk. */
const hostileCookie = fc.option(
  fc.oneof(
    fc.constantFrom('_ga=100%', 'session=%E0%A4%A', 'a=%; session=%zz'),
    fc.stringMatching(/^[\x21-\x7e ]{0,60}$/),
  ),
);
const keys = fc.constantFrom(
  'id',
  'userId',
  'email',
  'segment',
  'sport',
  'position',
  'bio',
  'url',
  'handle',
  'code',
);
/**
 * The raw text of a request body or `input`: superjson envelopes, bare values, junk, and deep
 * nesting (a query's nesting stays within what fits in a URL).
 */
const rawInput = (type: string) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ json: v })),
    fc
      .dictionary(
        keys,
        fc.oneof(hostileString(type === 'query' ? 1_000 : 20_000), fc.jsonValue({ maxDepth: 2 })),
      )
      .map((v) => JSON.stringify({ json: v })),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '{"json":',
      '{"json":{"__proto__":{"x":1}}}',
      '{"meta":{"values":{"a":["bigint"]}},"json":{"a":"x"}}',
    ),
    type === 'query'
      ? fc.constant(deeplyNested(1_000))
      : fc.constantFrom(deeplyNested(2_000), deeplyNested(20_000)),
  );

/**
 * The tRPC twin of the REST fuzz test: every procedure, signed in and with the admin bearer, gets
 * hostile input by its own transport (queries as ?input=, mutations as a POST body). None may
 * answer 5xx, and every error carries a message.
 */
describe('tRPC procedures under random input', () => {
  it('never answer 5xx, and errors always carry a message', async () => {
    expect(procedures.length).toBeGreaterThan(25);
    const { agent } = await t.signedInAgent();
    for (const { path, type } of procedures) {
      await fc.assert(
        fc.asyncProperty(rawInput(type), hostileCookie, async (input, cookie) => {
          // A hostile cookie replaces the session's (the agent's own jar would parse it first).
          const client = cookie === null ? agent : t.http();
          const req =
            type === 'query'
              ? client
                  .get(`/trpc/${path}?input=${encodeURIComponent(input)}`)
                  .set('Authorization', `Bearer ${ADMIN_PASSWORD}`)
              : client
                  .post(`/trpc/${path}`)
                  .set('Authorization', `Bearer ${ADMIN_PASSWORD}`)
                  .set('Content-Type', 'application/json');
          if (cookie !== null) req.set('Cookie', cookie);
          const res = type === 'query' ? await req : await req.send(input);
          const label = `${type} ${path} ${input.slice(0, 80)} → ${res.status} ${res.text.slice(0, 200)}`;
          expect(res.status, label).toBeLessThan(500);
          if (res.status >= 400)
            expect(/\S/.test(String(res.body.error?.json?.message ?? '')), label).toBe(true);
        }),
        { numRuns: 15, endOnFailure: true },
      );
    }
  }, 180_000);
});
