import { MARKETING_META, type MarketingRoute } from '../common/page-meta';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const MARKETING_ROUTES = Object.keys(MARKETING_META) as MarketingRoute[];

/** SPEC §9's portal snapshot table. */
const SNAPSHOT: Record<string, [string, string, string]> = {
  QB: ['43', '8', 'Moderate'],
  RB: ['67', '14', 'Low'],
  WR: ['89', '18', 'Low'],
  TE: ['52', '11', 'Low'],
  OL: ['71', '16', 'Low'],
  DL: ['64', '13', 'Low'],
  LB: ['58', '12', 'Moderate'],
  CB: ['76', '15', 'Low'],
  S: ['61', '13', 'Low'],
};

for (const route of MARKETING_ROUTES) {
  test(`${route}: one h1, its own title and description, and no serious axe violation in either theme`, async ({
    page,
  }) => {
    // A bound for two axe checks: on /hs each took 15-17 s at a load of 10.
    test.setTimeout(120_000);
    await page.goto(route);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(MARKETING_META[route].title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      MARKETING_META[route].description,
    );
    await expectNoSeriousA11yViolations(page);
    // Dark as a visitor gets it, with the header's own switch: one page load for both themes.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Colours still in transition would give axe a mix of both themes.
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length),
      )
      .toBe(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the landing pages carry OpenGraph tags in their HTML', async ({ request }) => {
  for (const route of ['/', '/hs', '/portal', '/coaches']) {
    const html = await (await request.get(route)).text();
    expect(html).toMatch(/<meta property="og:title" content="FitScout[^"]*"/);
    expect(html).toContain(`<meta property="og:url" content="`);
  }
});

test('the marketing pages arrive as HTML, with their widgets disabled until the script takes over', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/portal')).text();
  expect(html).toContain('Analyze the market.');
  expect(html).toContain('Instant Market Snapshot');
  expect(html).toMatch(/<fieldset disabled=""/);
  for (const route of ['/', '/hs', '/coaches', '/demo/hs', '/demo/portal'])
    expect(await (await request.get(route)).text(), route).toMatch(/<h1[^>]*>/);
  // The waitlist too, with its form disabled until the script takes over; but a segment or a
  // referral code in the URL changes the first render, so those get the empty shell.
  const waitlist = await (await request.get('/waitlist')).text();
  expect(waitlist).toMatch(/<h1[^>]*>Join the waitlist<\/h1>/);
  expect(waitlist).toMatch(/<fieldset disabled=""/);
  for (const url of ['/waitlist?segment=portal', '/waitlist?ref=ABCD2345'])
    expect(await (await request.get(url)).text(), url).toContain('<div id="root"></div>');
  // Any other route still gets the empty shell.
  expect(await (await request.get('/preview')).text()).toContain('<div id="root"></div>');
  await page.goto('/portal');
  await expect(page.getByLabel('Position')).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Build your profile now' })).toHaveAttribute(
    'href',
    '/profile/new',
  );
});

test('without any script bundle a prerendered page shows, styled and in the stored theme', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text());
  });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/coaches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn hours into minutes.');
  await expect(page.getByTestId('count-up')).toHaveText(['87%', '3.2x', '94%', '5 min']);
  await expect(page.locator('html')).toHaveClass(/dark/); // the inline theme script ran under the CSP
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(7, 11, 20)'); // the inlined stylesheet applied
  expect(violations).toEqual([]);
});

test('/: audience cards, both waitlist buttons and the live-feed anchor lead where SPEC says', async ({
  page,
}) => {
  await page.goto('/');
  for (const [label, to] of [
    ['GET YOUR SCORE', '/hs'],
    ['ANALYZE MARKET', '/portal'],
    ['GET ACCESS', '/coaches'],
  ] as const) {
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', to);
  }
  const join = page.getByRole('link', { name: 'JOIN THE WAITLIST' });
  await expect(join).toHaveCount(2);
  for (const link of await join.all()) await expect(link).toHaveAttribute('href', '/waitlist');
  await expect(page.getByRole('link', { name: 'Build your profile now' })).toHaveAttribute(
    'href',
    '/profile/new',
  );
  await expect(page.getByText('Get your score. Choose your future.')).toBeVisible();
  await expect(page.getByText('Analyze the market. Know your worth.')).toBeVisible();
  await expect(page.getByText('Turn hours into minutes.')).toBeVisible();
  await expect(page.locator('#live-feed')).toBeVisible();
  await page.getByRole('link', { name: 'GET YOUR SCORE', exact: true }).click();
  await expect(page).toHaveURL(/\/hs$/);
});

test('the landing demo: validation, the analyzing state, then real programs and a waitlist button', async ({
  page,
}) => {
  await page.goto('/');
  const position = page.getByLabel('Position');
  await expect(position.locator('option')).toHaveCount(29); // the 28 football codes and the empty choice
  await expect(page.getByLabel('GPA').locator('option')).toHaveText([
    'Choose…',
    ...Array.from({ length: 21 }, (_, i) => (4 - i / 10).toFixed(1)),
  ]);
  await expect(page.getByLabel('40-yard dash (seconds)').locator('option')).toHaveText([
    'Choose…',
    ...Array.from({ length: 16 }, (_, i) => (4.3 + i / 10).toFixed(1)),
  ]);
  const find = page.getByRole('button', { name: 'FIND MY MATCHES →' });
  await position.selectOption('WR');
  await find.click();
  await expect(page.getByRole('alert')).toHaveText('Please select all fields');

  await page.getByLabel('GPA').selectOption('3.5');
  await page.getByLabel('40-yard dash (seconds)').selectOption('4.6');
  const demoCall = page.waitForResponse((r) => r.url().includes('/trpc/match.demo'));
  const clickedAt = Date.now();
  await find.click();
  await expect(page.getByRole('status')).toHaveText(/Analyzing/);
  expect((await demoCall).status()).toBe(200);
  await expect(page.getByTestId('demo-match').first()).toBeVisible();
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1500);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The programs come from the seeded program data, each with its Fit Score.
  await expect(page.getByTestId('demo-match').first()).toContainText(/\d+\s*Fit Score/);
  await expect(page.getByRole('link', { name: 'Get my full Fit Score report' })).toHaveAttribute(
    'href',
    '/waitlist',
  );
});

test('the landing demo shows the SPEC error when the engine call fails', async ({ page }) => {
  await page.route('**/trpc/match.demo**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/');
  await page.getByLabel('Position').selectOption('QB');
  await page.getByLabel('GPA').selectOption('3.0');
  await page.getByLabel('40-yard dash (seconds)').selectOption('5.0');
  await page.getByRole('button', { name: 'FIND MY MATCHES →' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to generate matches. Please try again.');
});

test('/hs: hero buttons, the sample card, the feed and the bottom buttons', async ({ page }) => {
  await page.goto('/hs');
  for (const name of ['GET YOUR SCORE', 'JOIN THE BETA', 'JOIN THE WAITLIST'])
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', '/waitlist?segment=hs');
  await expect(page.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/');
  // Beside SPEC's waitlist buttons, the way into the product that is already open.
  await expect(page.getByRole('link', { name: 'Build your profile now' })).toHaveAttribute(
    'href',
    '/profile/new',
  );
  await expect(page.getByRole('link', { name: 'Watch the demo' })).toHaveAttribute('href', '/demo/hs');
  const card = page.getByRole('figure', { name: 'Sample Fit Score card' });
  await expect(card).toContainText('87');
  await expect(card).toContainText('+3 this week');
  await expect(card).toContainText('5 new matches');
  await expect(card).toContainText('Sample data');
  await expect(page.getByText('Sample activity')).toBeVisible();
  for (const step of [
    'Upload film, stats and GPA',
    'Get a Fit Score',
    'Connect directly with coaching staffs',
    'Weekly recalculation',
  ])
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  await expect(page.getByText('Your score updates every Monday at 6AM')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why join now' })).toBeVisible();
});

test('/hs: the live feed loops every 12 s, and stands still for reduced motion', async ({ page }) => {
  await page.goto('/hs');
  const track = page.locator('.animate-marquee');
  expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('12s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('/portal: the snapshot is disabled until both choices, shows SPEC table values, and hides on change', async ({
  page,
}) => {
  await page.goto('/portal');
  const show = page.getByRole('button', { name: 'Show Market Snapshot' });
  await expect(page.getByLabel('Region').locator('option')).toHaveText([
    'Choose…',
    'National',
    'South',
    'Midwest',
    'West',
    'Northeast',
  ]);
  await expect(show).toBeDisabled();
  await page.getByLabel('Position').selectOption('QB');
  await expect(show).toBeDisabled();
  await page.getByLabel('Region').selectOption('South');
  for (const [position, [needing, matches, risk]] of Object.entries(SNAPSHOT)) {
    await page.getByLabel('Position').selectOption(position);
    await expect(page.getByTestId('snapshot-result')).toHaveCount(0);
    await show.click();
    await expect(page.getByTestId('snapshot-programs')).toHaveText(needing);
    await expect(page.getByTestId('snapshot-predicted')).toHaveText(matches);
    await expect(page.getByTestId('snapshot-risk')).toHaveText(risk);
    await expect(page.getByTestId('snapshot-window')).toHaveText('Best entry window: Jan 15 to Feb 1');
  }
  await page.getByLabel('Region').selectOption('West');
  await expect(page.getByTestId('snapshot-result')).toHaveCount(0);
});

test('/portal: decision guide, sample report scroll, FAQ accordion and links', async ({ page }) => {
  await page.goto('/portal');
  await expect(page.getByTestId('guide-green')).toContainText(
    'Demand for your position is at least the competition, and your risk is 40% or less.',
  );
  await expect(page.getByTestId('guide-yellow')).toContainText(
    'Demand is about equal to the competition, and your risk is 41 to 69%.',
  );
  await expect(page.getByTestId('guide-red')).toContainText(
    'Demand is below the competition, or your risk is 70% or more.',
  );
  await page.getByRole('link', { name: 'See a sample report' }).click();
  await expect(page.locator('#sample-report')).toBeInViewport();
  await expect(page.locator('#how-it-works')).toHaveCount(1);

  const faq = page.locator('#faq details');
  await expect(faq.locator('summary')).toHaveText([
    /compliant/,
    /upload new stats/,
    /coaches contact me/,
    /What if I decide to stay\?/,
  ]);
  const stay = faq.filter({ hasText: 'What if I decide to stay?' });
  await expect(page.getByText(/^Nothing is lost\./)).toBeHidden();
  await stay.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(stay).toHaveAttribute('open', '');
  await expect(page.getByText(/^Nothing is lost\./)).toBeVisible();
  // One answer open at a time (the group shares a name).
  await faq.first().locator('summary').click();
  await expect(stay).not.toHaveAttribute('open', '');

  await expect(page.getByRole('link', { name: 'ANALYZE MARKET' })).toHaveAttribute(
    'href',
    '/waitlist?segment=portal',
  );
  await page.getByRole('link', { name: 'See the live feed' }).click();
  await expect(page).toHaveURL(/\/#live-feed$/);
  await expect(page.locator('#live-feed')).toBeInViewport();
});

test('/coaches: count-ups end on the SPEC figures, the roster demo enables, reports and resets', async ({
  page,
}) => {
  await page.goto('/coaches');
  await page.locator('#numbers').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('count-up')).toHaveText(['87%', '3.2x', '94%', '5 min'], { timeout: 5000 });

  const generate = page.getByRole('button', { name: 'Generate fit report' });
  await expect(page.getByLabel('Division').locator('option')).toHaveText([
    'Choose…',
    'FBS',
    'FCS',
    'D2',
    'D3',
    'NAIA',
    'JUCO',
  ]);
  await expect(page.getByLabel('Region').locator('option')).toHaveText([
    'Choose…',
    'West',
    'Midwest',
    'South',
    'East',
    'Southwest',
    'Northeast',
  ]);
  await expect(generate).toBeDisabled();
  await page.getByLabel('Position').selectOption('LB');
  await page.getByLabel('Division').selectOption('FCS');
  await expect(generate).toBeDisabled();
  await page.getByLabel('Region').selectOption('South');
  await generate.click();
  const report = page.getByTestId('roster-report');
  await expect(report).toContainText('12');
  await expect(report).toContainText('84.3');
  await expect(report).toContainText('+23%');
  await expect(page.getByTestId('roster-top-fit')).toHaveText(['87', '84', '82']);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(report).toHaveCount(0);
  await expect(page.getByLabel('Position')).toHaveValue('');
  await expect(generate).toBeDisabled();
  for (const link of await page.getByRole('link', { name: /GET ACCESS|JOIN THE WAITLIST/ }).all())
    await expect(link).toHaveAttribute('href', '/waitlist?segment=coach');
});

test('/coaches: reduced motion shows the final figures at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/coaches');
  await expect(page.getByLabel('Position')).toBeEnabled(); // hydrated: React now owns the numbers
  // Without motion there is no 2 s count: the final figures are there at once, even off-screen.
  await expect(page.getByTestId('count-up')).toHaveText(['87%', '3.2x', '94%', '5 min'], { timeout: 300 });
});

test('the mocked demos: labelled, three steps each, then back to step 1', async ({ page }) => {
  await page.goto('/demo/hs');
  await expect(page.getByText('PRODUCT DEMO - MOCKED DATA')).toBeVisible();
  const step = page.getByTestId('demo-step');
  await expect(step).toContainText('Step 1 of 3: Upload a stats screenshot');
  await expect(step).toContainText('PNG or JPG up to 10MB');
  await page.getByRole('button', { name: 'Use the sample screenshot' }).click();
  await expect(step).toContainText('Step 2 of 3: AI extraction');
  await expect(page.getByRole('heading', { name: /Step 2 of 3/ })).toBeFocused();
  await page.getByRole('button', { name: 'Calculate my score' }).click();
  await expect(step).toContainText('Step 3 of 3: Score jump');
  await expect(page.getByTestId('score-after')).toHaveText('87');
  await page.getByRole('button', { name: 'Restart demo' }).click();
  await expect(step).toContainText('Step 1 of 3');

  await page.goto('/demo/portal');
  await expect(page.getByText('PRODUCT DEMO - MOCKED DATA')).toBeVisible();
  await expect(step).toContainText('Step 1 of 3: Input summary');
  await page.getByRole('button', { name: 'Calculate my risk' }).click();
  await expect(page.getByTestId('risk-score')).toHaveText('6.2');
  await expect(step).toContainText('Medium Risk');
  await page.getByRole('button', { name: 'Rank my programs' }).click();
  await expect(step).toContainText('18 programs ranked by fit');
  await page.getByRole('button', { name: 'Restart demo' }).click();
  await expect(step).toContainText('Step 1 of 3: Input summary');
});

test('no sideways scroll on any marketing page at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const route of MARKETING_ROUTES) {
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});
