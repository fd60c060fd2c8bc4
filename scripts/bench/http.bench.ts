import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort } from '../../server/db';
import { PREVIEW_INPUT } from '../../server/test/factories';
import { startBenchServer } from './db';
import type { Bench, BenchResult } from './types';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = 50;

export const PREVIEW_BODY = JSON.stringify(PREVIEW_INPUT);

async function load(url: string, body?: string) {
  const r = await autocannon({
    url,
    method: body === undefined ? 'GET' : 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (r.errors > 0 || r.non2xx > 0)
    throw new Error(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function startBare(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the bare server did not start');
}

/**
 * The HTTP path against bare Express, each its own process as `npm start` runs it (production,
 * info-level request logs), autocannon at 50 connections: the public stats and the preview, the
 * latter also as the SPA sends it, over tRPC.
 */
const bench: Bench = async (ctx) => {
  const { url } = await ctx.database();
  const app = await startBenchServer(url, { RATE_LIMIT_PREVIEW: '100000000/60' });
  const bare = await startBare();
  try {
    // Warm up both (JIT, the compiled programs, the pool).
    await autocannon({
      url: `${app.base}/api/v1/matches/preview`,
      method: 'POST',
      body: PREVIEW_BODY,
      headers: { 'content-type': 'application/json' },
      connections: 10,
      amount: 500,
    });
    await autocannon({ url: `${app.base}/api/waitlist/stats`, connections: 10, amount: 500 });
    await autocannon({ url: `${bare.base}/json`, connections: 10, amount: 500 });

    const bareGet = await load(`${bare.base}/json`);
    const stats = await load(`${app.base}/api/waitlist/stats`);
    const barePost = await load(`${bare.base}/json`, PREVIEW_BODY);
    const preview = await load(`${app.base}/api/v1/matches/preview`, PREVIEW_BODY);
    // The same preview as the SPA asks for it: a batched tRPC mutation (ADR 016).
    const spaPreview = await load(`${app.base}/trpc/match.preview?batch=1`, `{"0":{"json":${PREVIEW_BODY}}}`);
    const at = `${CONNECTIONS} connections, ${SECONDS} s each`;
    const results: BenchResult[] = [
      {
        name: `GET /api/waitlist/stats (${at})`,
        value: stats.rps,
        unit: 'req/s',
        baseline: { name: 'bare Express JSON GET', value: bareGet.rps, unit: 'req/s' },
        ratio: stats.rps / bareGet.rps,
        budget: { op: '>=', value: 0.6 * bareGet.rps, unit: 'req/s (0.6× baseline)' },
      },
      {
        name: 'GET /api/waitlist/stats p99',
        value: stats.p99,
        unit: 'ms',
        baseline: { name: 'bare Express JSON GET p99', value: bareGet.p99, unit: 'ms' },
        ratio: stats.p99 / bareGet.p99,
        budget: { op: '<=', value: 50, unit: 'ms' },
      },
      {
        name: `POST /api/v1/matches/preview (${at})`,
        value: preview.rps,
        unit: 'req/s',
        baseline: { name: 'bare Express JSON POST', value: barePost.rps, unit: 'req/s' },
        ratio: preview.rps / barePost.rps,
        budget: { op: '>=', value: 0.5 * barePost.rps, unit: 'req/s (0.5× baseline)' },
        notes: `preview p99 ${preview.p99} ms; bare POST p99 ${barePost.p99} ms`,
      },
      {
        name: `POST /trpc/match.preview, the SPA's call (${at})`,
        value: spaPreview.rps,
        unit: 'req/s',
        baseline: { name: 'the REST preview', value: preview.rps, unit: 'req/s' },
        ratio: spaPreview.rps / preview.rps,
        // Through tRPC's adapter it was about 0.55×; what is left is superjson walking the answer.
        budget: { op: '>=', value: 0.75 * preview.rps, unit: 'req/s (0.75× baseline)' },
        notes: `p99 ${spaPreview.p99} ms`,
      },
    ];
    return results;
  } finally {
    app.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    await app.exited;
  }
};
export default bench;
