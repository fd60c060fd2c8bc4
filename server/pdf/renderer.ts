import { availableParallelism } from 'node:os';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import type { PdfPaper } from '../../common/constants';
import { AppError } from '../../common/errors';
import { escapeHtml } from '../../common/escape-html';
import { CHROMIUM_ARGS, findChromium } from '../platform/chromium';
import { PdfCache } from './pdf-cache';
import { qrSvg } from './qr';

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

/** Renders at once: one per core, at least 2 (one can print while the next loads), at most 4. */
export const PDF_CONCURRENCY = Math.min(4, Math.max(2, availableParallelism()));

export const PDF_LIMITS: PdfLimits = { concurrency: PDF_CONCURRENCY, timeoutMs: 15_000, recycleAfter: 50 };

export const NO_BROWSER_MESSAGE = 'PDF export is unavailable: no Chromium is installed on the server.';
export const RENDER_FAILED_MESSAGE = 'The PDF could not be rendered. Please try again.';

/**
 * A browser context with one page, kept for render after render (up to `recycleAfter`): its
 * renderer process, HTTP cache and compiled scripts stay warm. A full navigation between two
 * renders restarts the app in it, so nothing of one render's state reaches the next.
 */
interface Slot {
  context: BrowserContext;
  page: Page;
  /** Settles true once the page shows `warmUrl` (booted, showing no profile); null while it shows a render. */
  warm: Promise<boolean> | null;
  warmUrl: string | null;
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
  /** Plain-text lines printed at the foot of every page, with the page number. */
  footer?: readonly string[];
  /** A text (a link) printed as a QR code beside the footer's lines. */
  footerQr?: string;
  /** The paper: US Letter or A4 (the default). */
  paper?: PdfPaper;
}

/** The QR code's side: at 45 modules (a link of about 70 characters) a module is 0.4 mm, which phones read. */
const QR_SIDE = '18mm';

/**
 * Chromium's footer template: its own small type (the page's styles do not reach it), without
 * ligatures, so the address reads back from the PDF as it was written ("fi" stays two letters).
 * A QR code (trusted SVG from `qrSvg`), when given, stands left of the lines.
 */
function footerTemplate(lines: readonly string[], qr: string | undefined): string {
  const text = lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');
  const code = qr ? `<div style="flex: none; width: ${QR_SIDE}; height: ${QR_SIDE};">${qr}</div>` : '';
  return `<div style="font: 8px sans-serif; font-variant-ligatures: none; color: #444; width: 100%; padding: 0 12mm; display: flex; align-items: center; gap: 8px;">${code}<div style="flex: 1;">${text}</div><div style="white-space: nowrap;">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div></div>`;
}

/** The bottom margin, in mm, when the footer carries a QR code: the code and 3 mm above and below it. */
export const QR_FOOTER_MM = 24;

/** The bottom margin, which holds the footer: room for the QR code when there is one. */
const footMargin = (job: PdfJob) => (job.footerQr ? `${QR_FOOTER_MM}mm` : job.footer ? '18mm' : '12mm');

/**
 * One shared headless Chromium, launched on the first render (or by `prewarm`), with a pool of
 * `concurrency` slots: a browser context and its page each, which serve renders one at a time.
 * Puppeteer never downloads a browser here: it uses the system Chromium
 * (server/platform/chromium.ts).
 *
 * Most of a cold render was opening a context and booting the SPA in it (its renderer process,
 * its scripts fetched and compiled), so slots are kept. After a render, a slot with no render
 * waiting loads the job's `warmUrl` in the background; the next render moves that page to its own
 * URL with a client-side navigation and loads only its data. A slot handed straight to a waiting
 * render loads the render's URL with a full navigation instead. Either way the app starts afresh
 * between renders, and the warm page never shows real content, so nothing of an earlier render
 * (or a stale copy of this one) can be printed. See docs/decisions/008-pdf-from-the-public-page.md.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  /** Slots no render is using, most recently used last. */
  private readonly idle: Slot[] = [];
  private renders = 0;
  private launches = 0;
  private contexts = 0;
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

  /**
   * Counters for tests and the bench: renders running and queued, browsers launched, renders
   * since, browser contexts opened.
   */
  get stats() {
    return {
      active: this.active,
      queued: this.waiting.length,
      launches: this.launches,
      renders: this.renders,
      contexts: this.contexts,
    };
  }

  /**
   * The job's page as a PDF on its paper, once its ready selector appears. With a `version` (what the page
   * shows, e.g. a profile's id and last update), renders of one version are shared and kept.
   */
  render(job: PdfJob, version?: string): Promise<Uint8Array> {
    return version === undefined ? this.renderNow(job) : this.cache.get(version, () => this.renderNow(job));
  }

  /**
   * Launches the browser and warms every slot for `warmUrl` ahead of the first renders, which
   * would otherwise wait for both (seconds on a cold machine). One slot after the other, so the
   * start of a small server is not flooded.
   */
  async prewarm(warmUrl: string): Promise<void> {
    if (!this.executablePath) return;
    try {
      await this.currentBrowser();
      while (this.contexts < this.limits.concurrency && this.active === 0) {
        const slot = await this.openSlot();
        slot.warmUrl = warmUrl;
        slot.warm = this.loadWarm(slot.page, warmUrl);
        await slot.warm;
        this.idle.push(slot);
      }
    } catch {
      // A failed prewarm only costs the first render a cold start.
    }
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
    let slot: Slot | undefined;
    let timedOut = false;
    const work = (async () => {
      const qr = job.footerQr ? await qrSvg(job.footerQr) : undefined;
      slot = this.idle.pop() ?? (await this.openSlot());
      await this.show(slot, job);
      await slot.page.waitForSelector(job.readySelector, { timeout: this.limits.timeoutMs });
      return slot.page.pdf({
        format: job.paper === 'letter' ? 'Letter' : 'A4',
        printBackground: true,
        margin: { top: '12mm', bottom: footMargin(job) },
        ...(job.footer && {
          displayHeaderFooter: true,
          headerTemplate: '<span></span>',
          footerTemplate: footerTemplate(job.footer, qr),
        }),
      });
    })();
    // A slot goes back to the pool only after a render that finished in time; after a failure or
    // a timeout its page's state is unknown, so its context is closed (whenever the work ends).
    const settled = work.then(
      () => {
        if (timedOut) void this.discard(slot);
        else this.giveBack(slot!, job);
      },
      () => this.discard(slot),
    );
    try {
      return await Promise.race([work, timeout]);
    } catch (err) {
      timedOut = true;
      if (err instanceof AppError) throw err;
      throw new AppError('UNAVAILABLE', RENDER_FAILED_MESSAGE);
    } finally {
      clearTimeout(timer);
      await Promise.race([settled, timeout.catch(() => {})]);
      this.renders++;
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
    await Promise.all(this.idle.splice(0).map((slot) => this.discard(slot)));
    if (browser) await (await browser.catch(() => null))?.close().catch(() => {});
  }

  /**
   * Brings the slot's page to the job's URL: by a client-side navigation from the warm page when
   * it is warm for this job (no reload), else by a full navigation.
   */
  private async show(slot: Slot, job: PdfJob): Promise<void> {
    const warm = slot.warmUrl === job.warmUrl && slot.warm !== null && (await slot.warm);
    slot.warm = null;
    if (warm) {
      const target = new URL(job.url);
      await slot.page.evaluate((path) => {
        // The SPA's router listens for popstate, so this is an in-page navigation: no reload.
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, target.pathname + target.search);
      return;
    }
    await slot.page.goto(job.url, { waitUntil: 'domcontentloaded', timeout: this.limits.timeoutMs });
  }

  /**
   * After a render in time: with no render waiting, the slot loads the warm page in the background
   * (booting it during the render would have slowed the render); a waiting render gets it as it is.
   */
  private giveBack(slot: Slot, job: PdfJob): void {
    if (this.browser === null) {
      void this.discard(slot);
      return;
    }
    if (job.warmUrl && this.waiting.length === 0) {
      slot.warmUrl = job.warmUrl;
      slot.warm = this.loadWarm(slot.page, job.warmUrl);
    }
    this.idle.push(slot);
  }

  private loadWarm(page: Page, warmUrl: string): Promise<boolean> {
    return page.goto(warmUrl, { waitUntil: 'domcontentloaded', timeout: this.limits.timeoutMs }).then(
      () => true,
      () => false,
    );
  }

  private async openSlot(): Promise<Slot> {
    const browser = await this.currentBrowser();
    const context = await browser.createBrowserContext();
    this.contexts++;
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(this.limits.timeoutMs);
      await page.emulateMediaType('print');
      return { context, page, warm: null, warmUrl: null };
    } catch (err) {
      await context.close().catch(() => {});
      throw err;
    }
  }

  private async discard(slot: Slot | undefined): Promise<void> {
    await slot?.context.close().catch(() => {});
  }

  private async currentBrowser(): Promise<Browser> {
    // Recycle only between renders: `active` counts this one, so wait until it is alone.
    if (this.browser && this.renders >= this.limits.recycleAfter && this.active <= 1) {
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
