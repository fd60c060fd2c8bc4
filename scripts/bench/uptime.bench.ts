import { pdfBomb } from '../../server/modules/evidence/test/hostile';
import { makeAthleteProfile } from '../../server/test/factories';
import { residentMb } from '../../server/test/server-process';
import { type Outcome, openLoop, PREVIEW_BODY, STATS_AT_300, type Target } from './open-loop';
import type { Bench } from './types';
import { startUploadServer } from './upload-server';

const MINUTES = Number(process.env.BENCH_UPTIME_MINUTES ?? 5);
const PROBE_SECONDS = 15;
const PROBE = STATS_AT_300;
/** A PDF decompression bomb (1 GiB of zeros, about 1 MB on the wire) is uploaded this often. */
const BOMB_EVERY_SECONDS = 60;

/** The public traffic the instance serves between the two probes, each at its own rate. */
const publicTraffic = (profileId: string): readonly Target[] => [
  { name: 'stats', path: '/api/waitlist/stats', rate: 60 },
  { name: 'landing', path: '/', rate: 30 },
  { name: 'preview', path: '/api/v1/matches/preview', body: PREVIEW_BODY, rate: 30 },
  { name: 'profile', path: `/api/athlete-profiles/${profileId}`, rate: 10 },
  { name: 'profile PDF', path: `/api/athlete-profiles/${profileId}/pdf`, rate: 0.5 },
];

/** A signed-in athlete's work: their dashboard, readiness and cost, and a new match list now and then. */
const signedInTraffic = (athleteId: string, headers: Record<string, string>): readonly Target[] => [
  { name: 'dashboard', path: `/api/v1/matches/athlete/${athleteId}`, headers, rate: 5 },
  { name: 'readiness', path: `/api/athlete-profiles/${athleteId}/readiness`, headers, rate: 2 },
  { name: 'cost', path: `/api/v1/cost/athlete/${athleteId}`, headers, rate: 2 },
  {
    name: 'generate',
    path: '/api/v1/matches/generate',
    body: JSON.stringify({ athleteId }),
    headers,
    rate: 0.5,
  },
];

/** A list in parentheses, or nothing when it is empty. */
const listed = (items: readonly string[]) => (items.length > 0 ? ` (${items.join(', ')})` : '');

/** Each named outcome that failed, with how often and how: "cost 1: 503 at 12.3 s". */
const failuresOf = (named: readonly (readonly [string, Outcome])[]) =>
  named.flatMap(([name, o]) => (o.failed > 0 ? [`${name} ${o.failed}: ${o.failures.join(', ')}`] : []));

/**
 * No drift with uptime (issue 47): the stats at 300/s on a production start once warm, then again
 * after BENCH_UPTIME_MINUTES (default 5) on the same instance of public traffic (the stats, the
 * landing, previews, a public profile and its PDF), a signed-in athlete's work, and a PDF bomb
 * uploaded every minute, with the instance's resident memory at each probe. The first probe is the
 * baseline; the budget is the stats budget.
 */
const bench: Bench = async (ctx) => {
  const { db } = await ctx.database();
  const app = await startUploadServer(ctx, 'uptime', {
    RATE_LIMIT_PREVIEW: '100000000/60',
    RATE_LIMIT_PDF: '100000000/60',
    RATE_LIMIT_MATCH_GENERATE: '100000000/60',
  });
  const owner = { cookie: app.cookie, origin: app.base };
  const traffic = [
    ...publicTraffic((await makeAthleteProfile(db)).id),
    ...signedInTraffic(app.profileId, owner),
  ];
  const bomb = await pdfBomb(1024 ** 3);
  const rss = () => residentMb(app.child.pid!);
  try {
    await openLoop(app.base, PROBE, 2); // JIT and the pool
    const fresh = await openLoop(app.base, PROBE, PROBE_SECONDS);
    const freshRss = rss();
    ctx.log(`serving traffic for ${MINUTES} min, a PDF bomb every ${BOMB_EVERY_SECONDS} s`);
    let peakRss = freshRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rss());
    }, 1000);
    const bombs = { sent: 0, refused: 0 };
    const bombing = (async () => {
      for (let at = BOMB_EVERY_SECONDS; at < MINUTES * 60; at += BOMB_EVERY_SECONDS) {
        await new Promise((r) => setTimeout(r, BOMB_EVERY_SECONDS * 1000));
        bombs.sent++;
        if ((await app.post(bomb, 'zeros.pdf')).res.status === 400) bombs.refused++;
      }
    })();
    const served = await Promise.all(traffic.map((t) => openLoop(app.base, t, MINUTES * 60)));
    await bombing;
    clearInterval(sampler);
    const aged = await openLoop(app.base, PROBE, PROBE_SECONDS);
    const trafficFailed = served.reduce((n, o) => n + o.failed, 0);
    const trafficSent = served.reduce((n, o) => n + o.sent, 0);
    const clean = aged.failed + fresh.failed + trafficFailed === 0 && bombs.refused === bombs.sent;
    return [
      {
        name: `${PROBE.name} p99 at ${PROBE.rate}/s after ${MINUTES} min of traffic`,
        value: aged.p99,
        unit: 'ms',
        baseline: { name: 'the same probe once warm, before it', value: fresh.p99, unit: 'ms' },
        ratio: aged.p99 / fresh.p99,
        budget: { op: '<=', value: clean ? 50 : -1, unit: 'ms, 0 failed, every bomb refused' },
        notes:
          `p50 ${fresh.p50.toFixed(1)} → ${aged.p50.toFixed(1)} ms; RSS ${freshRss.toFixed(0)} → ` +
          `${rss().toFixed(0)} MB (peak ${peakRss.toFixed(0)}); traffic between: ${trafficSent} sent, ` +
          `${trafficFailed} failed${listed(failuresOf(traffic.map((t, i) => [t.name, served[i]!])))}, p99 ${served.map((o, i) => `${traffic[i]!.name} ${o.p99.toFixed(1)}`).join(', ')} ms; ` +
          `PDF bombs refused ${bombs.refused} of ${bombs.sent}; probes failed ${fresh.failed + aged.failed}` +
          listed(
            failuresOf([
              ['once warm', fresh],
              ['after', aged],
            ]),
          ),
      },
    ];
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
};
export default bench;
