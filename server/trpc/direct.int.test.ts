import http from 'node:http';
import express from 'express';
import fc from 'fast-check';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH } from '../../common/constants';
import { trpcAdapter } from '../app';
import { sessionMiddleware } from '../auth/middleware';
import { hsSignup, makeAthleteProfile, PREVIEW_INPUT, uniqueEmail } from '../test/factories';
import { TEST_PASSWORD, useTestApp } from '../test/harness';
import { trpcDirect } from './direct';
import { procedures } from './procedures';

const t = useTestApp();

/** `/trpc` alone, behind the session middleware: tRPC's adapter, with or without our path in front. */
function trpcApp(withDirect: boolean) {
  const app = express();
  app.use('/trpc', sessionMiddleware(t.deps.auth, t.deps.health));
  if (withDirect) app.use('/trpc', trpcDirect(t.deps));
  app.use('/trpc', trpcAdapter(t.deps));
  return app;
}
const ours = trpcApp(true);
const theirs = trpcApp(false);

// system.health is left out: its answer carries the instance's uptime, which moves between two calls.
const QUERIES = Object.entries(procedures)
  .filter(([path, p]) => p?._def.type === 'query' && path !== 'system.health')
  .map(([path]) => path);
// Writes whose answer to the same request is the same twice. Left out: auth.logout (it ends the
// session the next case signs in with) and the imports (a valid input fetches a third-party page);
// both have fixed cases below.
const MUTATIONS = Object.entries(procedures)
  .filter(([path, p]) => p?._def.type === 'mutation' && path !== 'auth.logout' && !path.startsWith('import.'))
  .map(([path]) => path);
const DEMO = { position: 'CB', gpa: 3.2, fortyYardDash: 4.6 };

let cookie = '';
let ids: { profileId: string; userId: string; otherProfileId: string };

beforeAll(async () => {
  const res = await t
    .agent()
    .post('/api/login')
    .send({ email: uniqueEmail(), password: TEST_PASSWORD, intent: 'signup' });
  expect(res.status).toBe(200);
  cookie = (res.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  const userId = (res.body as { user: { id: string } }).user.id;
  const profile = await makeAthleteProfile(t.db, { userId });
  const other = await makeAthleteProfile(t.db);
  ids = { profileId: profile.id, userId, otherProfileId: other.id };
});

type Method = 'GET' | 'HEAD' | 'POST';

function send(app: express.Express, method: Method, url: string, signedIn: boolean, body = '{}') {
  let req = supertest(app)[method === 'GET' ? 'get' : method === 'HEAD' ? 'head' : 'post'](url);
  if (signedIn) req = req.set('Cookie', cookie);
  return method === 'POST' ? req.set('Content-Type', 'application/json').send(body) : req;
}

/** What a client reads of an answer: status, content type, `vary` and the parsed body. */
async function answerOf(app: express.Express, method: Method, url: string, signedIn: boolean, body?: string) {
  const res = await send(app, method, url, signedIn, body);
  return {
    status: res.status,
    contentType: res.headers['content-type'],
    vary: res.headers.vary,
    body: res.text ? JSON.parse(res.text) : null,
  };
}

async function expectSameAnswer(method: Method, url: string, signedIn: boolean, body?: string) {
  const [a, b] = [
    await answerOf(ours, method, url, signedIn, body),
    await answerOf(theirs, method, url, signedIn, body),
  ];
  expect(a, `${method} ${url} ${body ?? ''}${signedIn ? ' (signed in)' : ''}`).toEqual(b);
  return a;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const envelope = (json: unknown) => JSON.stringify({ json });
const batchOf = (...inputs: unknown[]) =>
  JSON.stringify(Object.fromEntries(inputs.map((json, i) => [i, json === undefined ? undefined : { json }])));

/** A JSON value's shape: its keys and the types of its leaves, for answers that differ by an id. */
const shapeOf = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shapeOf)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
      : typeof value;

describe('tRPC reads answered without the Fetch translation', () => {
  it('give tRPC’s own answer: results, errors, batches of both, signed in and out', async () => {
    const cases: [string, boolean][] = [
      ['/trpc/waitlist.stats', false],
      ['/trpc/auth.me', false],
      ['/trpc/auth.me', true],
      ['/trpc/athlete.mine', true],
      ['/trpc/athlete.mine', false],
      [`/trpc/athlete.byId?input=${input({ json: { id: ids.profileId } })}`, false],
      [`/trpc/athlete.byId?input=${input({ json: { id: 'not-a-uuid' } })}`, false],
      [`/trpc/athlete.byId?input=${input({ json: { id: '00000000-0000-4000-8000-000000000000' } })}`, false],
      [`/trpc/match.forAthlete?input=${input({ json: { athleteId: ids.otherProfileId } })}`, true],
      [`/trpc/auth.me,athlete.mine?batch=1&input=${input({})}`, true],
      [`/trpc/auth.me,athlete.mine?batch=1`, false],
      [
        `/trpc/athlete.byId,athlete.readiness,waitlist.stats?batch=1&input=${input({
          0: { json: { id: ids.profileId } },
          1: { json: { id: ids.profileId } },
        })}`,
        false,
      ],
      [
        `/trpc/athlete.divisionReadiness,athlete.whatIf?batch=1&input=${input({ 0: { json: { id: ids.profileId } } })}`,
        true,
      ],
    ];
    const statuses = new Set<number>();
    for (const [url, signedIn] of cases) statuses.add((await expectSameAnswer('GET', url, signedIn)).status);
    // The cases reach every kind of answer: success, a bad input, signed out, not found, a mixed batch.
    expect([...statuses].sort()).toEqual([200, 207, 400, 401, 403, 404]);
  });

  it('leave the rest to tRPC’s adapter, which answers it as before', async () => {
    const cases: [Method, string][] = [
      ['GET', '/trpc/no.such'],
      ['GET', '/trpc/waitlist.join'],
      ['GET', '/trpc/__proto__'],
      ['GET', '/trpc/waitlist.stats,waitlist.join?batch=1'],
      [
        'GET',
        `/trpc/${Array(TRPC_MAX_BATCH + 1)
          .fill('waitlist.stats')
          .join(',')}?batch=1`,
      ],
      ['GET', '/trpc/waitlist.stats?batch=1&input=null'],
      ['GET', `/trpc/waitlist.stats?batch=1&input=${input([{ json: null }])}`],
      ['GET', '/trpc/athlete.byId?input=%7Bnope'],
      ['POST', '/trpc/auth.me'],
      ['POST', '/trpc/waitlist.stats?batch=1'],
    ];
    for (const [method, url] of cases) {
      const answer = await expectSameAnswer(method, url, false);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
    }
    expect((await send(ours, 'HEAD', '/trpc/waitlist.stats', false)).status).toBe(204);
  });

  it('answer any query, batched or not, with any input, exactly as tRPC does', async () => {
    const knownIds = fc.constantFrom(
      { id: ids.profileId },
      { id: ids.otherProfileId },
      { athleteId: ids.profileId },
      { athleteId: ids.otherProfileId },
      { userId: ids.userId },
      { code: 'ABCDEFGH' },
    );
    const anyInput = fc.oneof(
      knownIds.map((json) => ({ json })),
      fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
    );
    const request = fc.record({
      paths: fc.array(fc.constantFrom(...QUERIES), { minLength: 1, maxLength: 4 }),
      inputs: fc.array(anyInput, { maxLength: 4 }),
      batch: fc.boolean(),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ paths, inputs, batch, signedIn }) => {
        const url = batch
          ? `/trpc/${paths.join(',')}?batch=1&input=${input(Object.fromEntries(inputs.map((v, i) => [i, v])))}`
          : `/trpc/${paths[0]}${inputs[0] === undefined ? '' : `?input=${input(inputs[0])}`}`;
        await expectSameAnswer('GET', url, signedIn);
      }),
      { numRuns: 150 },
    );
  });
});

describe('tRPC writes answered without the Fetch translation', () => {
  it('give tRPC’s own answer: results, errors, batches of both, signed in and out', async () => {
    const other = ids.otherProfileId;
    const cases: [string, string, boolean][] = [
      ['/trpc/match.preview', envelope(PREVIEW_INPUT), false],
      ['/trpc/match.preview?batch=1', batchOf(PREVIEW_INPUT), false],
      ['/trpc/match.preview?batch=1', batchOf({ ...PREVIEW_INPUT, sport: '' }), false],
      ['/trpc/match.preview,match.demo?batch=1', batchOf(PREVIEW_INPUT, DEMO), false],
      ['/trpc/match.preview,match.demo?batch=1', batchOf(PREVIEW_INPUT, { position: 'CB' }), false],
      ['/trpc/match.demo', envelope({ position: 'CB', gpa: 3.2 }), false],
      ['/trpc/waitlist.join?batch=1', batchOf({ email: 'not-an-email' }), false],
      ['/trpc/athlete.create?batch=1', batchOf({ firstName: 'A' }), false],
      ['/trpc/athlete.update?batch=1', batchOf({ id: other, firstName: 'Taken' }), true],
      ['/trpc/match.generate?batch=1', batchOf({ athleteId: other }), true],
      ['/trpc/match.generate?batch=1', batchOf({ athleteId: '00000000-0000-4000-8000-000000000000' }), true],
      ['/trpc/import.x?batch=1', batchOf({ handle: 'someone' }), false],
      ['/trpc/auth.logout?batch=1', batchOf(undefined), false],
      ['/trpc/match.preview?batch=1', '{}', false],
      ['/trpc/match.preview', envelope('\u0000'), false],
    ];
    const statuses = new Set<number>();
    for (const [url, body, signedIn] of cases)
      statuses.add((await expectSameAnswer('POST', url, signedIn, body)).status);
    expect([...statuses].sort()).toEqual([200, 207, 400, 401, 403, 404]);
  });

  it('a write that changes something answers in tRPC’s shape', async () => {
    const a = await answerOf(ours, 'POST', '/trpc/waitlist.join?batch=1', false, batchOf(hsSignup()));
    const b = await answerOf(theirs, 'POST', '/trpc/waitlist.join?batch=1', false, batchOf(hsSignup()));
    expect(a.status).toBe(200);
    expect({ ...a, body: shapeOf(a.body) }).toEqual({ ...b, body: shapeOf(b.body) });
  });

  it('leave the rest to tRPC’s adapter, which answers it as before', async () => {
    const cases: [string, string][] = [
      ['/trpc/match.preview', '{nope'],
      ['/trpc/match.preview', ''],
      ['/trpc/match.preview?batch=1', '[]'],
      ['/trpc/match.preview?batch=1', 'null'],
      ['/trpc/match.preview,waitlist.stats?batch=1', batchOf(PREVIEW_INPUT)],
      ['/trpc/no.such', envelope(PREVIEW_INPUT)],
      [
        `/trpc/${Array(TRPC_MAX_BATCH + 1)
          .fill('match.preview')
          .join(',')}?batch=1`,
        '{}',
      ],
      ['/trpc/match.preview?connectionParams=1', envelope(PREVIEW_INPUT)],
    ];
    for (const [url, body] of cases) {
      const answer = await expectSameAnswer('POST', url, false, body);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
    }
    // Another content type, and a body of unknown length (streamed in chunks): tRPC's adapter reads it.
    for (const app of [ours, theirs]) {
      const text = await supertest(app)
        .post('/trpc/match.demo')
        .set('Content-Type', 'text/plain')
        .send(envelope(DEMO));
      expect(text.status).toBe(415);
    }
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const server = ours.listen(0, () => {
        const { port } = server.address() as { port: number };
        const req = http.request(
          { port, method: 'POST', path: '/trpc/match.demo', headers: { 'content-type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => server.close(() => resolve({ status: res.statusCode!, body })));
          },
        );
        req.on('error', reject);
        req.write(envelope(DEMO).slice(0, 10));
        req.end(envelope(DEMO).slice(10));
      });
    });
    expect(streamed.status).toBe(200);
    expect(JSON.parse(streamed.body).result.data.json.length).toBeGreaterThan(0);
  });

  it('answer any write, batched or not, with any input, exactly as tRPC does', async () => {
    const knownInputs = fc.constantFrom(
      PREVIEW_INPUT,
      DEMO,
      { athleteId: ids.otherProfileId },
      { id: ids.otherProfileId, bio: 'x' },
      { email: 'someone@example' },
    );
    const anyInput = fc.oneof(
      knownInputs.map((json) => ({ json })),
      fc.jsonValue({ maxDepth: 2 }).map((json) => ({ json })),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
    );
    const request = fc.record({
      paths: fc.array(fc.constantFrom(...MUTATIONS), { minLength: 1, maxLength: 4 }),
      inputs: fc.array(anyInput, { maxLength: 4 }),
      batch: fc.boolean(),
      signedIn: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ paths, inputs, batch, signedIn }) => {
        const [url, body] = batch
          ? [
              `/trpc/${paths.join(',')}?batch=1`,
              JSON.stringify(Object.fromEntries(inputs.map((v, i) => [i, v]))),
            ]
          : [`/trpc/${paths[0]}`, JSON.stringify(inputs[0] ?? null)];
        await expectSameAnswer('POST', url, signedIn, body);
      }),
      { numRuns: 150 },
    );
  });
});

describe('tRPC calls on this path', () => {
  it.each([
    ['GET', '/trpc/waitlist.stats', undefined],
    ['POST', '/trpc/match.demo', envelope(DEMO)],
  ] as const)(
    'are what the app itself answers: %s in one write with its length, not through tRPC’s stream',
    async (method, url, body) => {
      const app =
        method === 'GET'
          ? await t.http().get(url)
          : await t.http().post(url).set('Content-Type', 'application/json').send(body);
      const adapter = await send(theirs, method, url, false, body);
      expect(adapter.headers['transfer-encoding']).toBe('chunked');
      expect(app.status).toBe(200);
      expect(app.headers['transfer-encoding']).toBeUndefined();
      expect(Number(app.headers['content-length'])).toBe(Buffer.byteLength(app.text));
      expect(JSON.parse(app.text)).toEqual(JSON.parse(adapter.text));
    },
  );
});
