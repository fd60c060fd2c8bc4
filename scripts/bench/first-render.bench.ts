import puppeteer from 'puppeteer';
import { CHROMIUM_ARGS, findChromium } from '../../server/platform/chromium';
import { makeAthleteProfile } from '../../server/test/factories';
import { startBenchServer } from './db';
import { type Bench, type BenchResult, pct } from './types';

const RUNS = 9;

/**
 * An app page opened directly (not prerendered): when its content shows, against when the last of
 * its scripts arrived, in Chromium with the assets cached, as on a second visit. What lies between
 * is rendering and the page's own data, plus any wait React adds: a page that suspends on its
 * chunk waits out React's 300 ms fallback throttle (src/lib/preloadable.tsx).
 */
const bench: Bench = async (ctx) => {
  const chromePath = findChromium();
  if (!chromePath) {
    ctx.log('no Chromium found: first-render bench skipped');
    return [];
  }
  const { db, url: databaseUrl } = await ctx.database();
  const profile = await makeAthleteProfile(db);
  const server = await startBenchServer(databaseUrl, { LOG_LEVEL: 'warn' });
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pages: [string, string, string][] = [
      [
        'the instant preview',
        '/preview',
        `document.querySelector('main h1')?.textContent === 'Instant preview'`,
      ],
      [
        'a public athlete profile',
        `/athlete/${profile.id}`,
        `!!document.querySelector('[data-profile-ready]')`,
      ],
    ];
    const results: BenchResult[] = [];
    for (const [name, path, shown] of pages) {
      const content: number[] = [];
      const scripts: number[] = [];
      for (let i = 0; i <= RUNS; i++) {
        await page.goto(server.base + path, { waitUntil: 'domcontentloaded' });
        const at = (await page
          .waitForFunction(`(${shown}) && performance.now()`, { polling: 'mutation', timeout: 10_000 })
          .then((h) => h.jsonValue())) as number;
        const lastScript = await page.evaluate(() =>
          Math.max(
            ...performance
              .getEntriesByType('resource')
              .filter((e) => e.name.endsWith('.js'))
              .map((e) => (e as PerformanceResourceTiming).responseEnd),
          ),
        );
        if (i === 0) continue; // the first visit fills the cache
        content.push(at);
        scripts.push(lastScript);
      }
      content.sort((a, b) => a - b);
      scripts.sort((a, b) => a - b);
      results.push({
        name: `${name} opened directly: content shown, p50`,
        value: pct(content, 50),
        unit: 'ms',
        baseline: { name: 'its last script arrived, p50', value: pct(scripts, 50), unit: 'ms' },
        ratio: pct(content, 50) / pct(scripts, 50),
        budget: { op: '<=', value: pct(scripts, 50) + 150, unit: 'ms (baseline + 150 ms)' },
        notes: `p90 ${pct(content, 90).toFixed(0)} ms`,
      });
    }
    return results;
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
};
export default bench;
