import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

for (const width of [390, 1280])
  test(`at ${width} px the footer leads to real Privacy and Terms pages; its other links stay SPEC's placeholders`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const company = page.getByRole('navigation', { name: 'Company' });
    for (const label of ['About', 'Contact', 'FAQ'])
      await expect(company.getByRole('link', { name: label })).toHaveAttribute('href', '#top');
    await company.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
    for (const heading of ['What we keep', 'Who sees what', 'Deleting your data', 'Young athletes'])
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(page.getByText('No accounts under 13.').first()).toBeVisible();
    await expect(page.getByText('Under 18: show this page to a parent or guardian')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Delete account on your Profile page' })).toHaveAttribute(
      'href',
      '/profile#delete-account',
    );
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Terms' }).click();
    await expect(page.getByRole('heading', { name: 'Terms', level: 1 })).toBeVisible();
    await expect(page.getByText('You must be 13 or older to create an account.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

for (const width of [390, 1280])
  test(`at ${width} px an athlete deletes their account from the Profile page, after typing their email`, async ({
    page,
    athleteWithProfile,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { user, profileId } = await athleteWithProfile();
    await page.goto('/profile');
    const card = page.getByTestId('delete-account');
    const button = card.getByRole('button', { name: 'Delete my account' });
    await expect(button).toBeDisabled();
    const confirm = card.getByLabel(`Type ${user.email} to confirm`);
    await confirm.fill('not-my-address@example.test');
    await expect(button).toBeDisabled();
    await confirm.fill(user.email);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await button.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Account deleted', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect((await page.request.get(`/api/athlete-profiles/${profileId}`)).status()).toBe(404);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
