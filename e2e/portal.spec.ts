import { claimFromCoachArea, completeCoachSignUp, confirmCoachEmail } from './coach-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  generateMatches,
  mailFor,
  wizardNext as next,
  test,
  verifyEmail,
} from './fixtures';

test('a transfer athlete builds a profile with seasons remaining and no graduation class, then sees window dates and intake', async ({
  page,
  signUp,
}) => {
  test.slow();
  await signUp();
  await page.goto('/profile/new');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Lee');
  await expect(page.getByLabel('Graduation year')).toBeVisible();
  await page.getByLabel('Transfer portal').selectOption('in-portal');
  // A transfer is not forced into a high-school class.
  await expect(page.getByLabel('Graduation year')).toHaveCount(0);
  await page.getByLabel('Sport').selectOption('Volleyball');
  await page.getByLabel('Team').selectOption('womens');
  await page.getByLabel('Position').selectOption('MB');
  await next(page);
  for (const m of [
    'Current school is required',
    'Choose the level you play at now',
    'Choose the season your eligibility clock started (your first full-time college year)',
  ])
    await expect(page.getByText(m)).toBeVisible();
  await page.getByLabel('Current school').fill('Example State University');
  await page.getByLabel('Current level').selectOption('D1');
  await page.getByLabel('Seasons of eligibility remaining').selectOption('2');
  await page.getByLabel('Season your eligibility clock started').selectOption('2024');
  await page.getByLabel('Undergraduate or graduate').selectOption('undergraduate');
  await page.getByLabel('Progress toward degree').selectOption('on-track');
  await page.getByLabel('Date you entered the portal').fill('2026-05-04');
  // What the rules allow, said as the athlete chooses, with the rule in flux and its date.
  await expect(page.getByText(/^At a new program: 2 seasons, through \d{4}-\d{2}/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Transfer rules' })).toContainText('In flux');
  await expectNoSeriousA11yViolations(page);
  await next(page);

  await page.getByLabel('Feet').selectOption('6');
  await page.getByLabel('Inches').selectOption('1');
  await page.getByLabel('Weight (lbs)').fill('165');
  await page.getByLabel('State').selectOption('KS');
  await next(page);
  await next(page);
  await page.getByLabel('GPA').selectOption('3.3');
  await next(page);
  await page.getByLabel('Bio').fill('Middle blocker with two seasons left, looking for a new program.');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });

  await generateMatches(page);
  const outlook = page.getByTestId('portal-outlook');
  await expect(outlook.getByTestId('eligibility-allows')).toHaveText(/^2 seasons, through \d{4}-\d{2}$/);
  const windows = outlook.getByTestId('portal-window');
  await expect(windows.first()).toBeVisible();
  await expect(outlook.getByText('May 1, 2026 – May 15, 2026')).toBeVisible();
  await expect(outlook.getByTestId('window-countdown').first()).toHaveText(
    /^(Opens in|Open|Closed|Dates not confirmed)/,
  );
  await expect(
    outlook.getByText(/^You entered on 2026-05-04, during the spring window for fall sports/),
  ).toBeVisible();
  // Each card says the program's transfers at MB, from its roster.
  await expect(page.getByTestId('match-card').getByTestId('intake-line').first()).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(outlook).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('a coach filters prospects to transfers by level of origin and seasons, and states a transfer need', async ({
  page,
  browser,
  baseURL,
  athleteWithProfile,
}) => {
  test.slow();
  const origin = baseURL as string;
  const lastName = `Transfer${Date.now().toString(36)}`;
  const { user } = await athleteWithProfile({
    firstName: 'Dee',
    lastName,
    sport: 'Volleyball',
    team: 'womens',
    position: 'S',
    height: `5'10"`,
    weight: 150,
    metrics: {},
    location: 'Wichita, KS',
    graduationYear: undefined,
    portalStatus: 'in-portal',
    currentSchool: 'Example State University',
    eligibilityRemaining: 2,
    currentLevel: 'D2',
    clockStartYear: 2025,
  });
  await verifyEmail(page, origin, user.email);
  await page.goto('/profile');
  const optIn = page.getByRole('checkbox', { name: 'Coaches can discover my profile' });
  await optIn.click();
  // Checked once the server has saved it: leaving the page sooner could cancel the save.
  await expect(optIn).toBeChecked();
  await page.goto('/dashboard');
  await generateMatches(page);
  const found = await page.getByTestId('match-card').evaluateAll((nodes) =>
    nodes.map((card) => ({
      name: card.querySelector('[data-slot="card-title"]')?.textContent?.trim() ?? '',
      division: card.querySelector('[data-slot="badge"]')?.textContent?.trim() ?? '',
      href:
        [...card.querySelectorAll('a')].find((a) => a.textContent?.includes('Visit Program'))?.href ?? null,
    })),
  );
  const pick = found.reverse().find((c) => c.href && !c.href.includes('archive.org'));
  if (!pick?.href) throw new Error('no match with a program website');
  const program = {
    name: pick.name,
    division: pick.division,
    host: new URL(pick.href).hostname.replace(/^www\./, ''),
  };

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await coach.goto('/coaches');
  await coach.getByRole('link', { name: 'Create a coach account' }).first().click();
  const coachAccount = await completeCoachSignUp(coach, { firstName: 'Morgan', lastName: 'Hale' });
  // Claims act in the coach's name: the account's own address is confirmed first.
  await confirmCoachEmail(coach, origin, coachAccount);
  const staffAddress = `recruiting.${Date.now().toString(36)}@${program.host}`;
  await claimFromCoachArea(coach, { ...program, sport: 'volleyball' }, staffAddress);
  const claimMail = await mailFor(
    coach.request,
    origin,
    staffAddress,
    `Confirm you coach at ${program.name}`,
  );
  await coach.goto(claimMail.match(/https?:\/\/\S+\/coach\/claim\?token=\S+/)?.[0] as string);
  await coach.getByRole('button', { name: 'Confirm my program' }).click();
  await coach.getByRole('link', { name: 'Open the program page' }).click();
  await expect(coach.getByRole('heading', { name: program.name, level: 1 })).toBeVisible();
  // The sport's own names: the team with the sport, and volleyball's levels (no FBS or FCS).
  await expect(coach.getByText("Women's Volleyball").first()).toBeVisible();
  expect(await coach.getByLabel('Level band').locator('option').allTextContents()).toEqual([
    'Any',
    'D1',
    'D2',
    'NAIA',
    'D3',
    'JUCO',
  ]);

  await coach.getByLabel('Transfers only').click();
  await coach.getByLabel('Transferring from').selectOption('D2');
  const prospect = coach.getByTestId('prospect').filter({ hasText: lastName });
  await expect(prospect).toBeVisible();
  await expect(prospect.getByTestId('prospect-transfer')).toContainText('From Example State University (D2)');
  await coach.getByLabel('Transferring from').selectOption('D1');
  await expect(prospect).toHaveCount(0);
  await coach.getByLabel('Transferring from').selectOption('');
  await coach.getByLabel('Seasons a program can use').selectOption('2');
  await expect(prospect).toBeVisible();

  await coach.getByRole('checkbox', { name: 'S', exact: true }).click();
  await coach.getByRole('button', { name: 'Save transfer needs' }).click();
  await expect(
    coach.getByText('Portal athletes who fit hear of them in their Monday update.', { exact: true }),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await coach.setViewportSize({ width, height: 900 });
    await expect(coach.getByTestId('transfer-filters')).toBeVisible();
    await expectNoSeriousA11yViolations(coach);
  }
  await coachContext.close();
});
