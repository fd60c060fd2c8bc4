import { PREVIEW_BODY, p99AgainstBare } from './open-loop';
import type { Bench } from './types';

const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 30);

/**
 * Headroom (issue 47): the public stats at 1,000 requests/s, the landing and the preview at 300/s,
 * each spread over 64 client addresses so that the per-address cap meets a crowd, not one client.
 * Same open loop, baseline and budget as the latency bench.
 */
const bench: Bench = (ctx) =>
  p99AgainstBare(
    ctx,
    [
      { name: 'GET /api/waitlist/stats', path: '/api/waitlist/stats', rate: 1000, addresses: 64 },
      { name: 'GET / (landing HTML)', path: '/', rate: 300, addresses: 64 },
      {
        name: 'POST /api/v1/matches/preview',
        path: '/api/v1/matches/preview',
        body: PREVIEW_BODY,
        rate: 300,
        addresses: 64,
      },
    ],
    SECONDS,
  );
export default bench;
