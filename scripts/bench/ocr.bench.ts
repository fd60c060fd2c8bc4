import { loadavg } from 'node:os';
import { renderSheets, SAMPLE_SHEETS } from '../../server/modules/evidence/test/sheets';
import { findChromium } from '../../server/platform/chromium';
import { type Bench, pct } from './types';
import { startUploadServer } from './upload-server';

const WARM_PAGES = 6;
/** The probe asks /healthz this often, whatever the server is doing. */
const PROBE_EVERY_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two cheap reads: /healthz asks PostgreSQL too; the waitlist stats are served from memory. */
const PROBES = ['/healthz', '/api/waitlist/stats'] as const;
type Probe = (typeof PROBES)[number];

/**
 * Open-loop probe of one path until `stop()`: each latency runs from the request's scheduled time,
 * so a blocked event loop shows in the tail even while requests queue.
 */
function probe(base: string, path: Probe) {
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let n = 0;
  const timer = setInterval(() => {
    // Requests the timer itself fell behind on are still sent, each from its own scheduled time.
    const due = Math.floor((performance.now() - started) / PROBE_EVERY_MS);
    for (; n <= due; n++) {
      const scheduled = started + n * PROBE_EVERY_MS;
      pending.push(
        fetch(`${base}${path}`)
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.status !== 200) failed++;
            latencies.push(performance.now() - scheduled);
          })
          .catch(() => {
            failed++;
          }),
      );
    }
  }, PROBE_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { sorted: latencies.sort((a, b) => a - b), failed };
  };
}

/**
 * OCR of one stats-sheet page through the real upload (ADR 021's reader, docs/evidence.md): a
 * production server process, a signed-in athlete, `POST /api/evidence/files` with a PNG rendered by
 * the system Chromium, then the file polled until its proposals are ready. The first page after
 * start is cold (the OCR engine loads its wasm and English data); the next are warm, against the
 * same sheets as text PDFs (read without OCR). Meanwhile probes ask /healthz and the waitlist stats
 * every 20 ms; their p99 is set against the same probes on the idle server.
 */
const bench: Bench = async (ctx) => {
  if (!findChromium()) {
    ctx.log('no Chromium found: OCR bench skipped');
    return [];
  }
  const sheets = await renderSheets(SAMPLE_SHEETS);
  const { base, child, cookie, post } = await startUploadServer(ctx, 'ocr');
  try {
    /** Upload one page and wait for its proposals: ms from sending the file to `read`. */
    const readOne = async (bytes: Buffer, name: string) => {
      const t0 = performance.now();
      const { res } = await post(bytes, name);
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      for (;;) {
        const file = (await (
          await fetch(`${base}/api/evidence/files/${id}`, { headers: { cookie } })
        ).json()) as { status: string; proposals: unknown[] };
        if (file.status === 'read') return { ms: performance.now() - t0, proposals: file.proposals.length };
        if (file.status !== 'reading') throw new Error(`file ${name} ended ${file.status}`);
        await sleep(25);
      }
    };

    const probeAll = () => {
      const stops = PROBES.map((p) => probe(base, p));
      return async () => Promise.all(stops.map((stop) => stop()));
    };
    // The first seconds after start are the server settling (caches, connections): not idle.
    const settling = probeAll();
    await sleep(10_000);
    await settling();
    const busyProbes = probeAll();
    const cold = await readOne(sheets[0]!.png, `${sheets[0]!.sheet.name}.png`);
    const warm: number[] = [];
    let proposals = cold.proposals;
    for (let i = 0; i < WARM_PAGES; i++) {
      const sheet = sheets[i % sheets.length]!;
      const r = await readOne(sheet.png, `${sheet.sheet.name}-${i}.png`);
      warm.push(r.ms);
      proposals += r.proposals;
    }
    const busy = await busyProbes();
    warm.sort((a, b) => a - b);
    // The same sheets as text PDFs: the same upload, checks and polling, read with no OCR.
    const pdfs: number[] = [];
    for (const s of sheets) pdfs.push((await readOne(s.pdf, `${s.sheet.name}.pdf`)).ms);
    pdfs.sort((a, b) => a - b);
    // Idle is measured last, with the OCR engine loaded and nothing being read.
    await sleep(2000);
    const idleProbes = probeAll();
    await sleep(15_000);
    const idle = await idleProbes();
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    ctx.log(`load average (1 / 5 / 15 min) at the end: ${load}`);
    const probeFigure = (i: number) => {
      const [b, d] = [busy[i]!, idle[i]!];
      return {
        name: `GET ${PROBES[i]} p99 while OCR runs`,
        value: pct(b.sorted, 99),
        unit: 'ms',
        baseline: { name: 'same probe, idle server', value: pct(d.sorted, 99), unit: 'ms' },
        ratio: pct(b.sorted, 99) / pct(d.sorted, 99),
        notes: `a request every ${PROBE_EVERY_MS} ms: ${b.sorted.length} while reading (p50 ${pct(b.sorted, 50).toFixed(1)} ms, max ${b.sorted.at(-1)!.toFixed(0)} ms, ${b.failed} failed), ${d.sorted.length} idle (p50 ${pct(d.sorted, 50).toFixed(1)} ms, max ${d.sorted.at(-1)!.toFixed(0)} ms, ${d.failed} failed)`,
      };
    };
    return [
      {
        name: 'OCR first page after start (upload → proposals ready)',
        value: cold.ms,
        unit: 'ms',
        baseline: { name: 'warm page, p50', value: pct(warm, 50), unit: 'ms' },
        ratio: cold.ms / pct(warm, 50),
        notes: 'cold: the OCR engine loads its wasm and English data on the first page',
      },
      {
        name: 'OCR warm page p50 (upload → proposals ready)',
        value: pct(warm, 50),
        unit: 'ms',
        baseline: { name: 'the same sheets as text PDFs (no OCR), p50', value: pct(pdfs, 50), unit: 'ms' },
        ratio: pct(warm, 50) / pct(pdfs, 50),
        notes: `${WARM_PAGES} pages of ${sheets.length} sheets, max ${warm.at(-1)!.toFixed(0)} ms; ${proposals} metrics proposed in all; files polled every 25 ms; load average ${load}`,
      },
      probeFigure(0),
      probeFigure(1),
    ];
  } finally {
    child.kill('SIGTERM');
  }
};
export default bench;
