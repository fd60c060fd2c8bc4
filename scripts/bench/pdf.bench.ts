import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer';
import { build } from 'vite';
import { profilePdfJob } from '../../server/pdf/profile-job';
import { PDF_LIMITS } from '../../server/pdf/renderer';
import { CHROMIUM_ARGS, findChromium } from '../../server/platform/chromium';
import { makeAthleteProfile } from '../../server/test/factories';
import { startBenchServer } from './db';
import { type Bench, pct } from './types';

const RUNS = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Memory of a process and all its descendants (the server and its Chromium), in MB: summed RSS,
 * and summed PSS, which splits pages shared between Chromium's processes instead of counting
 * them once per process.
 */
function treeMemoryMb(rootPid: number): { rss: number; pss: number; top: string } {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
  }
  let rss = 0;
  let pss = 0;
  const each: [number, string][] = [];
  for (const [pid, , rssKb] of rows) {
    if (!tree.has(pid)) continue;
    let smaps: string;
    let cmdline: string;
    try {
      smaps = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // the process ended since ps listed it
    }
    const kb = Number(/^Pss:\s+(\d+)/m.exec(smaps)?.[1] ?? rssKb);
    rss += rssKb;
    pss += kb;
    each.push([
      kb,
      /--type=([\w-]+)/.exec(cmdline)?.[1] ?? (cmdline.includes('chromium') ? 'browser' : 'server'),
    ]);
  }
  const top = each
    .sort((a, b) => b[0] - a[0])
    .slice(0, 5)
    .map(([kb, type]) => `${type} ${(kb / 1024).toFixed(0)}`)
    .join(', ');
  return { rss: rss / 1024, pss: pss / 1024, top };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/**
 * The profile PDF (ADR 008) through `GET /api/athlete-profiles/{id}/pdf` of a production server
 * process (which launches its Chromium at start): the first download, a warm render of a profile
 * not rendered before (the renderer idle between requests) against a plain page.goto of the same
 * print page in the same run, 10 downloads at once of one profile and of 10 profiles, and the
 * memory of the server and its Chromium meanwhile.
 */
const bench: Bench = async (ctx) => {
  const chromePath = findChromium();
  if (!chromePath) {
    ctx.log('no Chromium found: PDF bench skipped');
    return [];
  }
  if (!existsSync(path.resolve('dist', 'client', 'index.html'))) await build({ logLevel: 'warn' });
  const { db, url: databaseUrl } = await ctx.database();
  // Every timed render is of a profile not rendered before: a repeat is served from the cache.
  const profiles = await Promise.all(Array.from({ length: 3 * RUNS + 13 }, () => makeAthleteProfile(db)));
  const profile = profiles[0]!;
  let next = 1;
  const unrendered = () => profiles[next++]!.id;
  // `npm start`'s server as its own process, so its memory is the server's alone.
  const { base: origin, child } = await startBenchServer(databaseUrl, {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PDF: '100000/60',
  });
  const job = profilePdfJob(origin, profile.id, {
    publicOrigin: origin,
    discoverable: false,
    paper: 'letter',
  });
  const download = async (id: string) => {
    const res = await fetch(`${origin}/api/athlete-profiles/${id}/pdf`);
    if (res.status !== 200) throw new Error(`PDF answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const gotos: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const ms = await timed(async () => {
        await page.goto(job.url, { waitUntil: 'domcontentloaded' });
        await page.waitForSelector(job.readySelector);
      });
      if (i > 0) gotos.push(ms);
    }
    await browser.close();

    const first = await timed(() => download(unrendered()));
    const warm: number[] = [];
    const backToBack: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await sleep(1000);
      warm.push(await timed(() => download(unrendered())));
    }
    for (let i = 0; i < RUNS; i++) backToBack.push(await timed(() => download(unrendered())));
    for (const list of [gotos, warm, backToBack]) list.sort((a, b) => a - b);
    await sleep(1000);
    const oneProfile = unrendered();
    const tenOfOne = await timed(() => Promise.all(Array.from({ length: 10 }, () => download(oneProfile))));
    await sleep(1000);
    const tenOfTen = await timed(() => Promise.all(Array.from({ length: 10 }, () => download(unrendered()))));

    await sleep(1000);
    const idle = treeMemoryMb(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => {
      const now = treeMemoryMb(child.pid!);
      if (now.pss > peak.pss) peak = now;
    }, 100);
    await Promise.all(Array.from({ length: 10 }, () => download(unrendered())));
    clearInterval(sampler);
    return [
      {
        name: 'PDF first download after start',
        value: first,
        unit: 'ms',
        baseline: { name: 'page.goto of the same print page, p50', value: pct(gotos, 50), unit: 'ms' },
        ratio: first / pct(gotos, 50),
        notes: 'the production server launches Chromium and warms a page at start',
      },
      {
        name: 'PDF 10 downloads at once of one profile',
        value: tenOfOne,
        unit: 'ms',
        baseline: { name: 'one warm render, p50', value: pct(warm, 50), unit: 'ms' },
        ratio: tenOfOne / pct(warm, 50),
        budget: { op: '<=', value: 2000, unit: 'ms' },
      },
      {
        name: 'PDF 10 downloads at once of 10 profiles',
        value: tenOfTen,
        unit: 'ms',
        baseline: { name: 'one warm render, p50', value: pct(warm, 50), unit: 'ms' },
        ratio: tenOfTen / pct(warm, 50),
        budget: { op: '<=', value: 6000, unit: 'ms' },
        notes: `${PDF_LIMITS.concurrency} renders at a time (PDF_LIMITS.concurrency)`,
      },
      {
        name: 'PDF warm render p50 (HTTP download)',
        value: pct(warm, 50),
        unit: 'ms',
        baseline: { name: 'page.goto of the same print page, p50', value: pct(gotos, 50), unit: 'ms' },
        ratio: pct(warm, 50) / pct(gotos, 50),
        budget: { op: '<=', value: 600, unit: 'ms' },
        notes: `p90 ${pct(warm, 90).toFixed(0)} ms; back to back with no pause: p50 ${pct(backToBack, 50).toFixed(0)} ms`,
      },
      {
        name: 'PDF 10 concurrent requests, peak memory of server + Chromium (PSS)',
        value: peak.pss,
        unit: 'MB',
        baseline: { name: 'same, idle after warm-up', value: idle.pss, unit: 'MB' },
        ratio: peak.pss / idle.pss,
        budget: { op: '<=', value: 1024, unit: 'MB' },
        notes: `largest at the peak (MB): ${peak.top}; summed RSS ${peak.rss.toFixed(0)} MB counts pages shared by Chromium's processes once per process`,
      },
    ];
  } finally {
    await browser.close().catch(() => {});
    child.kill('SIGTERM');
  }
};
export default bench;
