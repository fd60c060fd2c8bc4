import { expect, wizardNext as next, wizardStep as step, test } from './fixtures';

test('the builder refuses a 118 in approach jump as a touch, and the toast and the readiness card tell one story', async ({
  page,
  signUp,
}) => {
  test.slow();
  await signUp();
  await page.goto('/profile/new');
  await step(page, 'Personal & Sport Info');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Setter');
  await page.getByLabel('Graduation year').selectOption('2027');
  await page.getByLabel('Sport').selectOption('Volleyball');
  await page.getByLabel('Team').selectOption('womens');
  await page.getByLabel('Position').selectOption('S');
  await next(page);

  await step(page, 'Physical Attributes');
  await page.getByLabel('Feet').selectOption('5');
  await page.getByLabel('Inches').selectOption('11');
  await page.getByLabel('Weight (lbs)').fill('150');
  await page.getByLabel('State').selectOption('TX');
  await next(page);

  // A touch height typed as the jump is refused with the likely mistake named, on this step.
  await step(page, 'Athletic Metrics');
  const jump = page.getByLabel('Approach jump (in)');
  await jump.fill('118');
  await next(page);
  await expect(page.getByText('118 in looks like an approach touch; enter the jump')).toBeVisible();
  await expect(jump).toHaveAttribute('aria-invalid', 'true');
  await step(page, 'Athletic Metrics');
  // A possible but extreme jump is kept and marked; a usual one just says what it measures.
  await jump.fill('45');
  await expect(page.getByText(/^Unusual, verify it: kept, but it counts in no level/)).toBeVisible();
  await jump.fill('25');
  await expect(page.getByText(/approach touch minus standing reach/)).toBeVisible();
  await next(page);

  await step(page, 'Academic Profile');
  await page.getByLabel('GPA').selectOption('3.5');
  await next(page);
  await step(page, 'Film & Bio');
  await page.getByLabel('Bio').fill('Setter who runs a fast offense.');
  await page.getByRole('button', { name: 'Create Profile' }).click();

  // The toast's sentence is the one the readiness card prints on the dashboard, word for word.
  const toastStory = page.getByTestId('toast-readiness-story');
  await expect(toastStory).toBeVisible();
  const told = (await toastStory.textContent()) ?? '';
  const title = await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(/^Congratulations! You Meet .+ Standards!$/)
    .textContent();
  const level = title?.match(/You Meet (.+) Standards!/)?.[1];
  expect(told.startsWith(`${level} band; readiness `)).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const card = page.getByTestId('readiness-card');
  await expect(card.getByTestId('readiness-story')).toHaveText(told);
  const score = await card.getByTestId('readiness-score').textContent();
  const label = await card.getByTestId('readiness-label').textContent();
  expect(told).toContain(`readiness ${score}, ${label}`);
});
