import { expect, expectNoSeriousA11yViolations, recordToasts, test } from './fixtures';

test('the email preference page turns the Monday update off and on, saved on the server', async ({
  page,
  signUp,
}) => {
  const user = await signUp();
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Email preferences' }).click();
  await expect(page).toHaveURL(/\/profile\/email$/);
  await expect(page.getByRole('heading', { name: 'EMAIL PREFERENCES', level: 1 })).toBeVisible();
  await expect(page.getByText(`Sent to ${user.email}.`)).toBeVisible();
  const weekly = page.getByRole('checkbox', { name: 'The Monday update' });
  await expect(weekly).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // Keyboard only: Space turns it off, Tab reaches Save, Enter saves.
  const toasts = await recordToasts(page);
  await weekly.focus();
  await page.keyboard.press('Space');
  await expect(weekly).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save preferences' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(toasts)
    .toContainEqual(expect.stringContaining('You will no longer get the Monday update.'));

  // Saved on the server: a fresh load shows it off; on again the same way.
  await page.reload();
  await expect(weekly).not.toBeChecked();
  await weekly.click();
  // The reload waits for the save's answer, as a person waits for its toast: a reload sent first
  // cancelled the save on a loaded machine.
  const saved = page.waitForResponse((r) => r.url().includes('mail.setPreferences'));
  await page.getByRole('button', { name: 'Save preferences' }).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(weekly).toBeChecked();
});

test('a visitor is sent to sign in, and back to the page after', async ({ page }) => {
  await page.goto('/profile/email');
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fprofile%2Femail/);
});
