import { PUBLIC_COUNT_THRESHOLD } from '../common/constants';
import {
  clickAndSeeBriefly,
  expect,
  expectNoSeriousA11yViolations,
  hsSignup,
  test,
  trpcCall,
  trpcErrorBody,
  uniqueEmail,
} from './fixtures';

const CONSENT = 'I agree to receive updates and understand this is a beta product';

type Segment = 'hs' | 'portal' | 'coach';
const TAB: Record<Segment, string> = { hs: 'HS Athlete', portal: 'Portal Athlete', coach: 'Coach' };

async function fillAndSubmit(
  page: import('@playwright/test').Page,
  segment: Segment,
  email = uniqueEmail(segment),
) {
  await page.getByLabel('Full name').fill(`E2E ${segment} person`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (segment === 'hs') {
    await page.getByLabel('Position').selectOption('WR');
  } else if (segment === 'portal') {
    await page.getByLabel('Current school').fill('State University');
    await page.getByLabel('Position').selectOption('LB');
  } else {
    await page.getByLabel('Role').fill('Recruiting Coordinator');
    await page.getByLabel('School/Program').fill('Example College');
    await page.getByLabel('Division').selectOption('D2');
  }
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  return email;
}

test('the position list follows the sport: a volleyball player is not asked for a football code', async ({
  page,
}) => {
  await page.goto('/waitlist');
  const position = page.getByLabel('Position');
  await expect(position.locator('option', { hasText: 'QB' })).toHaveCount(1);
  await position.selectOption('QB');
  await page.getByLabel('Sport').selectOption('volleyball');
  // The football code chosen first is asked again, from volleyball's own list.
  await expect(position).toHaveValue('');
  await expect(position.locator('option', { hasText: 'QB' })).toHaveCount(0);
  await expect(position.locator('option', { hasText: 'S' }).first()).toBeAttached();
  await page.getByLabel('Full name').fill('Vera Setter');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('setter'));
  await position.selectOption('S');
  await page.getByRole('checkbox', { name: CONSENT }).check();
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  await expect(page).toHaveURL(/\/waitlist\/success\?code=[A-Z0-9]{8}&segment=hs$/);
});

test('the empty form shows the SPEC messages for every segment', async ({ page }) => {
  await page.goto('/waitlist');
  await expect(page.getByRole('tab', { name: 'HS Athlete' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  for (const message of [
    'Name is required',
    'Valid email is required',
    'Position is required',
    'You must agree to the terms',
  ])
    await expect(page.getByText(message)).toBeVisible();
  // The first invalid field takes focus, in reading order.
  await expect(page.getByLabel('Full name')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Portal Athlete' }).click();
  await expect(page).toHaveURL(/segment=portal/);
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  await expect(page.getByText('Current school is required')).toBeVisible();
  await expect(page.getByText('Position is required')).toBeVisible();
  await page.getByLabel('School (.edu) email (optional)').fill('nope');
  await page.getByLabel('School (.edu) email (optional)').blur();
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  await expect(page.getByText('Valid .edu email required')).toBeVisible();
  await expect(page.getByLabel('Eligibility remaining')).toHaveValue('2');
  await expect(
    page.getByLabel('Eligibility remaining').locator('option', { hasText: /^1 year$/ }),
  ).toHaveCount(1);

  await page.getByRole('tab', { name: 'Coach' }).click();
  await page.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  for (const message of ['Role is required', 'School/Program is required', 'Division is required'])
    await expect(page.getByText(message)).toBeVisible();
  // Social profile samples are for athletes only.
  await expect(page.getByRole('heading', { name: 'Share a profile coaches can trust' })).toHaveCount(0);
});

test('the tab follows ?segment, and small real counts are not shown as social proof', async ({
  page,
  request,
}) => {
  const stats = await (await request.get('/api/waitlist/stats')).json();
  expect(stats.bySegment.coach).toBeLessThan(PUBLIC_COUNT_THRESHOLD); // the e2e database is small
  await page.goto('/waitlist?segment=coach');
  await expect(page.getByRole('tab', { name: 'Coach' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Be one of the first to join')).toBeVisible();
  await expect(page.getByTestId('joined-coach')).toHaveCount(0);
  await page.getByRole('tab', { name: 'HS Athlete' }).click();
  await expect(page).toHaveURL(/segment=hs/);
  await expect(page.getByRole('heading', { name: 'Share a profile coaches can trust' })).toBeVisible();
  await expect(page.getByLabel('Graduation year')).toHaveValue(
    String(Math.min(2030, new Date().getFullYear() + 1)),
  );
});

test('without stats the header shows no count at all, never a made-up one', async ({ page }) => {
  await page.route(trpcCall('waitlist.stats'), (route) => route.abort());
  await page.goto('/waitlist');
  await expect(page.getByText('Be one of the first to join')).toBeVisible();
  await expect(page.getByTestId(/^joined-/)).toHaveCount(0);
  await expect(page.getByText('2,847')).toHaveCount(0);
});

test("at 360 px the segment tabs keep SPEC's full labels", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/waitlist');
  await expect(page.getByRole('tab')).toHaveText(['HS Athlete', 'Portal Athlete', 'Coach']);
  for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
});

for (const segment of ['hs', 'portal', 'coach'] as const) {
  test(`a ${segment} sign-up reaches the success page with the right referral link`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/waitlist?segment=${segment}`);
    await expect(page.getByRole('tab', { name: TAB[segment] })).toHaveAttribute('aria-selected', 'true');
    await fillAndSubmit(page, segment);
    await expect(page).toHaveURL(new RegExp(`/waitlist/success\\?code=[A-Z0-9]{8}&segment=${segment}$`));
    const code = new URL(page.url()).searchParams.get('code');
    await expect(page.getByLabel('Referral link')).toHaveValue(
      `${baseURL}/waitlist?ref=${code}&segment=${segment}`,
    );
    await expect(page.getByTestId('referral-count')).toHaveText('0');
    await expect(page.getByTestId('referral-tier')).toHaveText('Standard');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // The product is open already: each segment can start today.
    const start =
      segment === 'coach'
        ? page.getByTestId('coach-account-link').getByRole('link', { name: 'Create my coach account' })
        : page.getByTestId('athlete-start-link').getByRole('link', { name: 'Build my profile' });
    await expect(start).toHaveAttribute('href', segment === 'coach' ? /role=coach/ : '/profile/new');
    if (segment === 'hs') await expectNoSeriousA11yViolations(page);
  });
}

test('a ?ref= from the referral link is credited to the referrer', async ({ page, request }) => {
  const referrer = await request.post('/api/waitlist', {
    data: hsSignup({ name: 'Referrer', position: 'QB' }),
  });
  const { referralCode } = await referrer.json();

  await page.goto(
    `/waitlist?ref=${referralCode}&segment=portal&utm_source=x&utm_medium=social&utm_campaign=e2e`,
  );
  await expect(page.getByText(`Joining with referral code ${referralCode}`)).toBeVisible();
  await fillAndSubmit(page, 'portal');
  await expect(page).toHaveURL(/\/waitlist\/success\?/);

  const status = await (await request.get(`/api/waitlist/referrals/${referralCode}`)).json();
  expect(status).toEqual({ referralCount: 1, tier: 'Standard' });

  await page.goto(`/waitlist/success?code=${referralCode}&segment=hs`);
  await expect(page.getByTestId('referral-count')).toHaveText('1');
});

test('a server error shows a destructive toast with a sentence, never raw JSON', async ({ page }) => {
  // Mutations go through the batch link, so the answer is a one-item batch.
  await page.route(trpcCall('waitlist.join'), (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '60' },
      body: trpcErrorBody(
        'Too many sign-ups from this network. Please try again later.',
        'TOO_MANY_REQUESTS',
        429,
        true,
      ),
    }),
  );
  await page.goto('/waitlist?segment=coach');
  await fillAndSubmit(page, 'coach');
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText('Error', { exact: true })).toBeVisible();
  await expect(
    region.getByText('Too many sign-ups from this network. Please try again later.'),
  ).toBeVisible();
  await expect(region.getByText('RATE_LIMITED')).toHaveCount(0);
  await expect(page).toHaveURL(/\/waitlist\?segment=coach/);
});

test('the submit button reads JOINING... and is disabled while the request runs', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(trpcCall('waitlist.join'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/waitlist');
  await fillAndSubmit(page, 'hs');
  await expect(page.getByRole('button', { name: 'JOINING...' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/waitlist\/success\?/);
});

test('success page: copy link, share on X and the story fallback', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await context.route('https://twitter.com/**', (route) => route.fulfill({ status: 200, body: 'intent' }));
  await page.addInitScript(() => {
    // Desktop Chromium has no share sheet on Linux; make that explicit.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/waitlist/success?code=ABCDEFGH&segment=coach');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Welcome, Coach. You're on the list.");

  await clickAndSeeBriefly(
    page.getByRole('button', { name: 'Copy Link' }),
    page.getByRole('button', { name: 'Copied!' }),
    page.getByText('Link copied!', { exact: true }),
    page.getByText('Share it to unlock early access', { exact: true }),
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${baseURL}/waitlist?ref=ABCDEFGH&segment=coach`,
  );
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Share on X' }).click(),
  ]);
  const intent = new URL(popup.url());
  expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
  expect(intent.searchParams.get('url')).toBe(`${baseURL}/waitlist?ref=ABCDEFGH&segment=coach`);
  expect(intent.searchParams.get('text')).toMatch(/Coaches/);
  await popup.close();

  await page.getByRole('button', { name: 'Share as a story' }).click();
  await expect(page.getByText('Share manually', { exact: true })).toBeVisible();
});

test('an unknown referral code shows the error state on the success page', async ({ page }) => {
  await page.goto('/waitlist/success?code=ZZZZZZZZ&segment=hs');
  await expect(page.getByRole('alert').getByText(/Referral code not found/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
