import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkFile } from '../../server/modules/evidence/file-check';
import { createSheetReader } from '../../server/modules/evidence/reader';
import { renderSheets } from '../../server/modules/evidence/test/sheets';
import { findChromium } from '../../server/platform/chromium';
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
 * OCR runs on tesseract.js's worker thread, so the event loop that serves requests stays free
 * while a page is read: a page takes about a second of CPU, and on the main thread the p99 delay
 * would be that long. The baseline is the same loop left idle for as long.
 */
const bench: Bench = async (ctx) => {
  if (!findChromium()) {
    ctx.log('no Chromium found: reading bench skipped');
    return [];
  }
  const rendered = await renderSheets();
  const reader = createSheetReader({ concurrency: 1, timeoutMs: 60_000 });
  try {
    const started = performance.now();
    const reading = await loopDelayP99(async () => {
      for (const { png } of rendered) await reader.read(checkFile(png).bytes, 'image/png');
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
