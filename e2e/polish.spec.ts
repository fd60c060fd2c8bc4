import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, generateMatches, recordToasts, test } from './fixtures';

const SHOTS = process.env.POLISH_SHOTS;
const VIEWS = [
  [390, 'light'],
  [1280, 'light'],
  [390, 'dark'],
  [1280, 'dark'],
] as const;

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    document.documentElement.classList.toggle('dark', t === 'dark');
  }, theme);
}

/** The theme's --muted as the browser resolves it, to compare with a button's computed background. */
async function resolvedMuted(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.background = 'var(--muted)';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
}

/** Steps 1 and 2 of the builder for one wide receiver, Riley Stone; leaves the metric step open. */
async function fillWideReceiverBasics(page: Page) {
  const next = page.getByRole('button', { name: 'Next' });
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Graduation year').selectOption('2027');
  await page.getByLabel('Sport').selectOption('Football');
  await page.getByLabel('Position').selectOption('WR');
  await next.click();
  await page.getByLabel('Feet').selectOption('6');
  await page.getByLabel('Inches').selectOption('1');
  await page.getByLabel('Weight (lbs)').fill('185');
  await page.getByLabel('State').selectOption('TX');
  await next.click();
  return next;
}

test('a disabled button reads as disabled in both themes: muted, dashed, never the active colour', async ({
  page,
  athleteWithProfile,
}) => {
  test.slow();
  await athleteWithProfile();
  await page.goto('/dashboard');
  await generateMatches(page);
  const card = page.getByTestId('match-card').first();
  const email = card.getByRole('button', { name: 'Email Coach' });
  await expect(email).toBeDisabled();
  const active = page.getByRole('button', { name: 'Generate Matches' });
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    const muted = await resolvedMuted(page);
    const look = await email.evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, border: s.borderStyle, opacity: s.opacity };
    });
    expect(look.bg).toBe(muted);
    expect(look.border).toBe('dashed');
    expect(look.bg).not.toBe(await active.evaluate((el) => getComputedStyle(el).backgroundColor));
  }
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 1000 });
      await email.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/disabled-${width}-${theme}.png` });
    }
});

test('the builder: an athlete with a profile goes to edit before step 1', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile();
  await page.goto('/profile/new');
  await expect(page).toHaveURL(new RegExp(`/profile/edit/${profileId}$`));
  await expect(page.getByRole('heading', { name: 'Personal & Sport Info', level: 2 })).toHaveCount(0);
});

test('the builder: the year says "required" when none is chosen, and "Height is required" shows once', async ({
  page,
  signUp,
}) => {
  await signUp();
  await page.goto('/profile/new');
  const next = page.getByRole('button', { name: 'Next' });
  await next.click();
  await expect(page.getByText('Graduation year is required')).toBeVisible();
  await expect(page.getByText(/Graduation year must be between/)).toHaveCount(0);
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Last name').fill('Stone');
  await page.getByLabel('Graduation year').selectOption('2027');
  await page.getByLabel('Sport').selectOption('Football');
  await page.getByLabel('Position').selectOption('WR');
  await next.click();
  await expect(page.getByRole('heading', { name: 'Physical Attributes', level: 2 })).toBeVisible();
  await next.click();
  await expect(page.getByText('Weight is required')).toBeVisible();
  await expect(page.getByText('Height is required')).toHaveCount(1);
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/builder-${width}-${theme}.png` });
    }
});

test('a state-only location is measured from its stated point: the state population centre, never "miles from GA"', async ({
  page,
}) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('football');
  await page.getByLabel('State').selectOption('GA');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  const cards = page.getByTestId('preview-match');
  await expect(cards.first()).toBeVisible();
  const text = (await cards.allTextContents()).join('\n');
  expect(text).not.toMatch(/miles? from GA\b(?!'s)/);
  expect(text).toMatch(/from GA's population centre/);
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByText(/from GA's population centre/)
        .first()
        .scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/state-only-${width}-${theme}.png` });
    }
});

test('scholarships: college and graduate awards are not Eligible for a high-school junior, and no Example rows', async ({
  page,
  athleteWithProfile,
}) => {
  // A 4.0 junior clears every GPA minimum, so only the audience, the sport or need can make an award Not eligible.
  const juniorYear = new Date().getMonth() >= 7 ? new Date().getFullYear() + 2 : new Date().getFullYear() + 1;
  await athleteWithProfile({ gpa: '4.0', graduationYear: juniorYear });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Scholarships' }).click();
  const cards = page.getByTestId('scholarship-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/^Example:/)).toHaveCount(0);
  for (const name of ['NCAA Walter Byers Postgraduate Scholarship', 'National Football Foundation'])
    await expect(cards.filter({ hasText: name }).getByText('Not eligible', { exact: true })).toBeVisible();
  await expect(
    cards.filter({ hasText: 'Coca-Cola Scholars Program' }).getByText('Eligible', { exact: true }),
  ).toBeVisible();
  // An award for baseball players is not for this football player; a need-based one waits for the bracket.
  for (const name of ['American Legion Baseball Scholarship', 'Jack Kent Cooke College Scholarship'])
    await expect(cards.filter({ hasText: name }).getByText('Not eligible', { exact: true })).toBeVisible();
  // A transfer award is for two-year college students, not for a junior.
  await expect(
    cards
      .filter({ hasText: 'Jack Kent Cooke Undergraduate Transfer Scholarship' })
      .getByText('Not eligible', { exact: true }),
  ).toBeVisible();
  // An amount the official page does not confirm is said to be unconfirmed, and the card names
  // the day its page was checked.
  const heisman = cards.filter({ hasText: 'Heisman High School Scholarship' });
  await expect(heisman.getByText(/^Amount not confirmed/)).toBeVisible();
  await expect(heisman.getByText('Deadline not confirmed: see the official page')).toBeVisible();
  await expect(heisman.getByText(/^Checked \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(heisman.getByRole('link', { name: 'Official page' })).toHaveAttribute(
    'href',
    /^https:\/\/heismanscholarship\.com\//,
  );
  await expectNoSeriousA11yViolations(page);
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await cards.first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/scholarships-${width}-${theme}.png` });
    }
});

test('the Gameplan on a phone: compact cards that open to the full breakdown, under 8,000 px with 25 collapsed', async ({
  page,
  athleteWithProfile,
}) => {
  test.slow();
  await athleteWithProfile();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await generateMatches(page);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(25);
  const second = cards.nth(1);
  await expect(second.getByTestId('fit-score')).toBeVisible();
  await expect(second.getByTestId('top-reason')).toBeVisible();
  const toggle = second.getByRole('button', { name: /Show full breakdown/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(second.getByTestId('part-athletic')).toBeHidden();
  // Keyboard: focus and Enter open it; Space closes it again.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(second.getByRole('button', { name: /Hide full breakdown/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(second.getByTestId('part-athletic')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(second.getByTestId('part-athletic')).toBeHidden();
  // The first card starts open; closed too, the page is measured with every card compact.
  await cards
    .first()
    .getByRole('button', { name: /Hide full breakdown/ })
    .click();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(8000);
  // A tier section folds away.
  const toggleTier = page.locator('summary[data-testid^="tier-toggle-"]').first();
  await toggleTier.click();
  await expect(page.locator('details[id^="tier-"]').first()).not.toHaveAttribute('open', '');
  await toggleTier.click();
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 1000 });
      await second.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/gameplan-${width}-${theme}.png` });
    }
  console.log(`Gameplan height at 390 px, 25 cards collapsed: ${height}px`);
});

test('readiness tells one story: the dashboard and the public profile say the same band and score in one sentence', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile();
  await page.goto('/dashboard');
  const onDashboard = page.getByTestId('readiness-story');
  await expect(onDashboard).toHaveText(
    /^(\w[\w ]* band|No division band yet); readiness \d+, (Ready|Track|Developing)/,
  );
  const score = await page.getByTestId('readiness-score').textContent();
  const label = await page.getByTestId('readiness-label').textContent();
  const story = (await onDashboard.textContent()) ?? '';
  expect(story).toContain(`readiness ${score}, ${label}`);
  await page.goto(`/athlete/${profileId}`);
  const division = await page.getByTestId('division-readiness').textContent();
  await expect(page.getByTestId('readiness-story')).toHaveText(story);
  expect(story.startsWith(division === 'Not yet placed' ? 'No division band yet' : `${division} band`)).toBe(
    true,
  );
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('readiness-story').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/readiness-${width}-${theme}.png` });
    }
});

test('a preview with only the sport shows the No Matches Found guidance, not a ranked list of noise', async ({
  page,
}) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('softball');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  await expect(page.getByText('No Matches Found')).toBeVisible();
  await expect(
    page.getByText('Try adding more details like position, GPA, or location for better matches.'),
  ).toBeVisible();
  await expect(page.getByTestId('preview-match')).toHaveCount(0);
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 900 });
      await page.getByText('No Matches Found').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/preview-empty-${width}-${theme}.png` });
    }
});

test('the builder collects achievements, one a line, and the public profile lists them', async ({
  page,
  signUp,
}) => {
  test.slow();
  await signUp();
  await page.goto('/profile/new');
  const next = await fillWideReceiverBasics(page);
  await next.click();
  await page.getByLabel('GPA').selectOption('3.4');
  await next.click();
  await page.getByLabel('Bio').fill('Two-way varsity receiver with reliable hands.');
  await page.getByLabel('Achievements').fill('All-District first team 2025\n\nTeam captain');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('link', { name: 'Profile', exact: true }).first().click();
  await page.getByRole('link', { name: 'View Public' }).click();
  await expect(page.getByText('All-District first team 2025')).toBeVisible();
  await expect(page.getByText('Team captain')).toBeVisible();
});

test("on a phone the athlete's summary comes before the matches; at desktop it stays in the side column", async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const standing = page.getByRole('complementary', { name: 'Your standing' });
  const matchesTab = page.getByRole('tab', { name: 'Program Matches' });
  await expect(standing.getByTestId('readiness-score')).toBeVisible();
  const box = async () => ({
    standing: (await standing.boundingBox())!,
    tabs: (await matchesTab.boundingBox())!,
  });
  const phone = await box();
  // Verification, ACS and readiness all sit above the tab list at 390 px.
  expect(phone.standing.y + phone.standing.height).toBeLessThanOrEqual(phone.tabs.y);
  for (const id of ['verification-card', 'acs-card', 'readiness-card'])
    expect((await standing.getByTestId(id).boundingBox())!.y).toBeLessThan(phone.tabs.y);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  const desktop = await box();
  // Side by side: the summary to the right of the matches, its top level with theirs.
  expect(desktop.standing.x).toBeGreaterThan(desktop.tabs.x + desktop.tabs.width);
  expect(desktop.standing.y).toBeLessThanOrEqual(desktop.tabs.y);
  expect(desktop.standing.y + 40).toBeGreaterThan(desktop.tabs.y);
  await expectNoSeriousA11yViolations(page);
  if (SHOTS)
    for (const [width, theme] of VIEWS) {
      await setTheme(page, theme);
      await page.setViewportSize({ width, height: 1000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/summary-first-${width}-${theme}.png` });
    }
});

test("the creation toast tells the dashboard's readiness sentence, word for word", async ({
  page,
  signUp,
}) => {
  test.slow();
  await signUp();
  await page.goto('/profile/new');
  const toasts = await recordToasts(page);
  const next = await fillWideReceiverBasics(page);
  await page.getByLabel('40-yard dash (s)').fill('4.55');
  await page.getByLabel('Vertical jump (in)').fill('33');
  await next.click();
  await page.getByLabel('GPA').selectOption('3.5');
  await next.click();
  await page.getByLabel('Bio').fill('Slot receiver with reliable hands and a 4.55 forty.');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const story = page.getByTestId('readiness-card').getByTestId('readiness-story');
  await expect(story).toHaveText(/; readiness \d+, /);
  const sentence = (await story.textContent()) ?? '';
  const congratulation = (await toasts()).find((t) => t.startsWith('Congratulations! You Meet '));
  expect(congratulation, 'the division toast was shown').toBeDefined();
  expect(congratulation).toContain(sentence);
});
