import { execSync } from 'node:child_process';
import { findChromium } from '../server/platform/chromium';

/**
 * e2e needs a Chromium. Prefer the system one; on an ordinary machine with internet
 * and none installed, fetch Playwright's own so `npm test` stays self-sufficient.
 */
const found = findChromium();
if (found) {
  console.log(`using system Chromium at ${found}`);
} else {
  console.log('no system Chromium found: installing Playwright Chromium');
  execSync('npx playwright install chromium', { stdio: 'inherit' });
}
