import { existsSync } from 'node:fs';

/** Flags every headless Chromium launch uses here (no sandbox as root, no phoning home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A system Chromium: CHROMIUM_PATH, then the usual Debian/Ubuntu paths. Undefined means
 * "use the browser Playwright/Puppeteer installed for the user".
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p));
}
