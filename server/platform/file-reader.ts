import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import pLimit from 'p-limit';
import type { Env } from './env';

export interface ReadResult {
  text: string;
  ms: number;
}

/** What the reader found in a PDF's parsed structure; `text` only for a file it found nothing wrong with. */
export interface PdfInspection {
  /** Pages by the page tree (or by page objects, when more of them hide outside it). */
  pages?: number;
  /** The first active feature found (script, action, attachment, XFA, rich media). */
  active?: string;
  broken?: boolean;
  unpacksTooLarge?: boolean;
  text?: string;
}

/** Opens and reads uploaded files where a hostile one cannot hurt the server (docs/evidence.md). */
export interface FileReader {
  /** Check a PDF's parsed structure and read its text: run at upload, on its own processes. */
  inspectPdf(bytes: Buffer, maxPages: number): Promise<PdfInspection>;
  /** `bytes` may be a loader: it runs only once the file's turn comes, so a queued file holds no memory. */
  read(bytes: Buffer | (() => Promise<Buffer>), mediaType: string, maxPages: number): Promise<ReadResult>;
  close(): Promise<void>;
}

export class ReadTimeout extends Error {}
/** The reader process passed its memory cap: a decompression bomb, or a file far bigger than a sheet. */
export class ReadTooLarge extends Error {}

/** An idle reader process (and its OCR engine, 2 to 4 s to start) is kept this long for the next file. */
const IDLE_MS = 30_000;
/** How often a busy reader's memory is looked at; inflating runs at some 200 MB/s, so the overshoot is small. */
const WATCH_MS = 20;
/** Uploads' PDF checks are quick for any real sheet: one past this is refused, not waited for. */
const INSPECT_TIMEOUT_MS = 15_000;
const PROCESS_SCRIPT = new URL('./file-reader-process.mjs', import.meta.url);

interface Job {
  kind: 'pdf' | 'ocr';
  bytes: Buffer;
  maxPages: number;
}

/** Resident memory of a process, from /proc (Linux); elsewhere null, and the heap limit and time cap remain. */
async function residentBytes(pid: number): Promise<number | null> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'latin1');
    return Number(statm.split(' ')[1]) * 4096;
  } catch {
    return null;
  }
}

/**
 * One reader process at a time for one file. A job that passes the memory cap or the time cap
 * has its process killed; the next job starts a new one. An idle process exits after IDLE_MS.
 */
class ReaderSlot {
  busy = false;
  #child: ChildProcess | null = null;
  #idle: NodeJS.Timeout | undefined;
  #seq = 0;

  constructor(private readonly limits: { maxBytes: number; heapMb: number }) {}

  #spawn(): ChildProcess {
    const child = fork(PROCESS_SCRIPT, [], {
      serialization: 'advanced',
      execArgv: [`--max-old-space-size=${this.limits.heapMb}`],
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child.once('exit', () => {
      if (this.#child === child) this.#child = null;
    });
    return child;
  }

  run<T>(job: Job, timeoutMs: number): Promise<T> {
    this.busy = true;
    clearTimeout(this.#idle);
    const child = this.#child ?? this.#spawn();
    this.#child = child;
    const id = ++this.#seq;
    return new Promise<T>((resolve, reject) => {
      let done = false;
      const finish = (err: Error | null, value?: T) => {
        if (done) return;
        done = true;
        clearInterval(watch);
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        this.busy = false;
        if (err) reject(err);
        else resolve(value as T);
        if (this.#child) this.#idle = setTimeout(() => this.#stop(), IDLE_MS).unref();
      };
      const kill = (err: Error) => {
        child.kill('SIGKILL');
        if (this.#child === child) this.#child = null;
        finish(err);
      };
      const onMessage = (m: { id: number; ok: boolean; result?: T; error?: string }) => {
        if (m.id !== id) return;
        finish(m.ok ? null : new Error(m.error), m.result);
      };
      const onExit = (code: number | null) =>
        finish(new Error(`The file reader stopped (${code ?? 'killed'})`));
      const timer = setTimeout(() => kill(new ReadTimeout('Reading the file took too long')), timeoutMs);
      const watch = setInterval(() => {
        void residentBytes(child.pid ?? 0).then((rss) => {
          if (rss !== null && rss > this.limits.maxBytes)
            kill(new ReadTooLarge('The file unpacks to too much'));
        });
      }, WATCH_MS);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send({ id, ...job });
    });
  }

  #stop() {
    this.#child?.kill('SIGKILL');
    this.#child = null;
  }

  close() {
    clearTimeout(this.#idle);
    this.#stop();
  }
}

function slotPool(size: number, limits: { maxBytes: number; heapMb: number }) {
  const limit = pLimit(size);
  const slots = Array.from({ length: size }, () => new ReaderSlot(limits));
  return {
    limit,
    run: <T>(job: () => Promise<Job>, timeoutMs: number) =>
      limit(async () => {
        const slot = slots.find((s) => !s.busy) as ReaderSlot;
        slot.busy = true;
        try {
          return await slot.run<T>(await job(), timeoutMs);
        } finally {
          slot.busy = false;
        }
      }),
    close() {
      limit.clearQueue();
      for (const slot of slots) slot.close();
    },
  };
}

/**
 * Readings (OCR, PDF text) queue for EVIDENCE_READ_CONCURRENCY processes; the PDF checks of uploads
 * have two of their own, so an upload never waits behind a slow reading. Every process is capped
 * at EVIDENCE_READ_MAX_MB resident memory, which covers the buffers a heap limit does not.
 */
export function createFileReader(
  env: Pick<Env, 'EVIDENCE_READ_CONCURRENCY' | 'EVIDENCE_READ_TIMEOUT_MS' | 'EVIDENCE_READ_MAX_MB'>,
): FileReader {
  const maxBytes = env.EVIDENCE_READ_MAX_MB * 1024 * 1024;
  const limits = { maxBytes, heapMb: Math.max(64, Math.floor(env.EVIDENCE_READ_MAX_MB * 0.75)) };
  const readings = slotPool(env.EVIDENCE_READ_CONCURRENCY, limits);
  const checks = slotPool(2, limits);
  return {
    inspectPdf: (bytes, maxPages) =>
      checks.run<PdfInspection>(async () => ({ kind: 'pdf', bytes, maxPages }), INSPECT_TIMEOUT_MS),
    async read(source, mediaType, maxPages) {
      const started = performance.now();
      const kind = mediaType === 'application/pdf' ? 'pdf' : 'ocr';
      const out = await readings.run<PdfInspection>(
        async () => ({ kind, bytes: typeof source === 'function' ? await source() : source, maxPages }),
        env.EVIDENCE_READ_TIMEOUT_MS,
      );
      if (out.unpacksTooLarge) throw new ReadTooLarge('The file unpacks to too much');
      if (out.text === undefined) throw new Error('The file could not be read');
      return { text: out.text, ms: Math.round(performance.now() - started) };
    },
    async close() {
      readings.close();
      checks.close();
    },
  };
}
