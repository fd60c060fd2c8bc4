import { expect, expectNoSeriousA11yViolations, signUpViaApi, test, trpcCall } from './fixtures';

test('the owner edits the bio only: Profile Updated!, then the public profile; other fields survive', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile({
    filmUrl: 'https://youtu.be/dQw4w9WgXcQ',
    xHandle: 'keep_me',
  });
  await page.goto(`/profile/edit/${profileId}`);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Bio').fill('short');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Bio must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Film URL').fill('not a url');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Must be a valid URL or leave empty')).toBeVisible();
  await page.getByLabel('Film URL').fill('https://youtu.be/dQw4w9WgXcQ');

  const sent = page.waitForRequest((req) => trpcCall('athlete.update')(new URL(req.url())));
  await page.getByLabel('Bio').fill('A new bio that is long enough to save.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // Only the changed field travels (superjson body of a one-call batch).
  const body = JSON.parse((await sent).postData() ?? '{}') as Record<
    string,
    { json: Record<string, unknown> }
  >;
  expect(Object.keys(body['0']!.json).sort()).toEqual(['bio', 'id']);

  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Profile Updated!'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/athlete/${profileId}$`));
  await expect(page.getByText('A new bio that is long enough to save.')).toBeVisible();
  await expect(page.getByText('keep_me')).toBeVisible();
  await expect(page.locator('iframe[title="Highlight video on YouTube"]')).toHaveCount(1);
});

test('a name change updates the account name on /profile; Cancel goes back', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile({ lastName: 'Rivers' });
  await page.goto('/profile');
  await expect(page.getByTestId('account-name')).toHaveText('Jordan Rivers');
  await page.goto(`/profile/edit/${profileId}`);
  await page.getByLabel('First name').fill('Jordyn');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Jordyn Rivers', level: 1 })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('account-name')).toHaveText('Jordyn Rivers');
  await page.goto(`/profile/edit/${profileId}`);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/athlete/${profileId}$`));
});

test("another user sees 'You can only edit your own profile'", async ({
  browser,
  baseURL,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile();
  const other = await browser.newPage();
  await signUpViaApi(other.request, baseURL!);
  await other.goto(`${baseURL}/profile/edit/${profileId}`);
  await expect(other.getByRole('heading', { name: 'You can only edit your own profile' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await other.close();
});
