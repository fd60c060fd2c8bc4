import express from 'express';
import fc from 'fast-check';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH } from '../../common/constants';
import { trpcAdapter } from '../app';
import { sessionMiddleware } from '../auth/middleware';
import { makeAthleteProfile, uniqueEmail } from '../test/factories';
import { TEST_PASSWORD, useTestApp } from '../test/harness';
import { procedures } from './procedures';
import { trpcQueries } from './queries';

const t = useTestApp();

/** `/trpc` alone, behind the session middleware: tRPC's adapter, with or without our read path in front. */
function trpcApp(withQueries: boolean) {
  const app = express();
  app.use('/trpc', sessionMiddleware(t.deps.auth, t.deps.health));
  if (withQueries) app.use('/trpc', trpcQueries(t.deps));
  app.use('/trpc', trpcAdapter(t.deps));
  return app;
}
const ours = trpcApp(true);
const theirs = trpcApp(false);

// system.health is left out: its answer carries the instance's uptime, which moves between two calls.
const QUERIES = Object.entries(procedures)
  .filter(([path, p]) => p?._def.type === 'query' && path !== 'system.health')
  .map(([path]) => path);

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

function send(app: express.Express, method: 'GET' | 'HEAD' | 'POST', url: string, signedIn: boolean) {
  let req = supertest(app)[method === 'GET' ? 'get' : method === 'HEAD' ? 'head' : 'post'](url);
  if (signedIn) req = req.set('Cookie', cookie);
  return method === 'POST' ? req.set('Content-Type', 'application/json').send('{}') : req;
}

/** What a client reads of an answer: status, content type, `vary` and the parsed body. */
async function answerOf(
  app: express.Express,
  method: 'GET' | 'HEAD' | 'POST',
  url: string,
  signedIn: boolean,
) {
  const res = await send(app, method, url, signedIn);
  return {
    status: res.status,
    contentType: res.headers['content-type'],
    vary: res.headers.vary,
    body: res.text ? JSON.parse(res.text) : null,
  };
}

async function expectSameAnswer(method: 'GET' | 'HEAD' | 'POST', url: string, signedIn: boolean) {
  const [a, b] = [await answerOf(ours, method, url, signedIn), await answerOf(theirs, method, url, signedIn)];
  expect(a, `${method} ${url}${signedIn ? ' (signed in)' : ''}`).toEqual(b);
  return a;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

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
    const cases: ['GET' | 'HEAD' | 'POST', string][] = [
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

  it('are what the app itself answers: in one write with its length, not through tRPC’s stream', async () => {
    const url = '/trpc/waitlist.stats';
    const app = await t.http().get(url);
    const adapter = await send(theirs, 'GET', url, false);
    expect(adapter.headers['transfer-encoding']).toBe('chunked');
    expect(app.headers['transfer-encoding']).toBeUndefined();
    expect(Number(app.headers['content-length'])).toBe(Buffer.byteLength(app.text));
    expect(JSON.parse(app.text)).toEqual(JSON.parse(adapter.text));
  });
});
