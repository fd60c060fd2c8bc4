import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkFile, MAX_PDF_PAGES } from '../../server/modules/evidence/file-check';
import { renderSheets } from '../../server/modules/evidence/test/sheets';
import { findChromium } from '../../server/platform/chromium';
import { createFileReader } from '../../server/platform/file-reader';
import type { Bench } from './types';

/** The event loop's delay, p99 in ms, while `work` runs. */
async function loopDelayP99(work: () => Promise<unknown>): Promise<number> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  await work();
  loop.disable();
  return loop.percentile(99) / 1e6;
}

/**
 * OCR runs in the file reader's own process, so the event loop that serves requests stays free
 * while a page is read: a page takes about a second of CPU, and on the main thread the p99 delay
 * would be that long. The baseline is the same loop left idle for as long.
 */
const bench: Bench = async (ctx) => {
  if (!findChromium()) {
    ctx.log('no Chromium found: reading bench skipped');
    return [];
  }
  const rendered = await renderSheets();
  const reader = createFileReader({
    EVIDENCE_READ_CONCURRENCY: 1,
    EVIDENCE_READ_TIMEOUT_MS: 60_000,
    EVIDENCE_READ_MAX_MB: 384,
  });
  try {
    const started = performance.now();
    const reading = await loopDelayP99(async () => {
      for (const { png } of rendered)
        await reader.read((await checkFile(reader, png)).bytes, 'image/png', MAX_PDF_PAGES);
    });
    const took = performance.now() - started;
    const idle = await loopDelayP99(() => new Promise((r) => setTimeout(r, took)));
    return [
      {
        name: `event loop delay p99 while OCR reads ${rendered.length} pages`,
        value: reading,
        unit: 'ms',
        baseline: { name: 'the same loop idle as long', value: idle, unit: 'ms' },
        ratio: reading / idle,
        budget: { op: '<=', value: 250, unit: 'ms' },
      },
    ];
  } finally {
    await reader.close();
  }
};

export default bench;
