// The reader's own process (file-reader.ts): PDFs are opened and checked with pdf.js, images read by
// OCR, here rather than in the server, so a hostile file's memory is ended with this process and
// never grows the server. Plain JavaScript, so the bundled and the source server start it alike.
import { inflateSync } from 'node:zlib';
import eng from '@tesseract.js-data/eng';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM, PSM } from 'tesseract.js';

/** Names that make a PDF do something: run script, open a file or page, carry another file. */
const ACTIVE =
  /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|OpenAction|AA|XFA|SubmitForm|ImportData|GoToR|GoToE|Rendition|Movie|Sound)(?![^\s/<>[\](){}%])/;
/** Annotations that play or carry content rather than mark the page. */
const ACTIVE_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D']);
/**
 * All Flate streams of a file together may unpack to this much (a page of a stats sheet is well
 * under a megabyte; a screenshot saved as a PDF some 20 MB). zlib stops at the cap, so a bomb is
 * found in milliseconds, before pdf.js's slower decoder sees it.
 */
const FLATE_BUDGET = 96 * 1024 * 1024;

/** `/J#61vaScript` is `/JavaScript` to every reader: names are compared as decoded. */
const decodeNames = (text) =>
  text.replace(/\/[^\s/<>[\](){}%]*/g, (name) =>
    name.replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

/**
 * The file's objects as a reader sees their names: the file itself and every compressed object
 * stream, names decoded; every Flate stream unpacked against one budget. Returns the active name
 * found and the count of page objects, or why the file is refused.
 */
function scanObjects(bytes) {
  const raw = bytes.toString('latin1');
  const texts = [decodeNames(raw)];
  let budget = FLATE_BUDGET;
  const streamStart = /stream\r?\n/g;
  for (let m = streamStart.exec(raw); m; m = streamStart.exec(raw)) {
    if (raw.startsWith('end', m.index - 3)) continue;
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    streamStart.lastIndex = end + 9;
    const dict = decodeNames(raw.slice(Math.max(0, raw.lastIndexOf('obj', m.index)), m.index));
    if (!/\/(FlateDecode|Fl)(?![a-zA-Z])/.test(dict)) continue;
    let inflated;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget + 1 });
    } catch (err) {
      if (err?.code === 'ERR_BUFFER_TOO_LARGE') return { unpacksTooLarge: true };
      // A damaged stream is pdf.js's to judge: it reads what it can, as viewers do.
      continue;
    }
    budget -= inflated.length;
    if (budget < 0) return { unpacksTooLarge: true };
    if (/\/Type\s*\/ObjStm/.test(dict)) texts.push(decodeNames(inflated.toString('latin1')));
  }
  let pageObjects = 0;
  for (const text of texts) {
    const active = text.match(ACTIVE);
    if (active) return { active: active[1] };
    pageObjects += text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  }
  return { pageObjects };
}

const isWebLink = (url) => /^(https?:|mailto:)/i.test(url);

/** What pdf.js itself would run or offer: document and page scripts, attachments, forms, XFA. */
async function activeInDocument(doc, pages) {
  if (doc.isPureXfa || (await doc.getMetadata()).info?.IsXFAPresent) return 'XFA';
  if (await doc.getJSActions()) return 'JavaScript';
  if (await doc.getAttachments()) return 'EmbeddedFiles';
  const fields = (await doc.getFieldObjects()) ?? {};
  if (Object.values(fields).some((list) => list.some((f) => f.actions))) return 'AA';
  for (const page of pages) {
    if (await page.getJSActions()) return 'AA';
    for (const a of await page.getAnnotations({ intent: 'any' })) {
      if (ACTIVE_ANNOTATIONS.has(a.subtype) || a.attachment) return a.subtype;
      if (a.actions && Object.keys(a.actions).length) return 'AA';
      if (a.unsafeUrl && !isWebLink(a.unsafeUrl)) return 'Launch';
    }
  }
  return null;
}

/** A page's text, a line per baseline. */
async function pageText(page) {
  const content = await page.getTextContent();
  let line = [];
  let y = null;
  const lines = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const itemY = Math.round(item.transform[5]);
    if (y !== null && Math.abs(itemY - y) > 2) {
      lines.push(line.join(' '));
      line = [];
    }
    y = itemY;
    if (item.str.trim()) line.push(item.str.trim());
  }
  lines.push(line.join(' '));
  return lines.filter(Boolean).join('\n');
}

/**
 * Open a PDF: its objects' names, then the parsed document (page tree, names trees, annotations,
 * forms) and every page's text, whose content streams pdf.js unpacks under this process's limits.
 */
async function readPdf(bytes, maxPages) {
  const scan = scanObjects(bytes);
  if (scan.active || scan.broken || scan.unpacksTooLarge) return scan;
  if (scan.pageObjects > maxPages) return { pages: scan.pageObjects };
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: true,
  }).promise;
  try {
    const count = Math.max(doc.numPages, scan.pageObjects);
    if (count > maxPages || count === 0) return { pages: count };
    const pages = [];
    for (let i = 1; i <= doc.numPages; i++) pages.push(await doc.getPage(i));
    const active = await activeInDocument(doc, pages);
    if (active) return { active };
    const text = [];
    for (const page of pages) text.push(await pageText(page));
    return { pages: count, text: text.join('\n') };
  } finally {
    await doc.destroy();
  }
}

let ocrEngine = null;
async function ocr(bytes) {
  if (!ocrEngine) {
    // The English data ships in an npm package and is read from disk: nothing is downloaded.
    ocrEngine = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: eng.langPath,
      gzip: eng.gzip,
      cacheMethod: 'none',
    });
    // Automatic page layout finds the rows of a table; the single-block default misses them.
    await ocrEngine.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
  }
  const { data } = await ocrEngine.recognize(bytes);
  return { text: data.text };
}

process.on('message', async (job) => {
  try {
    const bytes = Buffer.from(job.bytes);
    const result = job.kind === 'pdf' ? await readPdf(bytes, job.maxPages) : await ocr(bytes);
    process.send({ id: job.id, ok: true, result });
  } catch (err) {
    // pdf.js names the damage; the server only needs to know the file could not be opened.
    process.send({ id: job.id, ok: false, error: String(err?.message ?? err) });
  }
});
process.on('disconnect', () => process.exit(0));
