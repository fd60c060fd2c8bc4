import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { freePort } from '../../server/platform/db';
import { PREVIEW_INPUT } from '../../server/test/factories';
import { startBenchServer } from './db';
import { type Bench, type BenchResult, pct } from './types';

const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 30);
const PREVIEW_BODY = JSON.stringify(PREVIEW_INPUT);

interface Target {
  name: string;
  path: string;
  body?: string;
  /** Arrivals per second (open loop). */
  rate: number;
}

interface Outcome {
  p50: number;
  p99: number;
  failed: number;
  sent: number;
}

/**
 * Open-loop load: requests arrive as a Poisson process at `rate` per second whatever the server
 * does, and each latency runs from the request's scheduled arrival, so a stalled server shows in
 * the tail instead of slowing the generator down (no coordinated omission).
 */
async function openLoop(base: string, target: Target, seconds: number): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = started;
  const end = started + seconds * 1000;
  const send = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        `${base}${target.path}`,
        {
          agent,
          method: target.body ? 'POST' : 'GET',
          headers: target.body ? { 'content-type': 'application/json' } : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failed++;
            latencies.push(performance.now() - scheduled);
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(target.body);
    });
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(next));
    next += (-Math.log(1 - Math.random()) / target.rate) * 1000;
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { p50: pct(latencies, 50), p99: pct(latencies, 99), failed, sent: pending.length };
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
 * What a visitor feels under a steady public load (ARCHITECTURE budgets): p99 at a fixed arrival
 * rate for the public stats, the landing HTML and the preview, each beside bare Express answering
 * a JSON body of the same shape at the same rate in the same run.
 */
const bench: Bench = async (ctx) => {
  const { url } = await ctx.database();
  const app = await startBenchServer(url, { RATE_LIMIT_PREVIEW: '100000000/60' });
  const bare = await startBare();
  const targets: (Target & { bare: Target })[] = [
    {
      name: 'GET /api/waitlist/stats',
      path: '/api/waitlist/stats',
      rate: 300,
      bare: { name: 'bare GET', path: '/json', rate: 300 },
    },
    {
      name: 'GET / (landing HTML)',
      path: '/',
      rate: 100,
      bare: { name: 'bare GET', path: '/json', rate: 100 },
    },
    {
      name: 'POST /api/v1/matches/preview',
      path: '/api/v1/matches/preview',
      body: PREVIEW_BODY,
      rate: 100,
      bare: { name: 'bare POST', path: '/json', body: PREVIEW_BODY, rate: 100 },
    },
  ];
  try {
    // Warm up: JIT, the compiled programs, the pool.
    for (const t of targets) {
      await openLoop(app.base, t, 2);
      await openLoop(bare.base, t.bare, 1);
    }
    const results: BenchResult[] = [];
    for (const t of targets) {
      const base = await openLoop(bare.base, t.bare, Math.min(SECONDS, 10));
      const got = await openLoop(app.base, t, SECONDS);
      results.push({
        name: `${t.name} p99 at ${t.rate}/s open loop (${SECONDS} s)`,
        value: got.p99,
        unit: 'ms',
        baseline: { name: `${t.bare.name} p99 at ${t.rate}/s`, value: base.p99, unit: 'ms' },
        ratio: got.p99 / base.p99,
        budget: { op: '<=', value: got.failed > 0 ? -1 : 50, unit: 'ms, 0 failed' },
        notes: `p50 ${got.p50.toFixed(1)} ms; ${got.sent} sent, ${got.failed} failed`,
      });
    }
    return results;
  } finally {
    app.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    await app.exited;
  }
};
export default bench;
