import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileReader } from '../../platform/file-reader';
import { proposeMetrics } from './extract';
import { checkFile, MAX_PDF_PAGES } from './file-check';
import { renderSheets, type SampleSheet } from './test/sheets';

/**
 * How well uploads are read: made-up stats sheets rendered by Chromium, read as a screenshot (OCR)
 * and as a text PDF, each metric scored right only when both the metric and its value are. In the
 * integration tier, which runs Chromium; the event loop's delay while OCR reads is a bench figure
 * (scripts/bench/reading.bench.ts).
 */
const reader = createFileReader({
  EVIDENCE_READ_CONCURRENCY: 1,
  EVIDENCE_READ_TIMEOUT_MS: 60_000,
  EVIDENCE_READ_MAX_MB: 384,
});
let rendered: Awaited<ReturnType<typeof renderSheets>> = [];
beforeAll(async () => {
  rendered = await renderSheets();
}, 120_000);
afterAll(() => reader.close());

function score(sheet: SampleSheet, text: string) {
  const found = Object.fromEntries(proposeMetrics(text).map((p) => [p.metric, p.value]));
  const expected = Object.entries(sheet.expected);
  const right = expected.filter(([metric, value]) => found[metric] === value).length;
  const wrong = Object.entries(found).filter(([metric, value]) => sheet.expected[metric] !== value).length;
  return { right, total: expected.length, wrong };
}

describe('reading generated stats sheets', () => {
  it('reads the metrics off screenshots by OCR', async () => {
    let right = 0;
    let total = 0;
    let wrong = 0;
    const times: number[] = [];
    for (const { sheet, png } of rendered) {
      const { text, ms } = await reader.read(
        (await checkFile(reader, png)).bytes,
        'image/png',
        MAX_PDF_PAGES,
      );
      times.push(ms);
      const s = score(sheet, text);
      right += s.right;
      total += s.total;
      wrong += s.wrong;
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.info(
      `OCR: ${right}/${total} metrics right (${((100 * right) / total).toFixed(0)}%), ${wrong} wrong proposals; ` +
        `ms per page: ${times.join(', ')} (median ${sorted[Math.floor(sorted.length / 2)]})`,
    );
    expect(right / total).toBeGreaterThanOrEqual(0.9);
    expect(wrong).toBe(0);
  }, 240_000);

  it('reads the metrics of text PDFs directly, without OCR', async () => {
    let right = 0;
    let total = 0;
    for (const { sheet, pdf } of rendered) {
      const checked = await checkFile(reader, pdf);
      expect(checked.pageCount).toBe(1);
      const s = score(sheet, (await reader.read(checked.bytes, 'application/pdf', MAX_PDF_PAGES)).text);
      right += s.right;
      total += s.total;
      expect(s.wrong).toBe(0);
    }
    console.info(`PDF text: ${right}/${total} metrics right`);
    expect(right).toBe(total);
  }, 120_000);
});
