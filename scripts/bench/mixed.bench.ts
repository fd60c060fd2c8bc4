import autocannon from 'autocannon';
import { makeAthleteProfile } from '../../server/test/factories';
import { residentMb } from '../../server/test/server-process';
import { startBenchServer } from './db';
import { CITIES } from './synthetic';
import type { Bench } from './types';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const OWNERS = 10;

/** Preview bodies spread over positions, sizes, grades and cities, as real visitors send them. */
const previewBodies = Array.from({ length: 200 }, (_, i) =>
  JSON.stringify({
    sport: 'football',
    position: ['WR', 'QB', 'RB', 'LB', 'CB', 'S', 'OL', 'DL', 'TE'][i % 9],
    height: `5'${9 + (i % 3)}"`.replace(`5'11"`, `6'0"`),
    weight: 160 + (i % 15) * 8,
    gpa: (2.4 + (i % 16) / 10).toFixed(1),
    location: CITIES[i % CITIES.length],
  }),
);

type Group = 'reads' | 'sign-ups' | 'owner reads';

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

/**
 * Mixed load on `npm start`'s server for BENCH_MIXED_SECONDS (default 60) at 100 connections. Every
 * connection sends the same cycle of 30 requests, so the mix is exact whatever each request costs:
 * 70% reads (public stats, previews over 200 bodies, public profiles, 7 each), 20% waitlist sign-ups
 * and 10% signed-in owners reading their own profile. Budgets (ARCHITECTURE): no errors, server RSS
 * under 400 MB; the p99 is reported beside the reads' own. (A load generator per group would let the cheap reads take ever more of the
 * requests as they got faster: they took 81–88% that way.)
 */
const bench: Bench = async (ctx) => {
  const { db, url } = await ctx.database();
  const app = await startBenchServer(url, {
    RATE_LIMIT_PREVIEW: '100000000/60',
    RATE_LIMIT_WAITLIST_JOIN: '100000000/60',
    RATE_LIMIT_SIGNUP_IP: '1000/60',
  });
  try {
    const publicIds = await Promise.all(
      Array.from({ length: 20 }, async () => (await makeAthleteProfile(db)).id),
    );
    const owners: string[] = [];
    for (let i = 0; i < OWNERS; i++) {
      const res = await fetch(`${app.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `mixed-${i}-${Date.now()}@example.test`,
          password: 'correct-horse-battery',
          intent: 'signup',
        }),
      });
      const { user } = (await res.json()) as { user: { id: string } };
      await makeAthleteProfile(db, { userId: user.id });
      owners.push(res.headers.get('set-cookie')!.split(';')[0]!);
    }

    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    // Each request notes its group in the connection's context; with one request in flight per
    // connection, the response that follows is that request's.
    type Step = autocannon.Request;
    const step = (group: Group, request: Step): Step => ({
      ...request,
      setupRequest: (req, context) => {
        (context as { group?: Group }).group = group;
        return typeof request.setupRequest === 'function' ? request.setupRequest(req, context) : req;
      },
    });
    let joined = 0;
    const stats = step('reads', { method: 'GET', path: '/api/waitlist/stats' });
    const preview = step('reads', {
      method: 'POST',
      path: '/api/v1/matches/preview',
      setupRequest: (req) => ({ ...req, body: pick(previewBodies) }),
    });
    const profile = step('reads', {
      method: 'GET',
      path: '/',
      setupRequest: (req) => ({ ...req, path: `/api/athlete-profiles/${pick(publicIds)}` }),
    });
    const signUp = step('sign-ups', {
      method: 'POST',
      path: '/api/waitlist',
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          segment: 'hs',
          name: 'Load Test',
          email: `mixed-join-${++joined}-${process.pid}@example.test`,
          position: 'WR',
          gradYear: 2027,
          consent: true,
        }),
      }),
    });
    const ownerRead = step('owner reads', {
      method: 'GET',
      path: '/trpc/athlete.mine',
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: pick(owners) } }),
    });
    // 30 steps: 21 reads (7 of each), 6 sign-ups, 3 owner reads, spread through the cycle.
    const cycle = [preview, profile, stats].flatMap((extra) => [
      stats,
      preview,
      profile,
      signUp,
      stats,
      preview,
      profile,
      signUp,
      ownerRead,
      extra,
    ]);

    const latencies: Record<Group, number[]> = { reads: [], 'sign-ups': [], 'owner reads': [] };
    let peakRss = residentMb(app.child.pid!);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, residentMb(app.child.pid!));
    }, 250);
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url: app.base,
          duration: SECONDS,
          connections: 100,
          headers: { 'content-type': 'application/json' },
          requests: cycle,
        },
        (err, done) => (err ? reject(err) : resolve(done)),
      );
      run.on('response', (client, _status, _bytes, ms) => {
        const { context } = (client as unknown as { requestIterator: { context: { group: Group } } })
          .requestIterator;
        latencies[context.group].push(ms);
      });
    });
    clearInterval(sampler);

    for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
    const p99Of = (group: Group) => Math.round(percentile(latencies[group], 0.99));
    const failures = result.errors + result.timeouts + result.non2xx;
    const requests = result.requests.total;
    const share = (group: Group) => `${((latencies[group].length / requests) * 100).toFixed(0)}%`;
    const mix = `${requests.toLocaleString('en-US')} requests in ${SECONDS} s: reads ${share('reads')}, sign-ups ${share('sign-ups')}, owner reads ${share('owner reads')}`;
    return [
      {
        name: 'mixed load: failed requests (errors, timeouts, non-2xx)',
        value: failures,
        unit: 'requests',
        baseline: { name: 'requests sent', value: requests, unit: 'requests' },
        ratio: failures / requests,
        budget: { op: '<=', value: 0, unit: 'requests' },
        notes: mix,
      },
      {
        name: 'mixed load: p99 latency',
        value: result.latency.p99,
        unit: 'ms',
        baseline: { name: 'p99 of the reads alone', value: p99Of('reads'), unit: 'ms' },
        ratio: result.latency.p99 / p99Of('reads'),
        notes: `p99 reads ${p99Of('reads')} ms, sign-ups ${p99Of('sign-ups')} ms, owner reads ${p99Of('owner reads')} ms; p50 ${result.latency.p50} ms`,
      },
      {
        name: 'mixed load: server peak RSS',
        value: peakRss,
        unit: 'MB',
        baseline: { name: 'budget', value: 400, unit: 'MB' },
        ratio: peakRss / 400,
        budget: { op: '<=', value: 400, unit: 'MB' },
      },
    ];
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
};
export default bench;
