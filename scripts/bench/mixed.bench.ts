import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { makeAthleteProfile } from '../../server/test/factories';
import { startBenchServer } from './db';
import { CITIES } from './synthetic';
import type { Bench } from './types';

const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const OWNERS = 10;

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : 0;
};

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

/**
 * Mixed load on `npm start`'s server for BENCH_MIXED_SECONDS (default 60) at 100 connections:
 * 70 reading (public stats, previews, public profiles), 20 joining the waitlist, 10 signed-in
 * owners reading their own profile. Budgets: no errors, p99 under 150 ms, server RSS under 400 MB.
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

    let peakRss = rssMb(app.child.pid!);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(app.child.pid!));
    }, 250);
    let joined = 0;
    const common = { duration: SECONDS, headers: { 'content-type': 'application/json' } };
    const [reads, joins, ownerReads] = await Promise.all([
      autocannon({
        ...common,
        url: app.base,
        connections: 70,
        requests: [
          { method: 'GET', path: '/api/waitlist/stats' },
          {
            method: 'POST',
            path: '/api/v1/matches/preview',
            setupRequest: (req) => ({
              ...req,
              body: previewBodies[Math.floor(Math.random() * previewBodies.length)],
            }),
          },
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/athlete-profiles/${publicIds[Math.floor(Math.random() * publicIds.length)]}`,
            }),
          },
        ],
      }),
      autocannon({
        ...common,
        url: `${app.base}/api/waitlist`,
        connections: 20,
        method: 'POST',
        requests: [
          {
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
          },
        ],
      }),
      autocannon({
        ...common,
        url: `${app.base}/trpc/athlete.mine`,
        connections: OWNERS,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, cookie: owners[Math.floor(Math.random() * owners.length)]! },
            }),
          },
        ],
      }),
    ]);
    clearInterval(sampler);

    const all = [reads, joins, ownerReads];
    const failures = all.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
    const requests = all.reduce((n, r) => n + r.requests.total, 0);
    const p99 = Math.max(...all.map((r) => r.latency.p99));
    const readsP99 = reads.latency.p99;
    const mix = `${requests.toLocaleString('en-US')} requests in ${SECONDS} s (reads ${reads.requests.total}, joins ${joins.requests.total}, owner reads ${ownerReads.requests.total})`;
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
        name: 'mixed load: p99 latency (worst of the three groups)',
        value: p99,
        unit: 'ms',
        baseline: { name: 'p99 of the reads alone', value: readsP99, unit: 'ms' },
        ratio: p99 / readsP99,
        budget: { op: '<=', value: 150, unit: 'ms' },
        notes: `p99 reads ${reads.latency.p99} ms, joins ${joins.latency.p99} ms, owner reads ${ownerReads.latency.p99} ms`,
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
