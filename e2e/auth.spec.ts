import { expect, expectNoSeriousA11yViolations, TEST_PASSWORD, test, uniqueEmail } from './fixtures';

test('sign up through the page: the builder says where the confirmation went, and the header shows the name badge', async ({
  page,
}) => {
  const email = uniqueEmail('badge');
  await page.goto('/');
  await page.getByRole('link', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new athlete starts in the builder, told where the confirmation link went.
  await expect(page).toHaveURL(/\/profile\/new$/);
  await expect(page.getByTestId('inbox-note')).toContainText(`we sent a link to confirm ${email}`);
  await expect(
    page.getByTestId('inbox-note').getByRole('button', { name: 'Send the link again' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByTestId('user-badge')).toHaveText(email.split('@')[0]!);
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
});

test('a wrong password shows a clear error on the sign-in page', async ({ page, signUp }) => {
  const user = await signUp();
  await page.context().clearCookies();
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
});

test('logout returns the LOGIN button', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/');
  await expect(page.getByTestId('user-badge')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByTestId('user-badge')).toHaveCount(0);
});

test('a GET of /api/logout only asks; its form logs out', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/api/logout');
  await expect(page.getByRole('heading', { name: 'Log out' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200); // still signed in
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('/profile shows NOT LOGGED IN to visitors and the account to users', async ({ page, signUp }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'NOT LOGGED IN' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const user = await signUp();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'YOUR PROFILE' })).toBeVisible();
  await expect(page.getByTestId('account-email')).toHaveText(user.email);
  await expect(page.getByTestId('account-name')).toHaveText('Not set');
  await expect(page.getByRole('link', { name: 'Create Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('/profile shows the athlete summary with View Public and Edit Profile', async ({
  page,
  baseURL,
  signUp,
}) => {
  await signUp();
  const created = await page.request.post('/api/athlete-profiles', {
    headers: { Origin: baseURL! },
    data: {
      firstName: 'Ava',
      lastName: 'Reed',
      graduationYear: 2027,
      sport: 'Volleyball',
      team: 'womens',
      position: 'OH',
      height: `6'0"`,
      weight: 160,
      location: 'Omaha, NE',
      gpa: '3.8',
      bio: 'Six-rotation outside hitter and team captain.',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  await page.goto('/profile');
  const summary = page.getByTestId('athlete-summary');
  await expect(summary.getByRole('heading', { name: 'Ava Reed' })).toBeVisible();
  await expect(summary.getByText('Self-Reported')).toBeVisible();
  await expect(summary.getByRole('link', { name: 'View Public' })).toHaveAttribute('href', `/athlete/${id}`);
  await expect(summary.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    `/profile/edit/${id}`,
  );
});

test('/profile/new sends visitors to sign in and brings them back afterwards', async ({ page }) => {
  await page.goto('/profile/new');
  await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fprofile%2Fnew/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Email').fill(uniqueEmail('returnto'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/profile\/new$/);
  await expect(page.getByRole('heading', { name: 'Build Your Athlete Profile' })).toBeVisible();
});

test('the sign-in page has the site favicon and honours the stored dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/api/login');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(7, 11, 20)');
});
