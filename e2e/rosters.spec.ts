import { expect, expectNoSeriousA11yViolations, generateMatches, test } from './fixtures';

test("a volleyball setter's match card says how many setters the program loses, from its roster", async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile({
    sport: 'Volleyball',
    team: 'womens',
    position: 'S',
    height: `5'10"`,
    weight: 150,
    metrics: {},
  });
  await page.goto('/dashboard');
  await generateMatches(page);
  const card = page.getByTestId('match-card').first();
  await expect(card).toBeVisible();
  // The bullet under roster need (the same line may also lead the card as its top reason).
  await expect(
    card.getByRole('listitem').filter({
      // The factory's class of 2027 arrives after the 2025-26 juniors leave, so the bullet adds them.
      hasText:
        /^(\d+ of the \d+ players at S on the 2025-26 roster (is a senior or graduate student|are seniors or graduate students)|The only player at S on the 2025-26 roster (is a senior or graduate student|is not a senior or graduate student|is a junior, gone before you arrive)|None of the \d+ players at S on the 2025-26 roster is a senior or graduate student)(, and (1 is a junior|\d+ are juniors), gone too before you arrive)?$/,
    }),
  ).toBeVisible();
});

test("a portal setter's dashboard shows the portal report, with its numbers, band and sources", async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile({
    sport: 'Volleyball',
    team: 'womens',
    position: 'S',
    height: `5'10"`,
    weight: 150,
    metrics: {},
    graduationYear: 2024,
    portalStatus: 'in-portal',
    currentSchool: 'Texas State University',
    eligibilityRemaining: 2,
  });
  await page.goto('/dashboard');
  const report = page.getByTestId('portal-report');
  await expect(report.getByRole('heading', { name: 'Transfer Portal Report' })).toBeVisible();
  await expect(
    report.getByText(
      /^\d+ of the \d+ programs at .+ with a 2025-26 roster have seniors or graduate students at S: \d+ players? leaves? after the season$/,
    ),
  ).toBeVisible();
  await expect(
    report.getByText(
      /^\d+ of the \d+ players at S on the 2025-26 rosters of the \d+ programs that name previous schools came from another college$/,
    ),
  ).toBeVisible();
  await expect(report.getByTestId('portal-band')).toHaveText(
    /^(Green: enter now|Yellow: verify matches first|Red: wait or change target)$/,
  );
  await expect(
    report.getByRole('link', { name: /Sports-Roster-Data women's volleyball rosters 2025-26/ }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the builder asks a college athlete for its portal status, school and eligibility', async ({
  page,
  signUp,
}) => {
  await signUp();
  await page.goto('/profile/new');
  const portal = page.getByLabel('Transfer portal');
  await expect(portal).toHaveValue('');
  await expect(page.getByLabel('Current school')).toHaveCount(0);
  await portal.selectOption('in-portal');
  await expect(page.getByLabel('Current school')).toBeVisible();
  await expect(page.getByLabel('Eligibility remaining')).toHaveValue('2');
  await expectNoSeriousA11yViolations(page);
});

test('the edit form takes a setter into the transfer portal and out again; the dashboard follows', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile({
    sport: 'Volleyball',
    team: 'womens',
    position: 'S',
    height: `5'10"`,
    weight: 150,
    metrics: {},
    graduationYear: 2024,
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Gameplan' })).toBeVisible();
  await expect(page.getByTestId('portal-report')).toHaveCount(0);

  await page.goto(`/profile/edit/${profileId}`);
  const portal = page.getByLabel('Transfer portal');
  await expect(portal).toHaveValue('');
  await expect(page.getByLabel('Current school')).toHaveCount(0);
  await portal.selectOption('in-portal');
  await expect(page.getByLabel('Eligibility remaining')).toHaveValue('2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  // The builder's message: a portal athlete names its current school.
  await expect(page.getByText('Current school is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Current school').fill('Texas State University');
  await page.getByLabel('Eligibility remaining').selectOption('3');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/athlete/${profileId}$`));

  await page.goto('/dashboard');
  const report = page.getByTestId('portal-report');
  await expect(report.getByRole('heading', { name: 'Transfer Portal Report' })).toBeVisible();
  await expect(
    report.getByText(/with a 2025-26 roster have seniors or graduate students at S/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/profile/edit/${profileId}`);
  await expect(page.getByLabel('Current school')).toHaveValue('Texas State University');
  await page.getByLabel('Transfer portal').selectOption('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/athlete/${profileId}$`));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Gameplan' })).toBeVisible();
  await expect(page.getByTestId('portal-report')).toHaveCount(0);
});
