import {
  clickAndSeeBriefly,
  expect,
  expectNoSeriousA11yViolations,
  recordTrpcCalls,
  test,
  verifyEmail,
} from './fixtures';

test('the public profile: owner sees Edit Profile, a visitor does not; no email anywhere', async ({
  page,
  browser,
  baseURL,
  athleteWithProfile,
}) => {
  const { user, profileId } = await athleteWithProfile({
    lastName: 'Rivers',
    filmUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    xHandle: 'jordanrivers',
  });
  await page.goto(`/athlete/${profileId}`);
  await expect(page.getByRole('heading', { name: 'Jordan Rivers', level: 1 })).toBeVisible();
  await expect(page.getByTestId('verification-badge')).toHaveText('Self-Reported');
  await expect(page.getByText('@jordanrivers').or(page.getByText('jordanrivers'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
    'href',
    `/profile/edit/${profileId}`,
  );
  await expect(page.getByTestId('athletic-stats')).toContainText('40-yard dash');
  await expect(page.getByTestId('athletic-stats')).toContainText('Self-Reported');
  await expect(page.locator('iframe[title="Highlight video on YouTube"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await expect(page.locator(`[data-profile-ready="${profileId}"]`)).toHaveCount(1);

  const visitor = await browser.newPage();
  await visitor.goto(`${baseURL}/athlete/${profileId}`);
  await expect(visitor.getByRole('heading', { name: 'Jordan Rivers', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(visitor.locator('body')).not.toContainText(user.email);
  await visitor.close();
});

test('an unsupported video shows Invalid video URL with a View Video link', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile({ filmUrl: 'https://example.com/clip.mp4' });
  await page.goto(`/athlete/${profileId}`);
  await expect(page.getByText('Invalid video URL')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Video' })).toHaveAttribute(
    'href',
    'https://example.com/clip.mp4',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  // Scanned here, without a third-party frame: the video host is unreachable from the test machine.
  await expectNoSeriousA11yViolations(page);
});

test("Copy Link copies the profile URL and shows 'Copied!' for 2 seconds", async ({
  page,
  context,
  baseURL,
  athleteWithProfile,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { profileId } = await athleteWithProfile();
  await page.goto(`/athlete/${profileId}`);
  await clickAndSeeBriefly(
    page.getByRole('button', { name: 'Copy Link' }),
    page.getByRole('button', { name: 'Copied!' }),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/athlete/${profileId}`);
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });
});

test("a missing profile shows 'Profile not found'", async ({ page }) => {
  await page.goto('/athlete/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await page.goto('/athlete/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
});

test('print mode (the PDF view) shows the profile without the site chrome', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile({ lastName: 'Rivers' });
  const reads = recordTrpcCalls(page);
  await page.goto(`/athlete/${profileId}?print=1`);
  await expect(page.locator(`[data-profile-ready="${profileId}"]`)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Jordan Rivers', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  // The profile, its division band, its readiness and the programs the athlete chose to list come
  // in one batched request, not one after the other; the paper names the level met for a coach.
  expect(reads.filter((path) => path.includes('athlete.') || path.includes('match.'))).toEqual([
    'athlete.byId,match.divisionReadiness,match.readiness,match.pdfTopPrograms',
  ]);
  await expect(page.getByTestId('meets-line')).toHaveText(/^Jordan (meets|does not yet meet)/);
  await expect(page.getByTestId('readiness-story')).toHaveCount(0);
});

test('Contact Athlete leads a visiting coach to the coach area once the athlete lets coaches find them', async ({
  page,
  browser,
  baseURL,
  athleteWithProfile,
}) => {
  const { user, profileId } = await athleteWithProfile({ lastName: 'Reyes' });
  const visiting = await browser.newContext();
  const visitor = await visiting.newPage();
  const contact = visitor.getByRole('button', { name: 'Contact Athlete' });
  await visitor.goto(`${baseURL}/athlete/${profileId}`);
  await expect(contact).toBeDisabled();
  await expect(
    visitor.getByText('This athlete has not shared a public contact link yet.', { exact: false }),
  ).toBeVisible();

  await verifyEmail(page, baseURL!, user.email);
  await page.goto('/profile');
  const optIn = page.getByRole('checkbox', { name: 'Coaches can discover my profile' });
  await expect(optIn).not.toBeChecked();
  await optIn.click();
  await expect(optIn).toBeChecked();

  await visitor.reload();
  const link = visitor.getByRole('link', { name: 'Contact Athlete' });
  await expect(link).toHaveAttribute('href', '/coach');
  await expect(
    visitor.getByText('Coaches: ask for contact from your coach area', { exact: false }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visiting.close();
});
