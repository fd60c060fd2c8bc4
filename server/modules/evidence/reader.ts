import { Worker } from 'node:worker_threads';
import eng from '@tesseract.js-data/eng';
import pLimit from 'p-limit';
import { createWorker, type Worker as OcrWorker, OEM, PSM } from 'tesseract.js';
import { MAX_PDF_PAGES } from './file-check';

export interface ReadResult {
  text: string;
  ms: number;
}

/** Reads the text of stats sheets: OCR for images, the text layer for PDFs. */
export interface SheetReader {
  /** `bytes` may be a loader: it runs only once the file's turn comes, so a queued file holds no memory. */
  read(bytes: Buffer | (() => Promise<Buffer>), mediaType: string): Promise<ReadResult>;
  close(): Promise<void>;
}

export class ReadTimeout extends Error {}

/** An idle OCR engine is kept this long for the next sheet: starting one costs about 2 to 4 s. */
const IDLE_MS = 30_000;
const PDF_THREAD = new URL('./pdf-text-thread.mjs', import.meta.url);

/**
 * OCR runs in tesseract.js's own worker thread, PDFs in a thread of ours: neither holds up the
 * event loop. At most `concurrency` files are read at once per instance (each OCR engine holds
 * some 100 MB and a core); one taking longer than `timeoutMs` has its thread ended.
 */
export function createSheetReader(opts: { concurrency: number; timeoutMs: number }): SheetReader {
  const limit = pLimit(opts.concurrency);
  const idle: { worker: OcrWorker; timer: NodeJS.Timeout }[] = [];

  const ocrEngine = async () => {
    const spare = idle.pop();
    if (spare) {
      clearTimeout(spare.timer);
      return spare.worker;
    }
    // The English data ships in an npm package and is read from disk: nothing is downloaded.
    const worker = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: eng.langPath,
      gzip: eng.gzip,
      cacheMethod: 'none',
    });
    // Automatic page layout finds the rows of a table; the single-block default misses them.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
    return worker;
  };
  const park = (worker: OcrWorker) => {
    const timer = setTimeout(() => {
      idle.splice(
        idle.findIndex((e) => e.worker === worker),
        1,
      );
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    idle.push({ worker, timer });
  };

  const ocr = async (bytes: Buffer) => {
    const worker = await ocrEngine();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReadTimeout('Reading the file took too long')), opts.timeoutMs);
    });
    try {
      const { data } = await Promise.race([worker.recognize(bytes), timeout]);
      park(worker);
      return data.text;
    } catch (err) {
      void worker.terminate();
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  const pdfText = (bytes: Buffer) =>
    new Promise<string>((resolve, reject) => {
      const thread = new Worker(PDF_THREAD, {
        workerData: { bytes, maxPages: MAX_PDF_PAGES },
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      const timer = setTimeout(() => {
        reject(new ReadTimeout('Reading the file took too long'));
        void thread.terminate();
      }, opts.timeoutMs);
      thread.once('message', (m: { text: string }) => resolve(m.text));
      thread.once('error', reject);
      thread.once('exit', (code) => {
        clearTimeout(timer);
        if (code !== 0) reject(new Error(`The PDF reader stopped (${code})`));
      });
    });

  return {
    read: (source, mediaType) =>
      limit(async () => {
        const bytes = typeof source === 'function' ? await source() : source;
        const started = performance.now();
        const text = mediaType === 'application/pdf' ? await pdfText(bytes) : await ocr(bytes);
        return { text, ms: Math.round(performance.now() - started) };
      }),
    async close() {
      limit.clearQueue();
      await Promise.all(
        idle.splice(0).map(({ worker, timer }) => {
          clearTimeout(timer);
          return worker.terminate();
        }),
      );
    },
  };
}
