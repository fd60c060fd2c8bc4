import { expect, mailFor, TEST_PASSWORD, test } from './fixtures';

const NEW_PASSWORD = 'my-new-password-2026';

test('forgot password: the emailed link sets a new password, which signs in; the old session is gone', async ({
  page,
  browser,
  baseURL,
  signUp,
}) => {
  const user = await signUp();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // Another browser, signed out, asks for the link from the sign-in page.
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto('/api/login');
  await tab.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(tab.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await tab.getByLabel('Email').fill(user.email);
  await tab.getByRole('button', { name: 'Send reset link' }).click();
  await expect(tab.getByRole('status')).toContainText('If an account exists for that address');

  const text = await mailFor(tab.request, baseURL as string, user.email, 'Reset your FitScout password');
  const link = text.match(/https?:\/\/\S+\/api\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await tab.goto(link as string);
  await expect(tab.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await tab.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await tab.getByRole('button', { name: 'Save new password' }).click();
  await expect(tab.getByRole('status')).toContainText('Your password is changed');

  // The old password no longer works; the new one does.
  await tab.getByLabel('Email').fill(user.email);
  await tab.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByRole('alert')).toHaveText('Incorrect email or password.');
  await tab.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab).toHaveURL(/\/$/);
  expect((await tab.request.get('/api/auth/user')).status()).toBe(200);

  // The first browser's session ended with the change.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();

  // The link was single-use.
  await tab.goto(link as string);
  await expect(tab.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await other.close();
});

test('sign-up mails a confirmation link; the profile shows the address verified after it', async ({
  page,
  baseURL,
  signUp,
}) => {
  const user = await signUp();
  await page.goto('/profile');
  await expect(page.getByTestId('account-email-status')).toContainText('Not verified yet');
  const text = await mailFor(page.request, baseURL as string, user.email, 'Confirm your email for FitScout');
  const link = text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your Gameplan' })).toHaveAttribute('href', '/dashboard');
  await page.goto('/profile');
  await expect(page.getByTestId('account-email-status')).toHaveText('Verified');
});
