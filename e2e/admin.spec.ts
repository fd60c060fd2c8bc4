import { readFile } from 'node:fs/promises';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import {
  expect,
  expectNoSeriousA11yViolations,
  test,
  trpcCall,
  trpcErrorBody,
  uniqueEmail,
} from './fixtures';

const region = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Notifications/ });

test('an empty password asks for one', async ({ page }) => {
  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').press('Enter');
  await expect(region(page).getByText('Password Required', { exact: true })).toBeVisible();
  await expect(region(page).getByText('Please enter the admin password', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a wrong password is denied with the server message', async ({ page }) => {
  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').fill('definitely-wrong');
  await page.getByLabel('Admin password').press('Enter');
  await expect(region(page).getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(region(page).getByText('Invalid password', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
});

test('a network failure says Connection Error', async ({ page }) => {
  await page.route(trpcCall('admin.waitlistStats'), (route) => route.abort());
  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Access dashboard' }).click();
  await expect(region(page).getByText('Connection Error', { exact: true })).toBeVisible();
  await expect(region(page).getByText('Failed to connect to server', { exact: true })).toBeVisible();
});

test('the right password opens the dashboard; nothing is persisted; CSV downloads', async ({
  page,
  request,
}) => {
  const referrerEmail = uniqueEmail('admin');
  const referrer = await request.post('/api/waitlist', {
    data: {
      segment: 'coach',
      name: 'Admin E2E',
      email: referrerEmail,
      coachRole: 'HC',
      coachSchool: 'U',
      division: 'D1',
      consent: true,
    },
  });
  const { referralCode } = await referrer.json();
  await request.post('/api/waitlist', {
    data: {
      segment: 'hs',
      name: '=cmd()',
      email: uniqueEmail('admin'),
      position: 'QB',
      consent: true,
      referredBy: referralCode,
    },
  });

  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Admin password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Waitlist dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recent Signups' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('cell', { name: '=cmd()' })).toBeVisible();
  // SPEC's code cut to 8 characters, with the referrer's address beside it.
  const referred = page.getByRole('row').filter({ hasText: '=cmd()' });
  await expect(referred.getByTestId('referrer-email')).toHaveText(referrerEmail);
  await expect(referred).toContainText(referralCode.slice(0, 8));
  await expect(page.getByRole('img', { name: /Sign-ups per day/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const rows = page.getByRole('tabpanel').getByRole('row');
  expect(await rows.count()).toBeLessThanOrEqual(21);

  await page.getByRole('tab', { name: 'Top Referrers' }).click();
  await expect(page.getByRole('cell', { name: referralCode })).toBeVisible();
  await page.getByRole('tab', { name: 'By Segment' }).click();
  await expect(page.getByText(/\d+%/).first()).toBeVisible();

  const stored = await page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
  expect(JSON.stringify(stored)).not.toContain(E2E_ADMIN_PASSWORD);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^id,created_at,segment,name,email,/);
  expect(csv).toContain(",'=cmd(),");
});

test('a later stats failure drops the session and clears the password', async ({ page }) => {
  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Admin password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Waitlist dashboard' })).toBeVisible();

  // The bearer call is never batched (src/lib/trpc.ts), so the answer is a single tRPC error.
  await page.route(trpcCall('admin.waitlistStats'), (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: trpcErrorBody('Invalid password', 'UNAUTHORIZED', 401, false),
    }),
  );
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(region(page).getByText('Authentication Failed', { exact: true })).toBeVisible();
  await expect(region(page).getByText('Invalid password', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Admin password')).toHaveValue('');
});

for (const width of [390, 1280])
  test(`at ${width} px the admin finds a sign-up by a search and pages through the rest`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `find${width}x${Date.now().toString(36)}`;
    for (let i = 0; i < 21; i++)
      await request.post('/api/waitlist', {
        data: {
          segment: 'hs',
          name: `Paged ${i}`,
          email: `${tag}-${i}@example.test`,
          position: 'QB',
          consent: true,
        },
      });
    await page.goto('/admin/waitlist');
    await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('Admin password').press('Enter');
    const pages = page.getByRole('navigation', { name: 'Sign-up pages' });
    await expect(pages).toContainText(/^1–20 of \d+/);

    const search = page.getByLabel('Search sign-ups');
    await search.fill(`${tag}-7@`);
    await expect(page.getByTestId('signup-row')).toHaveCount(1);
    await expect(page.getByTestId('signup-row')).toContainText(`${tag}-7@example.test`);
    await expect(pages).toContainText('1–1 of 1');
    await expectNoSeriousA11yViolations(page);

    await search.fill(tag);
    await expect(pages).toContainText('1–20 of 21');
    await pages.getByRole('button', { name: 'Older' }).click();
    await expect(pages).toContainText('21–21 of 21');
    // The oldest of the 21 is the last one left.
    await expect(page.getByTestId('signup-row')).toContainText(`${tag}-0@example.test`);
    await expect(pages.getByRole('button', { name: 'Older' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Newer' }).click();
    await expect(pages).toContainText('1–20 of 21');

    await search.fill(`${tag}-none`);
    await expect(page.getByText(`No sign-up matches “${tag}-none”.`)).toBeVisible();
    // Nothing runs off the side of a phone: the table scrolls inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
