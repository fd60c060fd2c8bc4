import { existsSync } from 'node:fs';

/**
 * Flags every headless Chromium launch uses here (no sandbox as root, no phoning home, no browser
 * UI). Headless Chromium is the whole browser since 132: without the last flag each window also
 * loads the address bar's two WebUI popups in a renderer of their own, which cost the e2e suite
 * about a sixth of its CPU (docs/performance.md). Puppeteer merges it into its own disabled
 * features; given beside Playwright's list, Chromium keeps both (Playwright's PaintHolding still
 * reaches the renderers).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/**
 * A system Chromium: CHROMIUM_PATH, then the usual Debian/Ubuntu paths. Undefined means
 * "use the browser Playwright/Puppeteer installed for the user".
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}

/**
 * The browser the e2e tests drive: Debian's headless shell when installed (the same Chromium
 * build without the browser's UI, as Playwright's own headless runs use), else the system
 * Chromium. The shell took the e2e stage's CPU down by about a fifth (docs/performance.md); the
 * app's PDF renderer keeps the full Chromium it runs in production.
 */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const shell = env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : findChromium(env);
}
