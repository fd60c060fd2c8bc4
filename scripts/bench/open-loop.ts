import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { freePort } from '../../server/platform/db';
import { PREVIEW_INPUT } from '../../server/test/factories';
import { startBenchServer } from './db';
import { type BenchContext, type BenchResult, pct } from './types';

export const PREVIEW_BODY = JSON.stringify(PREVIEW_INPUT);

export interface Target {
  name: string;
  path: string;
  body?: string;
  /** Sent with every request, such as a signed-in visitor's cookie and origin. */
  headers?: Record<string, string>;
  /** Arrivals per second (open loop). */
  rate: number;
  /**
   * Client addresses the requests come from, in turn: 127.0.0.2 onwards, each its own visitor to
   * the server's per-address limits. One (127.0.0.1) when absent.
   */
  addresses?: number;
}

/** The public stats at 300 requests/s: the latency budget's load, and the cold and uptime benches' probe. */
export const STATS_AT_300: Target = {
  name: 'GET /api/waitlist/stats',
  path: '/api/waitlist/stats',
  rate: 300,
};

export interface Outcome {
  p50: number;
  p99: number;
  failed: number;
  /** The first few failures: their status or error code and when they were sent, as "503 at 12.3 s". */
  failures: string[];
  sent: number;
  /** The worst latency of each second of the run, in order. */
  worstBySecond: number[];
}

/**
 * The load generator's connections, kept alive per local address as a browser keeps them. Its
 * `timeout` makes Node's agent honour the server's `Keep-Alive: timeout=5` (it drops an idle
 * connection after 4 s; Node's server closes one after 6): without one, Node 20 keeps idle
 * connections forever, and a request sent as the server closes one is reset, a failure no browser
 * would see.
 */
export const loadAgent = () => new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });

/**
 * Open-loop load: requests arrive as a Poisson process at `rate` per second whatever the server
 * does, and each latency runs from the request's scheduled arrival, so a stalled server shows in
 * the tail instead of slowing the generator down (no coordinated omission).
 */
export async function openLoop(base: string, target: Target, seconds: number): Promise<Outcome> {
  const agent = loadAgent();
  const latencies: number[] = [];
  const worstBySecond: number[] = [];
  let failed = 0;
  const failures: string[] = [];
  const fail = (reason: string | number | undefined, scheduled: number) => {
    failed++;
    if (failures.length < 10) failures.push(`${reason} at ${((scheduled - started) / 1000).toFixed(1)} s`);
  };
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let next = started;
  const end = started + seconds * 1000;
  const send = (scheduled: number, n: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        `${base}${target.path}`,
        {
          agent,
          method: target.body ? 'POST' : 'GET',
          headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
          ...(target.addresses ? { localAddress: `127.0.0.${2 + (n % target.addresses)}` } : {}),
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) fail(res.statusCode, scheduled);
            const ms = performance.now() - scheduled;
            latencies.push(ms);
            const second = Math.floor((scheduled - started) / 1000);
            worstBySecond[second] = Math.max(worstBySecond[second] ?? 0, ms);
            resolve();
          });
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        fail(err.code ?? err.message, scheduled);
        resolve();
      });
      req.end(target.body);
    });
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(next, pending.length));
    next += (-Math.log(1 - Math.random()) / target.rate) * 1000;
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    failed,
    failures,
    sent: pending.length,
    worstBySecond: Array.from(worstBySecond, (ms) => ms ?? 0),
  };
}

/** Bare Express (scripts/bench/bare-server.ts) in its own process, once it first answers. */
export async function startBare(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  // Every 20 ms: the startup bench times this as the floor of any Node start.
  for (let i = 0; i < 1000; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the bare server did not start');
}

/**
 * Each target's p99 on the production start, against bare Express answering a JSON body of the
 * same shape at the same rate from the same addresses in the same run; budget p99 ≤ 50 ms with
 * nothing failed.
 */
export async function p99AgainstBare(
  ctx: BenchContext,
  targets: readonly Target[],
  seconds: number,
): Promise<BenchResult[]> {
  const { url } = await ctx.database();
  const app = await startBenchServer(url, { RATE_LIMIT_PREVIEW: '100000000/60' });
  const bare = await startBare();
  const bareOf = (t: Target): Target => ({ ...t, name: t.body ? 'bare POST' : 'bare GET', path: '/json' });
  try {
    // Warm up: JIT, the compiled programs, the pool.
    for (const t of targets) {
      await openLoop(app.base, t, 2);
      await openLoop(bare.base, bareOf(t), 1);
    }
    const results: BenchResult[] = [];
    for (const t of targets) {
      const base = await openLoop(bare.base, bareOf(t), Math.min(seconds, 10));
      const got = await openLoop(app.base, t, seconds);
      const from = t.addresses ? ` from ${t.addresses} addresses` : '';
      results.push({
        name: `${t.name} p99 at ${t.rate}/s${from} open loop (${seconds} s)`,
        value: got.p99,
        unit: 'ms',
        baseline: { name: `${bareOf(t).name} p99 at ${t.rate}/s`, value: base.p99, unit: 'ms' },
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
}
