import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';
import { QR_FOOTER_MM } from '../server/pdf/renderer';

/** The height of the profile PDF's footer band (its bottom margin), in mm. */
export const PDF_FOOTER_MM = QR_FOOTER_MM;

const require = createRequire(import.meta.url);

/** A made-up origin the test's browser context answers itself: pdf.js and jsQR, no server involved. */
const ORIGIN = 'https://pdf-pixels.test';
const FILES: Record<string, string> = {
  '/pdf.mjs': require.resolve('pdfjs-dist/build/pdf.min.mjs'),
  '/pdf.worker.mjs': require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'),
  '/jsqr.js': require.resolve('jsqr/dist/jsQR.js'),
};
const PAGE = `<!doctype html><html><body><canvas id="page"></canvas><script src="/jsqr.js"></script></body></html>`;

/** Millimetres from each edge of the paper to the nearest drawn pixel. */
export interface Edges {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

export interface PdfImage {
  pages: number;
  /** The first page's size in millimetres. */
  widthMm: number;
  heightMm: number;
  /** How far the drawing on the first page stays from the paper's edges. */
  ink: Edges;
  /** The lowest drawn row of the page's content (above the footer band given), in mm from the top. */
  contentBottomMm: number;
  /** What a QR code on the first page reads, and where it is; null when none decodes. */
  qr: { text: string; topMm: number; leftMm: number } | null;
  /** The first page as a PNG, for the test's report. */
  png: Buffer;
}

/**
 * Renders the first page of a PDF to pixels with pdf.js in the test's Chromium (at 4 px per
 * point's worth of 288 dpi, so a 0.4 mm QR module is 4–5 px) and reads it: the drawn area, and a
 * QR code found with jsQR. `footerMm` is the height of the bottom band that holds the footer.
 */
export async function readPdfImage(
  context: BrowserContext,
  pdf: Buffer,
  footerMm: number,
): Promise<PdfImage> {
  const page = await context.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = FILES[path];
    if (file)
      return route.fulfill({ body: readFileSync(file), contentType: 'text/javascript; charset=utf-8' });
    return route.fulfill({ body: PAGE, contentType: 'text/html; charset=utf-8' });
  });
  try {
    await page.goto(`${ORIGIN}/`);
    const read = await page.evaluate(
      async ({ base64, footerMm }) => {
        // The worker's code runs on this page (pdf.js's documented fallback), so no worker is fetched.
        const pdfjs = await import(`${location.origin}/pdf.mjs`);
        (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(
          `${location.origin}/pdf.worker.mjs`
        );
        const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const doc = await pdfjs.getDocument({ data }).promise;
        const first = await doc.getPage(1);
        const scale = 4;
        const viewport = first.getViewport({ scale });
        const canvas = document.getElementById('page') as HTMLCanvasElement;
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        await first.render({ canvasContext: ctx, viewport }).promise;
        const { width, height } = canvas;
        const pixels = ctx.getImageData(0, 0, width, height).data;
        const pxPerMm = (72 / 25.4) * scale;
        const footerTop = height - Math.round(footerMm * pxPerMm);
        // A pixel is drawn when it is visibly darker than the white paper.
        const drawn = (x: number, y: number) => {
          const i = (y * width + x) * 4;
          return pixels[i]! < 230 || pixels[i + 1]! < 230 || pixels[i + 2]! < 230;
        };
        let top = height;
        let bottom = -1;
        let left = width;
        let right = -1;
        let contentBottom = -1;
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++) {
            if (!drawn(x, y)) continue;
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
            left = Math.min(left, x);
            right = Math.max(right, x);
            if (y < footerTop) contentBottom = Math.max(contentBottom, y);
          }
        const jsQR = (globalThis as unknown as { jsQR: typeof import('jsqr').default }).jsQR;
        const code = jsQR(pixels, width, height);
        const mm = (px: number) => Math.round((px / pxPerMm) * 10) / 10;
        return {
          pages: doc.numPages as number,
          widthMm: mm(width),
          heightMm: mm(height),
          ink: {
            top: mm(top),
            left: mm(left),
            right: mm(width - 1 - right),
            bottom: mm(height - 1 - bottom),
          },
          contentBottomMm: mm(contentBottom),
          qr: code
            ? {
                text: code.data,
                topMm: mm(Math.min(code.location.topLeftCorner.y, code.location.topRightCorner.y)),
                leftMm: mm(Math.min(code.location.topLeftCorner.x, code.location.bottomLeftCorner.x)),
              }
            : null,
          png: canvas.toDataURL('image/png').slice('data:image/png;base64,'.length),
        };
      },
      { base64: pdf.toString('base64'), footerMm },
    );
    return { ...read, png: Buffer.from(read.png, 'base64') };
  } finally {
    await page.close();
  }
}
