import { makeAthleteProfile } from '../../server/test/factories';
import { residentMb } from '../../server/test/server-process';
import { startBenchServer } from './db';
import { openLoop, PREVIEW_BODY, STATS_AT_300, type Target } from './open-loop';
import type { Bench } from './types';

const MINUTES = Number(process.env.BENCH_UPTIME_MINUTES ?? 5);
const PROBE_SECONDS = 15;
const PROBE = STATS_AT_300;
/** The public traffic the instance serves between the two probes, each at its own rate. */
const traffic = (profileId: string): readonly Target[] => [
  { name: 'stats', path: '/api/waitlist/stats', rate: 60 },
  { name: 'landing', path: '/', rate: 30 },
  { name: 'preview', path: '/api/v1/matches/preview', body: PREVIEW_BODY, rate: 30 },
  { name: 'profile', path: `/api/athlete-profiles/${profileId}`, rate: 10 },
  { name: 'profile PDF', path: `/api/athlete-profiles/${profileId}/pdf`, rate: 0.5 },
];

/**
 * No drift with uptime (issue 47): the stats at 300/s on a production start once warm, then again
 * after BENCH_UPTIME_MINUTES (default 5) of public traffic on the same instance (the stats, the
 * landing, previews, a public profile and its PDF), with its resident memory at each probe. The
 * first probe is the baseline; the budget is the stats budget.
 */
const bench: Bench = async (ctx) => {
  const { db, url } = await ctx.database();
  const app = await startBenchServer(url, {
    RATE_LIMIT_PREVIEW: '100000000/60',
    RATE_LIMIT_PDF: '100000000/60',
  });
  const TRAFFIC = traffic((await makeAthleteProfile(db)).id);
  const rss = () => residentMb(app.child.pid!);
  try {
    await openLoop(app.base, PROBE, 2); // JIT and the pool
    const fresh = await openLoop(app.base, PROBE, PROBE_SECONDS);
    const freshRss = rss();
    ctx.log(`serving public traffic for ${MINUTES} min`);
    let peakRss = freshRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rss());
    }, 1000);
    const served = await Promise.all(TRAFFIC.map((t) => openLoop(app.base, t, MINUTES * 60)));
    clearInterval(sampler);
    const aged = await openLoop(app.base, PROBE, PROBE_SECONDS);
    const trafficFailed = served.reduce((n, o) => n + o.failed, 0);
    const trafficSent = served.reduce((n, o) => n + o.sent, 0);
    return [
      {
        name: `${PROBE.name} p99 at ${PROBE.rate}/s after ${MINUTES} min of traffic`,
        value: aged.p99,
        unit: 'ms',
        baseline: { name: 'the same probe once warm, before it', value: fresh.p99, unit: 'ms' },
        ratio: aged.p99 / fresh.p99,
        budget: { op: '<=', value: aged.failed + fresh.failed > 0 ? -1 : 50, unit: 'ms, 0 failed' },
        notes:
          `p50 ${fresh.p50.toFixed(1)} → ${aged.p50.toFixed(1)} ms; RSS ${freshRss.toFixed(0)} → ` +
          `${rss().toFixed(0)} MB (peak ${peakRss.toFixed(0)}); traffic between: ${trafficSent} sent, ` +
          `${trafficFailed} failed, p99 ${served.map((o, i) => `${TRAFFIC[i]!.name} ${o.p99.toFixed(1)}`).join(', ')} ms`,
      },
    ];
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
};
export default bench;
