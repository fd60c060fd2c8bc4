import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGate } from './api-gate';

/**
 * An app whose every API handler holds its answer until the test releases it, so the test can
 * see which requests run. `arrived` notes each request before the gate, `started` as it runs.
 */
function heldApp(concurrency: number, maxWaiting?: number) {
  const arrived: string[] = [];
  const started: string[] = [];
  const holds = new Map<string, () => void>();
  const app = express();
  app.use((req, _res, next) => {
    arrived.push(req.originalUrl);
    next();
  });
  app.use(['/api', '/trpc'], apiGate(concurrency, maxWaiting));
  app.get('/api/fails', () => {
    throw new Error('boom');
  });
  app.all('/{*rest}', (req, res) => {
    started.push(req.originalUrl);
    holds.set(req.originalUrl, () => res.json({ url: req.originalUrl }));
  });
  app.use((_err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ error: 'failed' });
  });
  const release = (url: string) => {
    const hold = holds.get(url);
    if (!hold) throw new Error(`${url} has not started`);
    hold();
  };
  return { app, arrived, started, release };
}

let server: Server | undefined;
let base = '';
async function listen(app: express.Express) {
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const send = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init);
/**
 * Sends a request and waits until the server has it, so arrivals are in a known order. The answer
 * comes back in an object: an async function returning the promise itself would wait for it.
 */
async function arrive(t: ReturnType<typeof heldApp>, path: string, init: RequestInit = {}) {
  const answer = send(path, init);
  answer.catch(() => {});
  await vi.waitFor(() => expect(t.arrived).toContain(path));
  return { answer };
}
/** Lets the event loop run a while, so a request that could start would have. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('apiGate', () => {
  it('runs at most `concurrency` requests at once, the others in order of arrival', async () => {
    const t = heldApp(2);
    await listen(t.app);
    const answers = [];
    for (const path of ['/api/a', '/trpc/b', '/api/c', '/api/d'])
      answers.push((await arrive(t, path)).answer);
    await settle();
    expect(t.started).toEqual(['/api/a', '/trpc/b']);

    t.release('/trpc/b');
    await vi.waitFor(() => expect(t.started).toEqual(['/api/a', '/trpc/b', '/api/c']));
    await settle();
    expect(t.started).toHaveLength(3);

    t.release('/api/a');
    await vi.waitFor(() => expect(t.started).toHaveLength(4));
    expect(t.started[3]).toBe('/api/d');
    t.release('/api/c');
    t.release('/api/d');
    const bodies = await Promise.all(answers.map(async (a) => (await a).json()));
    expect(bodies.map((b) => b.url)).toEqual(['/api/a', '/trpc/b', '/api/c', '/api/d']);
  });

  it('never runs a request whose client left while it waited, and gives its place to the next', async () => {
    const t = heldApp(1);
    await listen(t.app);
    const { answer: first } = await arrive(t, '/api/first');
    const leaving = new AbortController();
    await arrive(t, '/api/left', { signal: leaving.signal });
    const { answer: next } = await arrive(t, '/api/next');
    leaving.abort();
    await settle();

    t.release('/api/first');
    await vi.waitFor(() => expect(t.started).toEqual(['/api/first', '/api/next']));
    t.release('/api/next');
    expect((await first).status).toBe(200);
    expect((await next).status).toBe(200);
    // One slot still: the place the leaver gave up was not counted twice.
    await arrive(t, '/api/x');
    await arrive(t, '/api/y');
    await settle();
    expect(t.started).toEqual(['/api/first', '/api/next', '/api/x']);
  });

  it('frees the slot of a request that failed', async () => {
    const t = heldApp(1);
    await listen(t.app);
    expect((await send('/api/fails')).status).toBe(500);
    const { answer: after } = await arrive(t, '/api/after');
    await vi.waitFor(() => expect(t.started).toEqual(['/api/after']));
    t.release('/api/after');
    expect((await after).status).toBe(200);
  });

  it('answers 503 with Retry-After at once when the queue is full, in the caller’s protocol', async () => {
    const t = heldApp(1, 1);
    await listen(t.app);
    await arrive(t, '/api/running');
    await arrive(t, '/api/waiting');

    const rest = await send('/api/refused');
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toBe('5');
    expect(await rest.json()).toEqual({ error: 'Service temporarily unavailable', code: 'UNAVAILABLE' });

    const trpc = await send('/trpc/waitlist.stats,program.coverage?batch=1');
    expect(trpc.status).toBe(503);
    const calls = (await trpc.json()) as { error: { json: { message: string; data: { code: string } } } }[];
    expect(calls).toHaveLength(2);
    expect(calls[0]!.error.json.message).toBe('Service temporarily unavailable');
    expect(calls[0]!.error.json.data.code).toBe('SERVICE_UNAVAILABLE');
    expect(t.started).toEqual(['/api/running']);
  });

  it('holds no slot for requests that wait on a pool of their own', async () => {
    const t = heldApp(1);
    await listen(t.app);
    await arrive(t, '/api/running');
    const elsewhere = [
      ['POST', '/api/login'],
      ['GET', '/api/athlete-profiles/8c1f/pdf'],
      ['POST', '/api/import/hudl'],
      ['POST', '/trpc/import.x'],
      ['POST', '/trpc/athlete.mine,import.ncsa?batch=1'],
    ] as const;
    const gated = [
      ['GET', '/api/athlete-profiles/8c1f'],
      ['GET', '/api/login'],
      ['POST', '/trpc/athlete.update'],
    ] as const;
    for (const [method, path] of [...elsewhere, ...gated]) await arrive(t, path, { method });
    await vi.waitFor(() => expect(t.started).toHaveLength(1 + elsewhere.length));
    await settle();
    expect(t.started).toEqual(['/api/running', ...elsewhere.map(([, path]) => path)]);
  });

  it('holds nothing outside /api and /trpc', async () => {
    const t = heldApp(1);
    await listen(t.app);
    await arrive(t, '/api/running');
    await arrive(t, '/healthz');
    await arrive(t, '/athletes/morgan-lee');
    await vi.waitFor(() => expect(t.started).toEqual(['/api/running', '/healthz', '/athletes/morgan-lee']));
  });
});
