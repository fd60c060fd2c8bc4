import type { Browser } from 'puppeteer';
import { AppError } from '../../common/errors';
import { CHROMIUM_ARGS, findChromium } from '../chromium';

export const PDF_LIMITS = {
  /** Renders at once; the rest wait their turn. */
  concurrency: 2,
  timeoutMs: 15_000,
  /** A long-lived Chromium grows; a fresh one after this many renders keeps memory flat. */
  recycleAfter: 50,
} as const;

export const NO_BROWSER_MESSAGE = 'PDF export is unavailable: no Chromium is installed on the server.';

/**
 * One shared headless Chromium, launched on the first render; each render gets its own browser
 * context (no shared cookies or storage). Puppeteer never downloads a browser here: it uses the
 * system Chromium (server/chromium.ts). See docs/decisions/008-pdf-from-the-public-page.md.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private renders = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  /** `null`: no Chromium on this server, so every render answers 503. */
  constructor(private readonly executablePath: string | null = findChromium() ?? null) {}

  get available(): boolean {
    return this.executablePath !== null;
  }

  /** The page at `url` as an A4 PDF, once `readySelector` appears. */
  async render(url: string, readySelector: string): Promise<Uint8Array> {
    if (!this.executablePath) throw new AppError('UNAVAILABLE', NO_BROWSER_MESSAGE);
    await this.acquire();
    try {
      const browser = await this.currentBrowser();
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(PDF_LIMITS.timeoutMs);
        await page.emulateMediaType('print');
        await page.goto(url, { waitUntil: 'domcontentloaded', timeout: PDF_LIMITS.timeoutMs });
        await page.waitForSelector(readySelector, { timeout: PDF_LIMITS.timeoutMs });
        return await page.pdf({
          format: 'A4',
          printBackground: true,
          margin: { top: '12mm', bottom: '12mm' },
        });
      } finally {
        await context.close().catch(() => {});
        this.renders++;
      }
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('UNAVAILABLE', 'The PDF could not be rendered. Please try again.');
    } finally {
      this.release();
    }
  }

  /** The shared browser's process id, once launched (for the memory figure in npm run bench). */
  async browserPid(): Promise<number | undefined> {
    return (await this.browser?.catch(() => null))?.process()?.pid;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => {});
  }

  private async currentBrowser(): Promise<Browser> {
    // Recycle only between renders: `active` counts this one, so wait until it is alone.
    if (this.browser && this.renders >= PDF_LIMITS.recycleAfter && this.active === 1) {
      this.renders = 0;
      await this.close();
    }
    if (!this.browser) {
      const { default: puppeteer } = await import('puppeteer');
      this.browser = puppeteer.launch({
        executablePath: this.executablePath ?? undefined,
        args: CHROMIUM_ARGS,
        headless: true,
      });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  private acquire(): Promise<void> {
    if (this.active < PDF_LIMITS.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve)).then(() => {
      this.active++;
    });
  }

  private release(): void {
    this.active--;
    this.waiting.shift()?.();
  }
}
