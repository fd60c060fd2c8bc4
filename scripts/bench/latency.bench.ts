import { PREVIEW_BODY, p99AgainstBare, STATS_AT_300 } from './open-loop';
import type { Bench } from './types';

const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 30);

/**
 * What a visitor feels under a steady public load (ARCHITECTURE budgets): p99 at a fixed arrival
 * rate for the public stats, the landing HTML and the preview, each beside bare Express answering
 * a JSON body of the same shape at the same rate in the same run.
 */
const bench: Bench = (ctx) =>
  p99AgainstBare(
    ctx,
    [
      STATS_AT_300,
      { name: 'GET / (landing HTML)', path: '/', rate: 100 },
      {
        name: 'POST /api/v1/matches/preview',
        path: '/api/v1/matches/preview',
        body: PREVIEW_BODY,
        rate: 100,
      },
    ],
    SECONDS,
  );
export default bench;
