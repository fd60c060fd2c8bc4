import {
  expect,
  expectNoSeriousA11yViolations,
  generateMatches,
  wizardNext as next,
  recordToasts,
  test,
} from './fixtures';

const WOMENS = ['103', '110', '117', '124', '131', '138', '145', '160', '180', '207'].map((w) => `${w} lbs`);
const MENS = ['125', '133', '141', '149', '157', '165', '174', '184', '197', '285'].map((w) => `${w} lbs`);

test('a wrestler picks her team’s weight class, enters her record and state finish, and her matches show them', async ({
  page,
  signUp,
}) => {
  test.slow();
  await signUp();
  await page.goto('/profile/new');
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Ruiz');
  await page.getByLabel('Graduation year').selectOption('2027');
  await page.getByLabel('Sport').selectOption('Wrestling');
  const weight = page.getByLabel('Weight class');
  // Each team its own NCAA weight classes: a man's class is no woman's.
  await page.getByLabel('Team').selectOption('mens');
  await expect(weight.locator('option')).toHaveText(['Choose a weight class', ...MENS]);
  await weight.selectOption('125 lbs');
  await page.getByLabel('Team').selectOption('womens');
  await expect(weight).toHaveValue('');
  await expect(weight.locator('option')).toHaveText(['Choose a weight class', ...WOMENS]);
  await weight.selectOption('124 lbs');
  await next(page);

  await page.getByLabel('Feet').selectOption('5');
  await page.getByLabel('Inches').selectOption('4');
  await page.getByLabel('Weight (lbs)').fill('124');
  await page.getByLabel('State').selectOption('OH');
  await next(page);

  // The metric step: wins and losses typed, the state finish picked from the list.
  await expect(page.getByText(/Your record and state finish show on each match/)).toBeVisible();
  const finish = page.getByLabel('Best state tournament finish');
  await expect(finish.locator('option')).toHaveText([
    'Not entered',
    'State champion',
    'State placer, 2nd',
    'State placer, 3rd',
    'State placer, 4th',
    'State placer, 5th',
    'State placer, 6th',
    'State placer, 7th',
    'State placer, 8th',
    'State qualifier, did not place',
    'Did not qualify for state',
  ]);
  await page.getByLabel('Season wins').fill('12.5');
  await next(page);
  await expect(page.getByText('Season wins must be a whole number from 0 to 100')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Season wins').fill('38');
  await page.getByLabel('Season losses').fill('0');
  await finish.selectOption({ label: 'State champion' });
  await next(page);

  await page.getByLabel('GPA').selectOption('3.3');
  await next(page);
  await page.getByLabel('Bio').fill('Two-year varsity starter at 124 pounds.');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText(/^Ana Ruiz · Wrestling · 124 lbs/)).toBeVisible();
  const id = await page.evaluate(() => localStorage.getItem('athleteId'));
  const profile = await (await page.request.get(`/api/athlete-profiles/${id}`)).json();
  expect(profile).toMatchObject({
    team: 'womens',
    position: '124 lbs',
    metrics: { wr_wins: 38, wr_losses: 0, wr_state_place: 1 },
  });

  const toasts = await recordToasts(page);
  await generateMatches(page);
  await expect.poll(toasts).toContainEqual(expect.stringContaining('Matches Generated!'));
  const first = page.getByTestId('match-card').first();
  await expect(
    first.getByText(
      'Your 38–0 record, state champion: no level marks are published for women’s wrestling, so athletic fit is a neutral 50 that rests on your record and state placement, not a published level mark',
    ),
  ).toBeVisible();
});

test('the preview offers men’s gymnasts the men’s events and women the women’s', async ({ page }) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption({ label: 'Gymnastics' });
  const position = page.getByLabel('Position');
  await page.getByLabel('Team').selectOption('mens');
  await expect(position.locator('option')).toHaveText([
    'Any position',
    'All-Around',
    'Floor',
    'Pommel Horse',
    'Rings',
    'Vault',
    'Parallel Bars',
    'High Bar',
  ]);
  // An event only men have goes when the team changes; one both have stays, with each team's marks.
  await position.selectOption('Pommel Horse');
  await page.getByLabel('Team').selectOption('womens');
  await expect(position).toHaveValue('');
  await expect(position.locator('option')).toHaveText([
    'Any position',
    'All-Around',
    'Vault',
    'Bars',
    'Beam',
    'Floor',
  ]);
  await position.selectOption('Vault');
  await expect(page.getByLabel('Vault (points of 10)')).toBeVisible();
  await page.getByLabel('Team').selectOption('mens');
  await expect(position).toHaveValue('Vault');
  // No level mark is published for a men's event: the form asks for none.
  await expect(page.getByLabel('Vault (points of 10)')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
