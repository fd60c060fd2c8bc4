import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import express from 'express';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { buildDeps } from '../../server/deps';
import { createApp } from '../../server/http/app';
import { CHROMIUM_ARGS, findChromium } from '../../server/platform/chromium';
import { loadEnv } from '../../server/platform/env';
import { createLogger } from '../../server/platform/logger';
import type { Bench, BenchResult } from './types';

/** The routes whose Lighthouse mobile scores ARCHITECTURE budgets (performance ≥ 95). */
const ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',') ?? ['/', '/hs', '/portal', '/coaches', '/waitlist'];
const PERFORMANCE_BUDGET = 95;
/** How close to the budget a first score must be to need the median of three runs. */
const NEAR_BUDGET = 4;

interface Audit {
  performance: number;
  accessibility: number;
  notes: string;
}

function listen(app: express.Express): Promise<{ url: string; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/**
 * Lighthouse mobile (its default: a mid-range phone on slow 4G, simulated) for the built app's
 * marketing routes, against a baseline from the same run: a static page with one heading and no
 * script, the best any page can score on this machine and Chromium.
 */
const bench: Bench = async (ctx) => {
  const chromePath = findChromium();
  if (!chromePath) {
    ctx.log('no Chromium found (CHROMIUM_PATH, /usr/bin/chromium): Lighthouse skipped');
    return [];
  }
  const clientDir = path.resolve('dist', 'client');
  if (!existsSync(path.join(clientDir, 'index.html'))) await build({ logLevel: 'warn' });

  const { db, sql, health } = await ctx.database();
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
  const app = await listen(
    createApp(buildDeps({ db, sql, health, env, log: createLogger('silent') }), { clientDir }),
  );
  const bareDir = mkdtempSync(path.join(tmpdir(), 'lh-bare-'));
  writeFileSync(
    path.join(bareDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Baseline"><title>Baseline</title></head><body><h1>Baseline</h1></body></html>',
  );
  const bareApp = express();
  bareApp.use(express.static(bareDir));
  const bare = await listen(bareApp);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  type Category = 'performance' | 'accessibility';
  /**
   * One Lighthouse run. Its notes carry Lighthouse's own measure of this machine's speed at that
   * moment (`benchmarkIndex`): the simulated phone is this machine slowed four times, so a slower
   * hour here scores lower for the same page. A run Lighthouse could not finish (it reports a
   * runtime error and scores 0) is run once more, and its error is named in the notes rather than
   * counted as a score.
   */
  const audit = async (url: string, categories: Category[], retried = false): Promise<Audit> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // Weight-0 diagnostics whose gathering took about 1.7 s of each 9 s audit here (a full-page
      // screenshot, a back-forward navigation); neither category's score reads them.
      skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
      disableFullPageScreenshot: true,
    });
    const error = result?.lhr.runtimeError;
    if (error && !retried) {
      ctx.log(`${url}: Lighthouse could not finish (${error.code}); running it again`);
      return audit(url, categories, true);
    }
    const c = result?.lhr.categories;
    const metric = (id: string) => result?.lhr.audits[id]?.displayValue ?? '?';
    return {
      performance: Math.round((c?.performance?.score ?? 0) * 100),
      accessibility: Math.round((c?.accessibility?.score ?? 0) * 100),
      notes: error
        ? `Lighthouse could not finish: ${error.code} ${error.message}`
        : `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}; host benchmarkIndex ${Math.round(result?.lhr.environment.benchmarkIndex ?? 0)}`,
    };
  };
  /**
   * Scores vary from run to run: here about one run in eight fell 4 or 5 points from the median of
   * its three, and one 98 came with a median of 93. So a first score within NEAR_BUDGET of the
   * budget is settled by the median of three runs, as Lighthouse advises, and only a first score
   * further away stands. Accessibility does not vary between runs, so it is read once.
   */
  const routeAudit = async (url: string): Promise<Audit> => {
    const first = await audit(url, ['performance', 'accessibility']);
    if (Math.abs(first.performance - PERFORMANCE_BUDGET) > NEAR_BUDGET)
      return { ...first, notes: `one run, ${first.performance}; ${first.notes}` };
    const runs = [first, await audit(url, ['performance']), await audit(url, ['performance'])];
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[1]!;
    return {
      ...median,
      accessibility: first.accessibility,
      notes: `median of ${runs.map((r) => r.performance).join('/')}; ${median.notes}`,
    };
  };
  try {
    // The static page has nothing to vary (it scored 100 in every run measured): one audit shows
    // what this machine and Chromium can reach, and keeps `npm run bench` within 5 minutes.
    const baseline = await audit(`${bare.url}/`, ['performance', 'accessibility']);
    ctx.log(`baseline static page: ${baseline.notes}`);
    const results: BenchResult[] = [];
    for (const route of ROUTES) {
      const score = await routeAudit(`${app.url}${route}`);
      results.push(
        {
          name: `Lighthouse mobile performance ${route}`,
          value: score.performance,
          unit: 'score',
          baseline: { name: 'static page, no script', value: baseline.performance, unit: 'score' },
          ratio: score.performance / baseline.performance,
          budget: { op: '>=', value: PERFORMANCE_BUDGET, unit: 'score' },
          notes: score.notes,
        },
        {
          name: `Lighthouse accessibility ${route}`,
          value: score.accessibility,
          unit: 'score',
          baseline: { name: 'static page, no script', value: baseline.accessibility, unit: 'score' },
          ratio: score.accessibility / baseline.accessibility,
          budget: { op: '>=', value: 100, unit: 'score' },
        },
      );
    }
    return results;
  } finally {
    chrome.kill();
    await app.close();
    await bare.close();
  }
};
export default bench;
