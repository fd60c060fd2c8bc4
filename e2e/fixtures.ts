import AxeBuilder from '@axe-core/playwright';
import type { TCreateAthleteProfileInput } from '@common/schemas/athlete';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { athleteProfileValues, hsSignup, uniqueEmail } from '../server/test/factories';

export { expect, hsSignup, uniqueEmail };
export const TEST_PASSWORD = 'correct-horse-battery';

type User = { email: string; id: string };

interface Fixtures {
  /** Creates an account through the real POST /api/login; `page` then browses as that user. */
  signUp: (email?: string) => Promise<User>;
  /**
   * Signs up, then creates a profile through POST /api/athlete-profiles (SPEC §7) from the shared
   * factory's values; `page` then browses as that user.
   */
  athleteWithProfile: (
    overrides?: Partial<TCreateAthleteProfileInput>,
  ) => Promise<{ user: User; profileId: string }>;
}

export const test = base.extend<Fixtures>({
  signUp: async ({ page, baseURL }, use) => {
    await use((email) => signUpViaApi(page.request, baseURL!, email));
  },
  athleteWithProfile: async ({ page, baseURL }, use) => {
    await use(async (overrides = {}) => {
      const user = await signUpViaApi(page.request, baseURL!);
      // The row's owner and evidence are the server's to set, never the body's.
      const { userId, evidence, verificationLevel, ...profile } = athleteProfileValues(user.id);
      const res = await page.request.post('/api/athlete-profiles', {
        data: { ...profile, ...overrides },
        headers: { Origin: baseURL! },
      });
      expect(res.status()).toBe(201);
      return { user, profileId: ((await res.json()) as { id: string }).id };
    });
  },
});

/**
 * Clicks `target` while already waiting for what the click shows only for a while (the 2 s copy
 * flag, a 5 s toast). On a starved machine the click itself once took 4.5 s, so an assertion that
 * started after it looked only once the flag was gone.
 */
export async function clickAndSeeBriefly(target: Locator, ...shown: Locator[]): Promise<void> {
  await Promise.all([...shown.map((locator) => expect(locator).toBeVisible()), target.click()]);
}

/**
 * From now on, the text of every toast the page adds, visible, to its 'Notifications' region. A
 * toast lives 5 s by the page's clock. On a starved CI machine the page rendered the 25 match
 * cards in the same task as the 'Matches Generated!' toast, and painted it with under a second
 * left, between two of the test's visibility checks; this record, taken as the page adds the
 * toast, cannot miss it.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    Object.assign(window, { recordedToasts: shown });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            node instanceof HTMLElement &&
            node.closest('[role="region"][aria-label^="Notifications"]') &&
            node.checkVisibility({ opacityProperty: true, visibilityProperty: true })
          )
            shown.push(node.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { recordedToasts: string[] }).recordedToasts);
}

/**
 * Presses Generate Matches once the Gameplan's summary has drawn, as a person would, and waits for
 * the server's answer, which must be a success. A click while the page still grows can land where
 * the button was (a portal report draws above it); a slow ranking is bounded by the test's timeout
 * rather than an assertion's 15 s; a refusal fails here with the server's own answer.
 */
export async function generateMatches(page: Page): Promise<void> {
  await expect(page.getByTestId('readiness-story')).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('match.generate'));
  await page.getByRole('button', { name: 'Generate Matches' }).click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
}

/** Confirms the signed-in account's address through the link in its confirmation email. */
/** The profile builder's Next button, and the check that a step's heading shows. */
export const wizardNext = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const wizardStep = (page: Page, title: string) =>
  expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();

export async function verifyEmail(page: Page, baseURL: string, email: string): Promise<void> {
  const text = await mailFor(page.request, baseURL, email, 'Confirm your email for FitScout');
  await page.goto(text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0] as string);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
}

/** Fails on any serious or critical axe violation of the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Creates an account through the real POST /api/login (JSON), which sets the session
 * cookie on this request context — shared with `page` when it is `page.request`.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  baseURL: string,
  email = uniqueEmail('e2e'),
): Promise<User> {
  const res = await request.post('/api/login', {
    data: { email, password: TEST_PASSWORD, intent: 'signup' },
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(200);
  const { user } = (await res.json()) as { user: { id: string; email: string } };
  return user;
}

/** The /trpc requests the page sends from now on, each as its procedure path(s), e.g. 'a.b,c.d'. */
export function recordTrpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/trpc/')) calls.push(pathname.slice('/trpc/'.length));
  });
  return calls;
}

/** Matches a /trpc request that carries the given procedure (alone or in a batch). */
export const trpcCall = (procedure: string) => (url: URL) =>
  url.pathname.startsWith('/trpc/') && url.pathname.slice('/trpc/'.length).split(',').includes(procedure);

/** The body tRPC (with superjson) answers for a failed call, for `route.fulfill`. */
export function trpcErrorBody(message: string, code: string, httpStatus: number, batched: boolean) {
  const error = { json: { message, code: -32001, data: { code, httpStatus, path: '' } } };
  return JSON.stringify(batched ? [{ error }] : { error });
}

export { pdfImageCount, pdfPageSizes, pdfPageTexts, pdfText } from '../server/test/pdf-text';

/** The recorded third-party pages served beside the e2e app (scripts/e2e-server.ts). */
export const fixtureOrigin = (baseURL: string) => `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`;

/** One message the SMTP catcher beside the e2e app caught (server/test/mailbox-server.ts). */
export interface CaughtMessage {
  subject: string;
  text: string;
  /** Each header as sent, by lower-case name. */
  headers: Record<string, string>;
}

/**
 * Waits for an email to `to` with `subject` at the SMTP catcher beside the e2e app
 * (scripts/e2e-server.ts) and returns it.
 */
export async function messageFor(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  subject: string | RegExp,
): Promise<CaughtMessage> {
  const url = `http://127.0.0.1:${Number(new URL(baseURL).port) + 3}/messages?to=${encodeURIComponent(to)}`;
  const matches = (s: string) => (typeof subject === 'string' ? s === subject : subject.test(s));
  let message: CaughtMessage | undefined;
  await expect
    .poll(
      async () => {
        const found = (await (await request.get(url)).json()) as CaughtMessage[];
        message = found.find((m) => matches(m.subject));
        return message !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return message as CaughtMessage;
}

/** The plain text of the email to `to` with `subject` (see messageFor). */
export async function mailFor(
  request: APIRequestContext,
  baseURL: string,
  to: string,
  subject: string,
): Promise<string> {
  return (await messageFor(request, baseURL, to, subject)).text;
}
