import { pdfBomb, pdfWithPages } from '../../server/modules/evidence/test/hostile';
import { residentMb } from '../../server/test/server-process';
import type { Bench } from './types';
import { startUploadServer } from './upload-server';

/** The bomb: a 1 GiB page of zeros, FlateDecode, about 1 MB on the wire. */
const BOMB_BYTES = 1024 ** 3;
const WATCH_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A PDF decompression bomb uploaded to a production server (docs/evidence.md): how long until it
 * is refused, how much the server process grows meanwhile (its resident memory, read every 20 ms),
 * and how long a plain PDF uploaded at the same moment takes, against the same upload on the idle
 * server. The reader's processes are not the server: their memory is capped and ended apart.
 */
const bench: Bench = async (ctx) => {
  const bomb = await pdfBomb(BOMB_BYTES);
  const plain = pdfWithPages(1);
  const { child, post } = await startUploadServer(ctx, 'bomb');
  try {
    const upload = async (bytes: Buffer, name: string) => {
      const { res, ms } = await post(bytes, name);
      const body = (await res.json()) as { error?: string };
      return { status: res.status, ms, error: body.error };
    };

    // Warm: the reader's processes and pdf.js are loaded once, as on any server that has taken uploads.
    for (let i = 0; i < 3; i++) await upload(plain, 'warm.pdf');
    await sleep(1000);
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) idle.push((await upload(plain, 'idle.pdf')).ms);
    idle.sort((a, b) => a - b);

    const pid = child.pid ?? 0;
    const before = residentMb(pid);
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, residentMb(pid));
    }, WATCH_MS);
    const bombing = upload(bomb, 'zeros.pdf');
    await sleep(200);
    const beside = await upload(plain, 'beside.pdf');
    const refused = await bombing;
    clearInterval(watch);
    ctx.log(
      `bomb: ${refused.status} "${refused.error}" after ${refused.ms.toFixed(0)} ms; a plain PDF beside it: ${beside.status} in ${beside.ms.toFixed(0)} ms`,
    );
    if (refused.status !== 400) throw new Error(`the bomb was answered ${refused.status}`);
    const median = idle[Math.floor(idle.length / 2)] ?? Number.NaN;
    return [
      {
        name: 'server growth while a 1 GiB PDF bomb is refused',
        value: peak - before,
        unit: 'MB',
        baseline: { name: 'server resident memory before', value: before, unit: 'MB' },
        ratio: (peak - before) / before,
        budget: { op: '<=', value: 150, unit: 'MB' },
        notes: `read every ${WATCH_MS} ms; bomb ${(bomb.length / 1e6).toFixed(1)} MB on the wire`,
      },
      {
        name: 'PDF bomb refused (upload → 400)',
        value: refused.ms,
        unit: 'ms',
        baseline: { name: 'plain one-page PDF upload, idle, p50', value: median, unit: 'ms' },
        ratio: refused.ms / median,
        budget: { op: '<=', value: 10_000, unit: 'ms' },
      },
      {
        name: 'plain PDF upload while the bomb is being refused',
        value: beside.ms,
        unit: 'ms',
        baseline: { name: 'the same upload, idle, p50', value: median, unit: 'ms' },
        ratio: beside.ms / median,
        notes: `answered ${beside.status}`,
      },
    ];
  } finally {
    child.kill('SIGTERM');
  }
};
export default bench;
