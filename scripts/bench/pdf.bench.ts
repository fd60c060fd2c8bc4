import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type express from 'express';
import puppeteer from 'puppeteer';
import { build } from 'vite';
import { createApp } from '../../server/app';
import { CHROMIUM_ARGS, findChromium } from '../../server/chromium';
import { buildDeps } from '../../server/deps';
import { loadEnv } from '../../server/env';
import { createLogger } from '../../server/logger';
import { PdfRenderer } from '../../server/pdf/renderer';
import { makeAthleteProfile } from '../../server/test/factories';
import { type Bench, pct } from './types';

const READY = '[data-profile-ready="true"]';
const RUNS = 10;

function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** Resident memory of this process plus the renderer's Chromium and its children, in MB. */
function rssMb(browserPid: number | undefined): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set(browserPid ? [browserPid] : []);
  // Children appear after parents in pid order often enough; repeat until the set is stable.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  const chromiumKb = rows.filter(([pid]) => tree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0);
  return (process.memoryUsage().rss / 1024 + chromiumKb) / 1024;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/**
 * The profile PDF (ADR 008): a warm render against the same page's plain page.goto in the same
 * run, and the memory of 10 renders at once (server process plus Chromium).
 */
const bench: Bench = async (ctx) => {
  const chromePath = findChromium();
  if (!chromePath) {
    ctx.log('no Chromium found: PDF bench skipped');
    return [];
  }
  const clientDir = path.resolve('dist', 'client');
  if (!existsSync(path.join(clientDir, 'index.html'))) await build({ logLevel: 'warn' });
  const { db, sql } = await ctx.database();
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  const deps = buildDeps({ db, sql, env, log: createLogger('silent') });
  const app = await listen(createApp(deps, { clientDir }));
  const profile = await makeAthleteProfile(db);
  const url = `${app.url}/athlete/${profile.id}?print=1`;
  const renderer = new PdfRenderer(chromePath);
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const gotos: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const ms = await timed(async () => {
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector(READY);
      });
      if (i > 0) gotos.push(ms);
    }
    await renderer.render(url, READY); // launch and warm up
    const renders: number[] = [];
    for (let i = 0; i < RUNS; i++) renders.push(await timed(() => renderer.render(url, READY)));
    gotos.sort((a, b) => a - b);
    renders.sort((a, b) => a - b);

    const pid = await renderer.browserPid();
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 100);
    await Promise.all(Array.from({ length: 10 }, () => renderer.render(url, READY)));
    clearInterval(sampler);
    return [
      {
        name: 'PDF warm render p50',
        value: pct(renders, 50),
        unit: 'ms',
        baseline: { name: 'page.goto of the same page, p50', value: pct(gotos, 50), unit: 'ms' },
        ratio: pct(renders, 50) / pct(gotos, 50),
        budget: { op: '<=', value: 600, unit: 'ms' },
        notes: `p90 ${pct(renders, 90).toFixed(0)} ms over ${RUNS} renders`,
      },
      {
        name: 'PDF 10 concurrent renders, peak RSS (server + Chromium)',
        value: peak,
        unit: 'MB',
        baseline: { name: 'same, idle after warm-up', value: idle, unit: 'MB' },
        ratio: peak / idle,
        budget: { op: '<=', value: 1024, unit: 'MB' },
      },
    ];
  } finally {
    await browser.close();
    await renderer.close();
    await app.close();
  }
};
export default bench;
