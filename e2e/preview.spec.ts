import { expect, expectNoSeriousA11yViolations, test, trpcCall } from './fixtures';

test('sport is required, then real matches with a projected band, and Try Again clears', async ({ page }) => {
  await page.goto('/preview');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('Sport is required')).toBeVisible();

  await page.getByLabel('Sport').selectOption('football');
  await page.getByLabel('Position').selectOption('WR');
  await page.getByLabel('GPA').selectOption('3.4');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByTestId('preview-match').first()).toBeVisible();
  expect(await page.getByTestId('preview-match').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('division-band')).toContainText('Projected division band');
  await expect(page.getByRole('link', { name: 'Build Full Profile' })).toHaveAttribute(
    'href',
    '/profile/new',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('preview-match')).toHaveCount(0);
  await expect(page.getByLabel('Sport')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
});

test('a sport with no programs shows No Matches Found with the hint', async ({ page }) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('cross-country');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('No Matches Found')).toBeVisible();
  await expect(
    page.getByText('Try adding more details like position, GPA, or location for better matches.'),
  ).toBeVisible();
});

test('a request the server rejects shows Preview Unavailable with its message', async ({ page }) => {
  // The request is real; only its body is altered on the way, so the server itself answers 400.
  await page.route(trpcCall('match.preview'), async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, { json: object }>;
    for (const call of Object.values(body)) Object.assign(call.json, { gpa: 'not-a-number' });
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('football');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('Preview Unavailable')).toBeVisible();
  await expect(page.getByTestId('preview-error')).toContainText('GPA');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Preview Unavailable')).toHaveCount(0);
});

test('a network failure says Failed to preview matches', async ({ page }) => {
  await page.route(trpcCall('match.preview'), (route) => route.abort());
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('basketball');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByTestId('preview-error')).toHaveText('Failed to preview matches. Please try again.');
});
