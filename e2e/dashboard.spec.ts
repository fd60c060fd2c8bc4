import { readFile } from 'node:fs/promises';
import {
  expect,
  expectNoSeriousA11yViolations,
  generateMatches,
  pdfText,
  recordToasts,
  recordTrpcCalls,
  test,
  trpcCall,
} from './fixtures';

test('profile → dashboard → Generate Matches → cards with five breakdown bars', async ({
  page,
  athleteWithProfile,
}) => {
  // 25 full cards make the axe scan slow on a 2-core machine.
  test.slow();
  const { profileId } = await athleteWithProfile();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Gameplan', level: 1 })).toBeVisible();
  await expect(page.getByTestId('verified-count')).toHaveText('0');
  await expect(page.getByTestId('verification-card')).toContainText('Self-Reported');
  await expect(page.getByTestId('readiness-label')).toHaveText(/^(Ready|Track|Developing)$/);
  await expect(page.getByTestId('acs-card')).toContainText('75');

  const toasts = await recordToasts(page);
  await generateMatches(page);
  await expect.poll(toasts).toContainEqual(expect.stringContaining('Matches Generated!'));
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(25);
  const first = cards.first();
  for (const part of ['athletic', 'rosterNeed', 'academic', 'geo', 'sys'])
    await expect(first.getByTestId(`part-${part}`)).toBeVisible();
  await expect(first.getByText('Athletic alignment (35%)')).toBeVisible();
  await expect(first.getByText('Roster need (30%)')).toBeVisible();
  await expect(first.getByRole('heading', { name: "Why You're a Fit" })).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Areas to Strengthen' })).toBeVisible();
  await expect(first.getByTestId('distance')).toContainText('mi from Austin, TX');
  // No coach email is ever invented: the reference data has none, so Email Coach explains itself.
  await expect(first.getByTestId('coach-contact')).toContainText('Contact via program website');
  await expect(first.getByRole('button', { name: 'Email Coach' })).toBeDisabled();

  const counts = await Promise.all(
    ['reach', 'target', 'safety'].map(async (t) =>
      Number(await page.getByTestId(`tier-count-${t}`).textContent()),
    ),
  );
  expect(counts.reduce((a, b) => a + b, 0)).toBe(25);
  await expectNoSeriousA11yViolations(page);

  // On a phone the score stays beside the program's name (top right); the name wraps instead.
  await page.setViewportSize({ width: 390, height: 844 });
  const title = (await first.locator('[data-slot="card-title"]').boundingBox())!;
  const score = (await first.getByTestId('fit-score').boundingBox())!;
  const card = (await first.boundingBox())!;
  expect(score.y).toBeLessThan(title.y + title.height);
  expect(score.x + score.width).toBeGreaterThan(card.x + card.width - 60);

  await page.getByRole('link', { name: 'Share Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/athlete/${profileId}$`));
});

test("a signed-in athlete's Gameplan does not ask again for the profile it already has", async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile();
  const reads = recordTrpcCalls(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('readiness-label')).toHaveText(/^(Ready|Track|Developing)$/);
  // Who is signed in, then their profile, then the matches and readiness: no athlete.byId between.
  expect(reads.slice(0, 2)).toEqual(['auth.me', 'athlete.mine']);
  expect(reads.flatMap((path) => path.split(','))).not.toContain('athlete.byId');
});

test('scholarship filters change the count, with eligibility from the athlete GPA', async ({
  page,
  athleteWithProfile,
}) => {
  // GPA 2.2 fails every award with a GPA minimum; the seed's minimums start above it.
  await athleteWithProfile({ gpa: '2.2', actScore: null });
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Scholarships' }).click();
  const count = page.getByTestId('scholarship-count');
  await expect(page.getByTestId('scholarship-card').first()).toBeVisible();
  const all = Number(await count.textContent());
  expect(all).toBeGreaterThan(0);
  await expect(page.getByTestId('scholarship-card')).toHaveCount(all);

  await page.getByLabel('Eligibility').selectOption('eligible');
  const eligible = Number(await count.textContent());
  await page.getByLabel('Eligibility').selectOption('not-eligible');
  const notEligible = Number(await count.textContent());
  expect(eligible + notEligible).toBe(all);
  expect(notEligible).toBeGreaterThan(0);
  for (const card of await page.getByTestId('scholarship-card').all())
    await expect(card.getByText('Not eligible', { exact: true })).toBeVisible();

  await page.getByLabel('Eligibility').selectOption('all');
  await page.getByLabel('Sport').selectOption('football');
  const football = Number(await count.textContent());
  expect(football).toBeLessThan(all);
  await page.getByLabel('Division').selectOption('naia');
  await page.getByLabel('Sport').selectOption('baseball');
  await expect(count).toHaveText('0');
  await expect(page.getByText('No scholarships available')).toBeVisible();
});

test('the placeholder id shows a prompt to build a profile, not a broken page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Build your profile to see your matches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Build Your Profile' })).toHaveAttribute(
    'href',
    '/profile/new',
  );
  await page.evaluate(() => localStorage.setItem('athleteId', 'demo-athlete-123'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Build your profile to see your matches' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('athleteId', '00000000-0000-4000-8000-000000000000'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Build your profile to see your matches' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a signed-in athlete sees their own Gameplan even when storage names someone else', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile({ firstName: 'Casey', lastName: 'Rivers' });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('athleteId', 'demo-athlete-123'));
  await page.goto('/dashboard');
  await expect(page.getByText(/^Casey Rivers · Football/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share Profile' })).toHaveAttribute(
    'href',
    `/athlete/${profileId}`,
  );
});

test('Download PDF saves the profile as a PDF with the athlete name', async ({
  page,
  athleteWithProfile,
}) => {
  test.slow();
  await athleteWithProfile({ firstName: 'Morgan', lastName: 'Lee' });
  await page.goto('/dashboard');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('morgan-lee-recruiting-profile.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  expect(await pdfText(bytes)).toContain('Morgan Lee');
});

test('a list read still in flight when matches are generated cannot wipe them when it lands', async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile();
  let generated!: () => void;
  const afterGenerate = new Promise<void>((resolve) => (generated = resolve));
  let delivered!: () => void;
  const staleDelivered = new Promise<void>((resolve) => (delivered = resolve));
  // The first read of the list is answered now, before any match exists, and lands after generation.
  await page.route(/\/trpc\/[^?]*match\.forAthlete/, async (route) => {
    const stale = await route.fetch();
    await afterGenerate;
    await route.fulfill({ response: stale }).catch(() => {});
    delivered();
  });
  await page.goto('/dashboard');
  const answered = page.waitForResponse((r) => r.url().includes('match.generate'));
  await page.getByRole('button', { name: 'Generate Matches' }).click();
  await answered;
  generated();
  await staleDelivered;
  await page.unroute(/\/trpc\/[^?]*match\.forAthlete/);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(25);
  // Time for the late answer to be rendered, had it been kept.
  await page.waitForTimeout(1000);
  await expect(cards).toHaveCount(25);
});

test('no sideways scroll at 360 px when signed in, on the dashboard, preview and public profile', async ({
  page,
  athleteWithProfile,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { profileId } = await athleteWithProfile();
  await page.goto('/dashboard');
  await generateMatches(page);
  await expect(page.getByTestId('match-card').first()).toBeVisible();
  for (const path of ['/dashboard', '/preview', `/athlete/${profileId}`, '/']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // No room for the name badge: the phone header shows its first letter on the Profile button.
    await expect(page.getByTestId('user-badge')).toBeHidden();
    await expect(page.getByTestId('user-initial')).toHaveText(/^[A-Z0-9]$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('dark mode: the dashboard side column and scholarships pass axe', async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile();
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('readiness-label')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Scholarships' }).click();
  await expect(page.getByTestId('scholarship-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('What moves your list: the three easiest single changes, or every change when only all of them together reach the next level', async ({
  page,
  athleteWithProfile,
}) => {
  const whatIfItems = page.getByTestId('what-if').getByRole('listitem');
  /** A new account whose profile has no testing numbers, and the what-if its Gameplan shows. */
  const sizeOnlyWhatIf = async (overrides: Record<string, unknown>) => {
    await page.context().clearCookies();
    const { profileId } = await athleteWithProfile({
      ...overrides,
      lastName: 'Rivers',
      metrics: JSON.stringify({}),
    });
    const res = await page.request.get(`/api/athlete-profiles/${profileId}/what-if`);
    return (await res.json()) as { together: boolean }[];
  };

  // A 5'6", 150 lb quarterback: no one change reaches the NAIA bar.
  const together = await sizeOnlyWhatIf({ position: 'QB', height: `5'6"`, weight: 150 });
  expect(together.length).toBeGreaterThan(3);
  expect(together.every((w) => w.together)).toBe(true);
  await page.goto('/dashboard');
  await expect(whatIfItems).toHaveCount(together.length);
  await expect(whatIfItems.first()).toContainText('with the other changes listed');
  await expect(whatIfItems.last()).toHaveText(
    `At 6'1.5" tall, with the other changes listed, you would reach the NAIA bar (you are 5'6" today)`,
  );

  // A 5'8", 160 lb receiver: each listed change is enough alone to reach D2.
  const single = await sizeOnlyWhatIf({ height: `5'8"`, weight: 160 });
  expect(single.length).toBeGreaterThan(3);
  expect(single.some((w) => w.together)).toBe(false);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Gameplan', level: 1 })).toBeVisible();
  await expect(page.getByText('Jordan Rivers · Football · WR')).toBeVisible();
  await expect(whatIfItems).toHaveCount(3);
  await expect(page.getByTestId('what-if')).not.toContainText('with the other changes listed');
});

test('a failed read of the own profile offers Try Again, never "Build your profile"', async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile();
  // Only the request that carries athlete.mine fails, once, as a busy server's 503 or 429 would.
  let failed = false;
  await page.route(trpcCall('athlete.mine'), (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Could not load your Gameplan' })).toBeVisible();
  await expect(page.getByText('Build your profile to see your matches')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Your Gameplan', level: 1 })).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px the Generate Matches button stays put while the Gameplan's reads land`, async ({
    page,
    athleteWithProfile,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await athleteWithProfile({ sport: 'Volleyball', team: 'womens', position: 'S', metrics: {} });
    // Each read answers after its own delay, so the parts of the page draw one by one.
    let n = 0;
    await page.route(/\/trpc\//, async (route) => {
      await new Promise((r) => setTimeout(r, 300 + (n++ % 4) * 250));
      await route.continue();
    });
    // Every position the button takes on the page, from the first frame it shows.
    await page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { buttonTops: tops });
      const look = () => {
        const button = [...document.querySelectorAll('button')].find((b) =>
          b.textContent?.includes('Generate Matches'),
        );
        const top = button && Math.round(button.getBoundingClientRect().top + window.scrollY);
        if (top !== undefined && tops.at(-1) !== top) tops.push(top);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/dashboard');
    await expect(page.getByTestId('readiness-story')).toBeVisible();
    await expect(page.getByTestId('weekly-change')).toBeVisible();
    await expect(page.getByTestId('no-matches')).toBeVisible();
    const tops = await page.evaluate(() => (window as unknown as { buttonTops: number[] }).buttonTops);
    expect(tops).toHaveLength(1);
  });
}
