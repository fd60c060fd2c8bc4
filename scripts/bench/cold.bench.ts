import { startBenchServer } from './db';
import { openLoop, PREVIEW_BODY, STATS_AT_300, type Target } from './open-loop';
import type { Bench, BenchResult } from './types';

const SECONDS = 15;
const TARGETS: readonly Target[] = [
  STATS_AT_300,
  { name: 'POST /api/v1/matches/preview', path: '/api/v1/matches/preview', body: PREVIEW_BODY, rate: 100 },
];

/**
 * No cold spike (issue 47): the first 15 s of traffic after a production start, sent the moment
 * /healthz first answers 200, against the same load on the same instance once warm. The stats
 * and the preview run side by side, as they would after a deploy.
 */
const bench: Bench = async (ctx) => {
  const { url } = await ctx.database();
  const app = await startBenchServer(url, { RATE_LIMIT_PREVIEW: '100000000/60' });
  try {
    const load = () => Promise.all(TARGETS.map((t) => openLoop(app.base, t, SECONDS)));
    const cold = await load();
    const warm = await load();
    return TARGETS.map((t, i): BenchResult => {
      const [c, w] = [cold[i]!, warm[i]!];
      return {
        name: `${t.name} p99 in the first ${SECONDS} s after a start, at ${t.rate}/s`,
        value: c.p99,
        unit: 'ms',
        baseline: { name: 'the same load once warm', value: w.p99, unit: 'ms' },
        ratio: c.p99 / w.p99,
        budget: { op: '<=', value: c.failed > 0 ? -1 : 50, unit: 'ms, 0 failed' },
        notes:
          `cold p50 ${c.p50.toFixed(1)} ms, ${c.sent} sent, ${c.failed} failed; warm p50 ${w.p50.toFixed(1)} ms, ` +
          `${w.failed} failed; the worst of each cold second (ms): ${c.worstBySecond.map((ms) => Math.round(ms)).join(' ')}`,
      };
    });
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }
};
export default bench;
