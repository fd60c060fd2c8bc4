import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { createApp } from '../../server/app';
import { buildDeps } from '../../server/deps';
import { loadEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import type { Bench } from './types';

function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

async function rps(url: string, body?: string): Promise<number> {
  const result = await autocannon({
    url,
    method: body === undefined ? 'GET' : 'POST',
    connections: 10,
    duration: Number(process.env.BENCH_HTTP_SECONDS ?? 5),
    headers: { 'content-type': 'application/json' },
    body,
  });
  return result.requests.average;
}

/**
 * Preview over HTTP (the full app: security headers, session and CSRF middleware,
 * rate limiter in PostgreSQL, REST table, engine) against a bare Express JSON route
 * on the same machine in the same run.
 */
const bench: Bench = async (ctx) => {
  const { db, sql } = await ctx.database();
  const env = loadEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PREVIEW: '100000000/60',
  });
  const app = createApp(buildDeps({ db, sql, env, log: createLogger('silent') }));
  const bare = express();
  bare.post('/bare', express.json(), (_req, res) => {
    res.json({ success: true, matches: [], divisionBand: null, error: null });
  });
  const a = await listen(app);
  const b = await listen(bare);
  try {
    const body = JSON.stringify({
      sport: 'football',
      position: 'WR',
      height: `6'1"`,
      weight: 185,
      gpa: '3.4',
      location: 'Austin, TX',
    });
    // Warm up: first use builds the geocoder index and the compiled programs.
    for (let i = 0; i < 20; i++) {
      await fetch(`${a.url}/api/v1/matches/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    }
    const bareRps = await rps(`${b.url}/bare`, body);
    const previewRps = await rps(`${a.url}/api/v1/matches/preview`, body);
    const healthRps = await rps(`${a.url}/healthz`);
    return [
      {
        name: 'preview req/s (HTTP, 10 connections)',
        value: previewRps,
        unit: 'req/s',
        baseline: { name: 'bare Express JSON route', value: bareRps, unit: 'req/s' },
        ratio: previewRps / bareRps,
      },
      {
        name: 'preview req/s vs the full app stack',
        value: previewRps,
        unit: 'req/s',
        baseline: { name: 'same app, GET /healthz (middleware + 1 query)', value: healthRps, unit: 'req/s' },
        ratio: previewRps / healthRps,
        notes: 'separates the shared middleware cost from the preview (rate limiter upsert + scoring)',
      },
    ];
  } finally {
    await a.close();
    await b.close();
  }
};
export default bench;
