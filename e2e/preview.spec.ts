import { expect, expectNoSeriousA11yViolations, test, trpcCall } from './fixtures';

test('sport is required, then real matches with a projected band, and Try Again clears', async ({ page }) => {
  await page.goto('/preview');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('Sport is required')).toBeVisible();

  await page.getByLabel('Sport').selectOption('football');
  await page.getByLabel('Position').selectOption('WR');
  await page.getByLabel('Height').fill(`5'10"`);
  await page.getByLabel('Weight (lb)').fill('170');
  await page.getByLabel('GPA').selectOption('3.4');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByTestId('preview-match').first()).toBeVisible();
  expect(await page.getByTestId('preview-match').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('division-band')).toContainText('Projected division band');
  // The band says what it rests on: the preview has no testing numbers.
  await expect(page.getByTestId('band-basis')).toHaveText(/^This band rests on height and weight only\./);
  // A balanced list: 2 reaches, 5 targets, 3 likely fits of 10, each card saying which (never 'Safety', a position).
  const tiers = await page.getByTestId('preview-tier').allTextContents();
  expect(tiers.filter((t) => t === 'Target')).toHaveLength(5);
  expect(tiers.filter((t) => t === 'Reach').length + tiers.filter((t) => t === 'Likely').length).toBe(5);
  expect(tiers).not.toContain('Safety');
  await expect(page.getByRole('link', { name: 'Build Full Profile' })).toHaveAttribute(
    'href',
    '/profile/new',
  );
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('preview-match')).toHaveCount(0);
  await expect(page.getByLabel('Sport')).toHaveValue('');
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByLabel('Height')).toHaveValue('');
});

test('an empty answer shows No Matches Found with the hint', async ({ page }) => {
  // Every offered sport has programs, so the server's real answer is emptied on the way back.
  await page.route(trpcCall('match.preview'), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { data: { json: { matches: unknown[] } } } }[];
    for (const call of body) call.result.data.json.matches = [];
    await route.fulfill({ response, json: body });
  });
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('football');
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
  // A detail besides the sport, so the request reaches the server (the sport alone asks for more).
  await page.getByLabel('State').selectOption('TX');
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
  await page.getByLabel('Team').selectOption('mens');
  await page.getByLabel('State').selectOption('TX');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByTestId('preview-error')).toHaveText('Failed to preview matches. Please try again.');
});

test("basketball asks for the team, then lists the chosen team's programs", async ({ page }) => {
  await page.goto('/preview');
  await expect(page.getByLabel('Sport').locator('option')).toContainText([
    'Track & Field',
    'Cross Country',
    'Swimming & Diving',
  ]);
  await page.getByLabel('Sport').selectOption('basketball');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('Team is required')).toBeVisible();
  await page.getByLabel('Team').selectOption('womens');
  await page.getByLabel('Position').selectOption('PG');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByTestId('preview-match')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
});

test('track and field asks the event group for its marks, typed as m:ss.hh, and reads them', async ({
  page,
}) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('mens-track-field');
  await page.getByLabel('Team').selectOption('mens');
  await page.getByLabel('Position').selectOption('Distance');
  const mile = page.getByLabel('1500 m (m:ss.hh, lower is better)');
  await mile.fill('0:30');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('1500 m must be between 3:20.00 and 8:00.00 (m:ss.hh)')).toBeVisible();
  await mile.fill('3:48');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByTestId('preview-match')).toHaveCount(10);
  await expect(
    page.getByText('Your 3:48.00 1500 m beats the D2 recruiting time of 3:50.00').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const width of [390, 1280])
  test(`at ${width} px the preview says why three sports are absent, times each event in its own format, and its placeholders read as hints`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/preview');
    await expect(page.getByTestId('sports-not-offered')).toHaveText(
      /^Wrestling, field hockey and ice hockey are not in the preview: no college level publishes a measurable mark for them/,
    );
    const sports = await page.getByLabel('Sport').locator('option').allTextContents();
    expect(sports.join(' ')).not.toMatch(/Wrestling|Field Hockey|Ice Hockey/);
    // Hints, not values: every numeric placeholder starts with "e.g." and is set apart in italics.
    for (const [label, hint] of [
      ['Height', `e.g. 6'1"`],
      ['Weight (lb)', 'e.g. 185'],
      ['SAT (optional)', 'e.g. 1200'],
      ['ACT (optional)', 'e.g. 25'],
    ] as const) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('placeholder', hint);
      expect(await field.evaluate((el) => getComputedStyle(el, '::placeholder').fontStyle)).toBe('italic');
    }
    await page.getByLabel('Sport').selectOption('mens-track-field');
    await page.getByLabel('Team').selectOption('mens');
    await page.getByLabel('Position').selectOption('Sprints');
    // A sprint is typed in seconds, a 400 m either way, and a distance race as m:ss.hh.
    const hundred = page.getByLabel('100 m (seconds, lower is better)');
    await expect(hundred).toHaveAttribute('placeholder', 'e.g. 11.75');
    await expect(page.getByLabel('400 m (seconds or m:ss.hh, lower is better)')).toBeVisible();
    await hundred.fill('30');
    await page.getByRole('button', { name: 'Preview Matches' }).click();
    await expect(page.getByText('100 m must be between 9.00 s and 20.00 s')).toBeVisible();
    await hundred.fill('10.85');
    await page.getByRole('button', { name: 'Preview Matches' }).click();
    await expect(page.getByTestId('preview-match')).toHaveCount(10);
    await page.getByLabel('Position').selectOption('Distance');
    await expect(page.getByLabel('800 m (m:ss.hh, lower is better)')).toHaveAttribute(
      'placeholder',
      'e.g. 2:11.25',
    );
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
