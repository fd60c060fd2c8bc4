import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { expect, expectNoSeriousA11yViolations, signUpViaApi, test } from './fixtures';

test('the admin dashboard lists the mail outbox with status, attempts and times, a page at a time', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  // Each sign-up writes one confirmation email: enough of them for a second page.
  const other = await playwright.request.newContext({ baseURL });
  const users = [];
  for (let i = 0; i < 26; i++) users.push(await signUpViaApi(other, baseURL as string));
  await other.dispose();
  const newest = users.at(-1)?.email as string;

  await page.goto('/admin/waitlist');
  await page.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Admin password').press('Enter');
  const outbox = page.getByRole('region', { name: 'Mail outbox' });
  await expect(outbox.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();

  // The worker's delivery shows once the catcher took the message.
  const row = outbox.getByTestId('outbox-row').filter({ hasText: newest });
  await expect(async () => {
    await outbox.getByRole('button', { name: 'Reload outbox' }).click();
    await expect(row).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('Address check');
  await expect(row).toContainText('Confirm your email for FitScout');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(outbox.getByTestId('outbox-row')).toHaveCount(25);
  const range = outbox.locator('#outbox-range');
  await expect(range).toHaveText(/^1–25 of \d+$/);
  await expectNoSeriousA11yViolations(page);

  // Keyboard: Older, then Newer again.
  const newer = outbox.getByRole('button', { name: 'Newer' });
  await expect(newer).toBeDisabled();
  await outbox.getByRole('button', { name: 'Older' }).focus();
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(/^26–\d+ of \d+$/);
  await expect(outbox.getByTestId('outbox-row').filter({ hasText: newest })).toHaveCount(0);
  await newer.focus();
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(/^1–25 of \d+$/);
});
