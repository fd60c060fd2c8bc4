import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };
export const test = base;

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
export const TEST_PASSWORD = 'correct-horse-battery';

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

/** Matches a /trpc request that carries the given procedure (alone or in a batch). */
export const trpcCall = (procedure: string) => (url: URL) =>
  url.pathname.startsWith('/trpc/') && url.pathname.slice('/trpc/'.length).split(',').includes(procedure);

/** The body tRPC (with superjson) answers for a failed call, for `route.fulfill`. */
export function trpcErrorBody(message: string, code: string, httpStatus: number, batched: boolean) {
  const error = { json: { message, code: -32001, data: { code, httpStatus, path: '' } } };
  return JSON.stringify(batched ? [{ error }] : { error });
}
