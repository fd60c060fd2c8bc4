import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../test/server-process';

/**
 * Clients a public server meets, against the real entry point: uploads that trickle, bodies far
 * over the limit, cookies other sites on the domain set.
 */
let server: ServerProcess;
const BODY_TIMEOUT_MS = 3000;

beforeAll(async () => {
  server = await startServerProcess({
    DATABASE_URL: process.env.TEST_FILE_DATABASE_URL!,
    // Each test client speaks from its own address, as it would from its own network.
    TRUST_PROXY: 'loopback',
    BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    REQUESTS_PER_ADDRESS: '50',
  });
}, 120_000);

afterAll(() => {
  server?.child.kill('SIGKILL');
});

interface Reply {
  status: number;
  body: string;
  ms: number;
}

/** One request; the body is written by `write`, which may take its time. */
function request(
  path: string,
  opts: { method?: string; headers?: Record<string, string>; write?: (req: http.ClientRequest) => void },
): Promise<Reply | { error: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      `${server.base}${path}`,
      { method: opts.method ?? 'GET', headers: opts.headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += String(chunk);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ error: err.code ?? err.message, ms: performance.now() - started }),
    );
    if (opts.write) opts.write(req);
    else req.end();
  });
}

const json = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });

async function normalLatencies(count: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await request('/api/waitlist/stats', { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect('status' in reply && reply.status).toBe(200);
    ms.push(reply.ms);
  }
  return ms.sort((a, b) => a - b);
}

describe('hostile clients', () => {
  it('50 slow uploads cut off at the body deadline leave everyone else answering as usual', async () => {
    const before = await normalLatencies(40);
    // One address trickles 60 uploads, a byte every second: 50 are taken, the rest refused at once.
    const timers: NodeJS.Timeout[] = [];
    const slow = Array.from({ length: 60 }, () =>
      request('/api/waitlist', {
        method: 'POST',
        headers: { ...json('203.0.113.66'), 'content-length': '2000' },
        write: (req) => {
          req.write('{');
          timers.push(setInterval(() => req.write(' '), 1000));
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    const during = await normalLatencies(40);
    const replies = await Promise.all(slow);
    for (const t of timers) clearInterval(t);

    const statuses = replies.map((r) => ('status' in r ? r.status : r.error));
    expect(statuses.filter((s) => s === 408)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    for (const r of replies)
      if ('status' in r && r.status === 408) expect(r.ms).toBeLessThan(BODY_TIMEOUT_MS + 1500);
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
    expect(median(during)).toBeLessThan(Math.max(50, 5 * median(before)));
    expect(during.at(-1)!).toBeLessThan(1000);
    console.info(
      `slow uploads: 50 cut off with 408 after ~${BODY_TIMEOUT_MS} ms, 10 refused with 429; normal requests p50 ${median(before).toFixed(1)} ms before, ${median(during).toFixed(1)} ms during, slowest ${during.at(-1)!.toFixed(1)} ms`,
    );
  }, 60_000);

  it('a chunked body over the limit gets a 413, over tRPC and REST, 3 times of 3', async () => {
    const megabyte = `"${'x'.repeat(1024 * 1024 - 2)}"`;
    for (const path of ['/trpc/waitlist.join', '/api/waitlist']) {
      for (let i = 0; i < 3; i++) {
        const reply = await request(path, {
          method: 'POST',
          headers: { ...json(`192.0.2.${i + 1}`), 'transfer-encoding': 'chunked' },
          write: (req) => {
            req.write('{"json":{"name":');
            for (let mb = 0; mb < 10; mb++) req.write(megabyte);
            req.end('}}');
          },
        });
        expect(reply, path).toMatchObject({ status: 413 });
        expect('body' in reply && reply.body, path).toContain('Request body is too large');
      }
    }
  }, 60_000);

  it('a cookie that does not decode is ignored: no request answers 500', async () => {
    for (const cookie of ['_ga=100%', 'session=%E0%A4%A', 'a=%; session=%zz', '=; ;;']) {
      for (const path of ['/api/waitlist/stats', '/trpc/waitlist.stats', '/api/auth/user']) {
        const reply = await request(path, { headers: { cookie } });
        expect('status' in reply && reply.status, `${cookie} ${path}`).toBe(
          path === '/api/auth/user' ? 401 : 200,
        );
      }
    }
  });
});
