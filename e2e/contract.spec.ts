import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { expect, test, trpcCall, uniqueEmail } from './fixtures';

/** The SPA calls its server only through procedures at /trpc (docs/decisions/007-procedure-first-contract.md). */
const apiCalls = (page: import('@playwright/test').Page) => {
  const seen: { path: string; method: string; authorization?: string }[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/trpc/') || url.pathname.startsWith('/api/'))
      seen.push({ path: url.pathname, method: req.method(), authorization: req.headers().authorization });
  });
  return seen;
};

test('a waitlist sign-up goes through /trpc: stats, join, referrals', async ({ page }) => {
  const calls = apiCalls(page);
  await page.goto('/waitlist?segment=hs');
  await page.getByLabel('Full name').fill('Contract Test');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('contract'));
  await page.getByLabel('Position').selectOption('WR');
  await page
    .getByRole('checkbox', { name: 'I agree to receive updates and understand this is a beta product' })
    .check();
  const join = page.waitForRequest((req) => trpcCall('waitlist.join')(new URL(req.url())));
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  expect((await join).method()).toBe('POST');
  await expect(page).toHaveURL(/\/waitlist\/success\?code=/);
  await expect(page.getByTestId('referral-count')).toHaveText('0');

  const procedures = calls.flatMap((c) => (c.path.startsWith('/trpc/') ? c.path.slice(6).split(',') : []));
  expect(procedures).toEqual(
    expect.arrayContaining(['waitlist.stats', 'waitlist.join', 'waitlist.referrals']),
  );
  expect(calls.filter((c) => c.path.startsWith('/api/')).map((c) => c.path)).toEqual([]);
});

test('the admin dashboard sends the bearer on its admin calls only (stats, sign-ups, outbox, claims, CSV)', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Admin password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Waitlist dashboard' })).toBeVisible();

  await expect.poll(() => calls.some((c) => c.path === '/trpc/admin.mailOutbox')).toBe(true);
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const ADMIN_CALLS = [
    '/trpc/admin.waitlistStats',
    '/trpc/admin.waitlistSignups',
    '/trpc/admin.mailOutbox',
    '/trpc/coach.claimsInReview',
    '/trpc/coach.claimHistory',
    '/trpc/admin.waitlistCsv',
  ];
  const isAdmin = (path: string) => ADMIN_CALLS.includes(path);
  for (const path of [
    '/trpc/admin.waitlistStats',
    '/trpc/admin.waitlistSignups',
    '/trpc/admin.mailOutbox',
    '/trpc/admin.waitlistCsv',
  ])
    expect(calls.filter((c) => c.path === path).length, path).toBeGreaterThan(0);
  for (const call of calls.filter((c) => isAdmin(c.path)))
    expect(call.authorization).toBe(`Bearer ${E2E_ADMIN_PASSWORD}`);
  for (const call of calls.filter((c) => !isAdmin(c.path)))
    expect(call.authorization, call.path).toBeUndefined();
  expect(calls.filter((c) => c.path.startsWith('/api/')).map((c) => c.path)).toEqual([]);
});

test("a visitor's /profile gets auth.me → null, with no console error", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const me = page.waitForResponse((res) => trpcCall('auth.me')(new URL(res.url())));
  await page.goto('/profile');
  const response = await me;
  expect(response.status()).toBe(200);
  const body = await response.json();
  // superjson-encoded null, alone or in a batch
  expect(JSON.stringify(body)).toContain('"json":null');
  await expect(page.getByRole('heading', { name: 'NOT LOGGED IN' })).toBeVisible();
  expect(errors).toEqual([]);
});
