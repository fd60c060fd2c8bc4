import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reads every page of a PDF with pdf.js (no system tools needed), in order. */
async function eachPage<T>(bytes: Uint8Array, read: (page: PDFPageProxy) => Promise<T>): Promise<T[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const pages: T[] = [];
  for (let i = 1; i <= doc.numPages; i++) pages.push(await read(await doc.getPage(i)));
  await doc.destroy();
  return pages;
}

/** Each page's text, whitespace collapsed (pdf.js yields one item per text run; runs join with spaces). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pages = await eachPage(bytes, async (page) =>
    (await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' '),
  );
  return pages.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The text of a PDF, whitespace collapsed. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join(' ');
}

/** How many raster images a PDF paints, on all its pages (pdf.js's operator list). */
export async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  const counts = await eachPage(
    bytes,
    async (page) => (await page.getOperatorList()).fnArray.filter((op) => imageOps.has(op)).length,
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Each page's size in points, rounded: US Letter is 612 × 792, A4 595 × 842. */
export async function pdfPageSizes(bytes: Uint8Array): Promise<[number, number][]> {
  return eachPage(bytes, async (page) => {
    const [, , w, h] = page.view;
    return [Math.round(w!), Math.round(h!)] as [number, number];
  });
}
