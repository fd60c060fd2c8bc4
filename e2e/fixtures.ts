import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };
export const test = base;

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
export const TEST_PASSWORD = 'correct-horse-battery';

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
  email = uniqueEmail(),
): Promise<{ email: string; id: string }> {
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

/** A valid profile body for POST /api/athlete-profiles (SPEC §7), overridable per test. */
export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Rivers',
  graduationYear: 2027,
  classYear: 'Junior',
  sport: 'Football',
  position: 'WR',
  height: `6'1"`,
  weight: 185,
  location: 'Austin, TX',
  gpa: '3.4',
  actScore: 24,
  bio: 'Two-way receiver who loves the weight room and film study.',
  metrics: JSON.stringify({ '40yd': 4.6, vertical: 32 }),
  ...overrides,
});

/** Signs up through the API and creates a profile; `page` then browses as that user. */
export async function athleteWithProfile(
  page: Page,
  baseURL: string,
  overrides: Record<string, unknown> = {},
): Promise<{ user: { id: string; email: string }; profileId: string }> {
  const user = await signUpViaApi(page.request, baseURL);
  const res = await page.request.post('/api/athlete-profiles', {
    data: profileBody(overrides),
    headers: { Origin: baseURL },
  });
  expect(res.status()).toBe(201);
  return { user, profileId: ((await res.json()) as { id: string }).id };
}
export { pdfImageCount, pdfText } from '../server/test/pdf-text';

/** The recorded third-party pages served beside the e2e app (scripts/e2e-server.ts). */
export const fixtureOrigin = (baseURL: string) => `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}`;
