// Reads a PDF's text layer on its own thread (reader.ts), so a slow or hostile PDF holds up
// neither requests nor OCR; plain JavaScript, so the bundled and the source server start it alike.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const doc = await getDocument({
  data: new Uint8Array(workerData.bytes),
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  stopAtErrors: true,
}).promise;
const pages = [];
for (let i = 1; i <= Math.min(doc.numPages, workerData.maxPages); i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  // Items on one baseline form a line; a change of y starts a new one.
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
  pages.push(lines.filter(Boolean).join('\n'));
}
await doc.destroy();
parentPort.postMessage({ text: pages.join('\n'), pages: doc.numPages });
