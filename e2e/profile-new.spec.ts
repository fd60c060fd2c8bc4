import { X_NOT_ENABLED } from '../common/schemas/import';
import {
  expect,
  expectNoSeriousA11yViolations,
  fixtureOrigin,
  wizardNext as next,
  wizardStep as step,
  test,
} from './fixtures';

test('the five steps validate one at a time, then Create Profile → readiness toast → dashboard', async ({
  page,
  signUp,
}) => {
  test.slow();
  await signUp();
  await page.goto('/profile/new');
  await expect(page.getByRole('heading', { name: 'Build Your Athlete Profile', level: 1 })).toBeVisible();
  await step(page, 'Personal & Sport Info');
  await expectNoSeriousA11yViolations(page);

  // Step 1: only its own messages.
  await next(page);
  for (const m of [
    'First name is required',
    'Last name is required',
    'Sport is required',
    'Position is required',
  ])
    await expect(page.getByText(m)).toBeVisible();
  await expect(page.getByText('Height is required')).toHaveCount(0);
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Graduation year').selectOption('2027');
  await page.getByLabel('Sport').selectOption('Football');
  await page.getByLabel('Position').selectOption('WR');
  // Changing the sport clears the position (SPEC §4).
  await page.getByLabel('Sport').selectOption('Basketball');
  await expect(page.getByLabel('Position')).toHaveValue('');
  await page.getByLabel('Sport').selectOption('Football');
  await page.getByLabel('Position').selectOption('WR');
  await next(page);

  // Step 2
  await step(page, 'Physical Attributes');
  await next(page);
  await expect(page.getByText('Height is required').first()).toBeVisible();
  await expect(page.getByText('Weight is required')).toBeVisible();
  await expect(page.getByText('State is required')).toBeVisible();
  await page.getByLabel('Feet').selectOption('6');
  await page.getByLabel('Inches').selectOption('1');
  await page.getByLabel('Weight (lbs)').fill('20');
  await next(page);
  await expect(page.getByText('Please enter a valid weight')).toBeVisible();
  await page.getByLabel('Weight (lbs)').fill('185');
  await page.getByLabel('City').fill('Austin');
  // Enter in a field never submits before step 5: it stays on this step.
  await page.getByLabel('City').press('Enter');
  await step(page, 'Physical Attributes');
  await page.getByLabel('State').selectOption('TX');
  await next(page);

  // Step 3: metrics of the chosen sport, all optional.
  await step(page, 'Athletic Metrics');
  await page.getByLabel('40-yard dash (s)').fill('4.55');
  await page.getByLabel('Vertical jump (in)').fill('33');
  await next(page);

  // Step 4
  await step(page, 'Academic Profile');
  await next(page);
  await expect(page.getByText('GPA is required')).toBeVisible();
  await page.getByLabel('GPA').selectOption('3.5');
  await page.getByLabel('ACT').selectOption('25');
  await page.getByLabel('NCAA D1').check();
  await page.getByRole('button', { name: 'Previous' }).click();
  await step(page, 'Athletic Metrics');
  await expect(page.getByLabel('40-yard dash (s)')).toHaveValue('4.55');
  await next(page);
  await next(page);

  // Step 5
  await step(page, 'Film & Bio');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page.getByText('Please write at least 10 characters about yourself')).toBeVisible();
  await page.getByLabel('Bio').fill('Slot receiver with reliable hands and a 4.55 forty.');
  await page.getByLabel('Film URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: 'Create Profile' }).click();

  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(
    region.getByText(/^Congratulations! You Meet .+ Standards!$|^Profile Created!$/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText(/^Riley Stone · Football · WR · Austin, TX/)).toBeVisible();
  // The first list was ranked while the toast showed: the Gameplan opens on its cards, no click needed.
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  await expect(page.getByText(/^No matches yet/)).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('athleteId'));
  expect(stored).toMatch(/^[0-9a-f-]{36}$/);
  const profile = await (await page.request.get(`/api/athlete-profiles/${stored}`)).json();
  expect(profile).toMatchObject({
    height: `6'1"`,
    location: 'Austin, TX',
    metrics: { '40yd': 4.55, vertical: 33 },
    actScore: 25,
    preferredDivisions: ['NCAA D1'],
    verificationLevel: 'self',
  });
});

test('a profile that exists already gets the server message, and nothing is lost', async ({
  page,
  baseURL,
  signUp,
}) => {
  await signUp();
  await page.goto('/profile/new');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Park');
  await page.getByLabel('Graduation year').selectOption('2026');
  await page.getByLabel('Sport').selectOption('Golf');
  await page.getByLabel('Team').selectOption('mens');
  await page.getByLabel('Position').selectOption('Golfer');
  await next(page);
  await page.getByLabel('Feet').selectOption('5');
  await page.getByLabel('Inches').selectOption('10');
  await page.getByLabel('Weight (lbs)').fill('160');
  await page.getByLabel('State').selectOption('FL');
  await next(page);
  // Golf is recruited on the scoring average, lower is better; a mark no golfer posts is refused.
  const average = page.getByLabel('Tournament scoring average (strokes, lower is better)');
  await average.fill('30');
  await next(page);
  await expect(page.getByText('Tournament scoring average must be between 60 and 130 strokes')).toBeVisible();
  await average.fill('74.5');
  await next(page);
  await page.getByLabel('GPA').selectOption('3.9');
  await next(page);
  await page.getByLabel('Bio').fill('Four-year varsity golfer, scratch handicap.');
  // Another tab created a profile first: the server refuses the second with its own words.
  await page.request.post('/api/athlete-profiles', {
    headers: { Origin: baseURL! },
    data: {
      firstName: 'Sam',
      lastName: 'Park',
      graduationYear: 2026,
      sport: 'Golf',
      team: 'mens',
      position: 'Golfer',
      height: `5'10"`,
      weight: 160,
      location: 'FL',
      gpa: '3.9',
      bio: 'Created in another tab first.',
    },
  });
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/already have an athlete profile/),
  ).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveValue('Four-year varsity golfer, scratch handicap.');
});

test('Import Profile: empty input, a refused link, then a Hudl page that prefills the builder', async ({
  page,
  baseURL,
  signUp,
}) => {
  await signUp();
  await page.goto('/profile/new');
  // The modal dialog hides the toast region from the accessibility tree, so toasts are found by
  // text, and the dialog repeats the problem for screen readers.
  const toast = page.locator('[data-slot=toast]');
  await page.getByRole('button', { name: 'Import Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Profile' });
  await dialog.getByLabel('Source').selectOption('hudl');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast.getByText('Please enter a film-platform URL')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a film-platform URL');

  await dialog.getByLabel('Profile URL').fill('https://evil.example/profile/1');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast.getByText('Import Failed')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Links from evil.example cannot be imported here');

  await dialog.getByLabel('Profile URL').fill(`${fixtureOrigin(baseURL!)}/profile/1234/marcus-hill`);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast.getByText('Profile Imported!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('First name')).toHaveValue('Marcus');
  await expect(page.getByLabel('Last name')).toHaveValue('Hill');
  await expect(page.getByLabel('Sport')).toHaveValue('Football');
  await expect(page.getByLabel('Position')).toHaveValue('WR');
  await page.getByLabel('Graduation year').selectOption('2027');
  await next(page);
  await expect(page.getByLabel('Feet')).toHaveValue('6');
  await expect(page.getByLabel('Inches')).toHaveValue('1');
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('180');

  // X without a configured token: not offered, and the dialog says why before anyone types.
  await page.getByRole('button', { name: 'Import Profile' }).click();
  await expect(dialog.getByText(X_NOT_ENABLED)).toBeVisible();
  await expect(dialog.getByLabel('Source').locator('option')).toHaveText(['Hudl', 'NCSA']);
});

test("step 1 asks for the team only for sports with men's and women's teams", async ({ page, signUp }) => {
  await signUp();
  await page.goto('/profile/new');
  await expect(page.getByLabel('Team')).toHaveCount(0);
  await page.getByLabel('Sport').selectOption('Soccer');
  await expect(page.getByLabel('Team')).toBeVisible();
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Cruz');
  await page.getByLabel('Graduation year').selectOption('2026');
  await page.getByLabel('Position').selectOption('ST');
  await next(page);
  await expect(page.getByText('Team is required')).toBeVisible();
  await page.getByLabel('Team').selectOption('womens');
  await next(page);
  await step(page, 'Physical Attributes');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByLabel('Sport').selectOption('Football');
  await expect(page.getByLabel('Team')).toHaveCount(0);
});
