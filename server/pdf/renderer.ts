import type { Browser, BrowserContext, Page } from 'puppeteer';
import { AppError } from '../../common/errors';
import { CHROMIUM_ARGS, findChromium } from '../platform/chromium';
import { PdfCache } from './pdf-cache';

export interface PdfLimits {
  /** Renders at once; the rest wait their turn. */
  concurrency: number;
  /**
   * The render, from the queue's turn (and the browser being up) to the last byte. A launch has
   * Puppeteer's own bound: on a busy machine it alone took seconds, and failed a first render.
   */
  timeoutMs: number;
  /** A long-lived Chromium grows; a fresh one after this many renders keeps memory flat. */
  recycleAfter: number;
}

export const PDF_LIMITS: PdfLimits = { concurrency: 2, timeoutMs: 15_000, recycleAfter: 50 };

export const NO_BROWSER_MESSAGE = 'PDF export is unavailable: no Chromium is installed on the server.';
export const RENDER_FAILED_MESSAGE = 'The PDF could not be rendered. Please try again.';

/** A fresh browser context with one page that has already loaded `url` (the SPA is booted). */
interface WarmPage {
  context: BrowserContext;
  page: Page;
  url: string;
}

export interface PdfJob {
  /** The page to print. */
  url: string;
  /** Appears once the page shows `url`'s own content, and not before. */
  readySelector: string;
  /**
   * A page of the same app whose content never matches a real `readySelector` (for the profile,
   * the print view of an id that cannot exist). The renderer keeps a spare context with it loaded.
   */
  warmUrl?: string;
}

/**
 * One shared headless Chromium, launched on the first render; each render gets its own browser
 * context (no shared cookies or storage) that serves that render only. Puppeteer never downloads
 * a browser here: it uses the system Chromium (server/platform/chromium.ts).
 *
 * Most of a cold render is opening a context and booting the SPA, so after each render the
 * renderer opens the next render's context in the background and loads the job's `warmUrl` in
 * it. The next render moves that page to its own URL with a client-side navigation, so it loads
 * only its data. The warm page never shows real content, so nothing of an earlier render (or a
 * stale copy of this one) can be printed. See docs/decisions/008-pdf-from-the-public-page.md.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private spare: Promise<WarmPage | null> | null = null;
  private renders = 0;
  private launches = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly cache = new PdfCache();

  /** `null`: no Chromium on this server, so every render answers 503. */
  constructor(
    private readonly executablePath: string | null = findChromium() ?? null,
    private readonly limits: PdfLimits = PDF_LIMITS,
    private readonly launch: (executablePath: string) => Promise<Browser> = launchChromium,
  ) {}

  get available(): boolean {
    return this.executablePath !== null;
  }

  /** Counters for tests and the bench: renders running and queued, browsers launched, renders since. */
  get stats() {
    return {
      active: this.active,
      queued: this.waiting.length,
      launches: this.launches,
      renders: this.renders,
    };
  }

  /**
   * The job's page as an A4 PDF, once its ready selector appears. With a `version` (what the page
   * shows, e.g. a profile's id and last update), renders of one version are shared and kept.
   */
  render(job: PdfJob, version?: string): Promise<Uint8Array> {
    return version === undefined ? this.renderNow(job) : this.cache.get(version, () => this.renderNow(job));
  }

  /**
   * Launches the browser and warms a page for `warmUrl` ahead of the first render, which would
   * otherwise wait for both (seconds on a cold machine).
   */
  async prewarm(warmUrl: string): Promise<void> {
    if (!this.executablePath) return;
    await this.currentBrowser().catch(() => {});
    this.prepareSpare(warmUrl);
  }

  private async renderNow(job: PdfJob): Promise<Uint8Array> {
    if (!this.executablePath) throw new AppError('UNAVAILABLE', NO_BROWSER_MESSAGE);
    await this.acquire();
    try {
      await this.currentBrowser();
    } catch {
      this.release();
      throw new AppError('UNAVAILABLE', RENDER_FAILED_MESSAGE);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AppError('UNAVAILABLE', RENDER_FAILED_MESSAGE)),
        this.limits.timeoutMs,
      );
    });
    let opened: WarmPage | undefined;
    const work = (async () => {
      opened = await this.pageFor(job);
      await opened.page.waitForSelector(job.readySelector, { timeout: this.limits.timeoutMs });
      return opened.page.pdf({
        format: 'A4',
        printBackground: true,
        margin: { top: '12mm', bottom: '12mm' },
      });
    })();
    // The render's context is closed once its work settles, even when the timeout won the race
    // and the work was still opening that context.
    const closed = work.then(
      () => opened?.context.close().catch(() => {}),
      () => opened?.context.close().catch(() => {}),
    );
    try {
      return await Promise.race([work, timeout]);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('UNAVAILABLE', RENDER_FAILED_MESSAGE);
    } finally {
      clearTimeout(timer);
      // Wait for the close unless the render timed out (then it closes whenever its work ends).
      await Promise.race([closed, timeout.catch(() => {})]);
      this.renders++;
      this.release();
      // Warm the next render's page only now: booting it during this render would slow this one.
      if (job.warmUrl) this.prepareSpare(job.warmUrl);
    }
  }

  /** The shared browser's process id, once launched (for the memory figure in npm run bench). */
  async browserPid(): Promise<number | undefined> {
    return (await this.browser?.catch(() => null))?.process()?.pid;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    const spare = this.spare;
    this.browser = null;
    this.spare = null;
    await (await spare?.catch(() => null))?.context.close().catch(() => {});
    if (browser) await (await browser.catch(() => null))?.close().catch(() => {});
  }

  /** A page showing the job's URL: the spare moved there when it is warm for this job, else a new one. */
  private async pageFor(job: PdfJob): Promise<WarmPage> {
    const spare = await this.takeSpare();
    if (spare && spare.url === job.warmUrl) {
      const target = new URL(job.url);
      try {
        await spare.page.evaluate((path) => {
          // The SPA's router listens for popstate, so this is an in-page navigation: no reload.
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, target.pathname + target.search);
      } catch (err) {
        await spare.context.close().catch(() => {});
        throw err;
      }
      return spare;
    }
    await spare?.context.close().catch(() => {});
    return this.openPage(job.url);
  }

  private async openPage(url: string): Promise<WarmPage> {
    const browser = await this.currentBrowser();
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(this.limits.timeoutMs);
      await page.emulateMediaType('print');
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: this.limits.timeoutMs });
      return { context, page, url };
    } catch (err) {
      await context.close().catch(() => {});
      throw err;
    }
  }

  private async takeSpare(): Promise<WarmPage | null> {
    const spare = this.spare;
    this.spare = null;
    return (await spare?.catch(() => null)) ?? null;
  }

  /** Warm the next render's page in the background; a failure only costs that render a cold start. */
  private prepareSpare(warmUrl: string): void {
    if (this.spare || !this.browser || this.renders >= this.limits.recycleAfter) return;
    this.spare = this.openPage(warmUrl).catch(() => null);
  }

  private async currentBrowser(): Promise<Browser> {
    // Recycle only between renders: `active` counts this one, so wait until it is alone.
    if (this.browser && this.renders >= this.limits.recycleAfter && this.active === 1) {
      this.renders = 0;
      await this.close();
    }
    if (!this.browser) {
      // Assigned before any await, so a render and a spare starting together share one launch.
      this.launches++;
      const launching = this.launch(this.executablePath!);
      this.browser = launching;
      launching.catch(() => {
        if (this.browser === launching) this.browser = null;
      });
    }
    return this.browser;
  }

  private acquire(): Promise<void> {
    if (this.active < this.limits.concurrency) {
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

async function launchChromium(executablePath: string): Promise<Browser> {
  const { default: puppeteer } = await import('puppeteer');
  return puppeteer.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
