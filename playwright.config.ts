import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './server/platform/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-123';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two: a clean-clone CI run with three took 419 s for the e2e stage against 351 s with two, and a
  // server starved of CPU answered one save with 503.
  workers: 2,
  retries: 0,
  // A bound on a test's run, not an assertion: on a slow day of a 2-core machine, with two workers,
  // the server and Chromium sharing it, an axe check alone took 9 s and a whole test 30 s.
  timeout: 60_000,
  // Also a bound: how long an assertion waits for the page to get there. With two workers, the
  // server and the PDF renderer's Chromium on two cores, a cold /waitlist took 10 s to render in
  // one run (its trace: the browser's main thread starved between module loads). Assertions about
  // timing pass their own, shorter timeouts.
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Locally a failed test keeps its trace's DOM snapshots, not its screenshots: the screencast
    // behind them made the browser and its GPU process the suite's biggest CPU users. CI keeps only
    // what it prints, so there the trace, a sixth of the stage's CPU, is not recorded at all.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://localhost:${PORT}/healthz`,
    timeout: 90_000,
    reuseExistingServer: false,
    // Stop the server the way Ctrl-C does, so it closes what it started: the PDF renderer's Chromium
    // runs in its own process group and outlived the default kill.
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // Every test shares one server and one IP: loosen the limits, but keep them on.
      REQUESTS_PER_ADDRESS: '1000',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000/60',
      RATE_LIMIT_SIGNUP_IP: '1000/60',
      RATE_LIMIT_SIGNUP_EMAIL: '1000/60',
      RATE_LIMIT_WAITLIST_JOIN: '1000/60',
      RATE_LIMIT_ADMIN_FAIL: '1000/60',
      RATE_LIMIT_PREVIEW: '1000/60',
      RATE_LIMIT_DEMO: '1000/60',
      RATE_LIMIT_IMPORT: '1000/60',
      RATE_LIMIT_MATCH_GENERATE: '1000/60',
      RATE_LIMIT_PDF: '1000/60',
      RATE_LIMIT_PASSWORD_RESET_IP: '1000/60',
      RATE_LIMIT_PASSWORD_RESET_EMAIL: '1000/60',
      RATE_LIMIT_VERIFY_RESEND: '1000/60',
      RATE_LIMIT_PROFILE_SEND: '1000/60',
      RATE_LIMIT_EVENT_CLAIM: '1000/60',
    },
  },
});
