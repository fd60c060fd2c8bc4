import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, generateMatches, test } from './fixtures';

const SHOTS = process.env.ACADEMIC_SHOTS;

/** With ACADEMIC_SHOTS set to a folder, screenshots of the card at each width and theme, to look at. */
async function screenshots(
  page: Page,
  card: Locator,
  name: string,
  views: readonly (readonly [number, string])[],
) {
  if (!SHOTS) return;
  for (const [width, theme] of views) {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      document.documentElement.classList.toggle('dark', t === 'dark');
    }, theme);
    await page.setViewportSize({ width, height: 1400 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
  }
}

test('preview cards show the academic tier, the admission sentence with its year, and the cost', async ({
  page,
}) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('mens-soccer');
  await page.getByLabel('Position').selectOption('CM');
  await page.getByLabel('GPA').selectOption('3.4');
  await page.getByLabel('SAT (optional)').fill('1340');
  await page.getByLabel('City').fill('Pasadena');
  await page.getByLabel('State').selectOption('CA');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  const card = page.getByTestId('preview-match').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('admission')).toHaveText(
    /(Your 1340 SAT is (below|inside|above) .+'s middle 50% \(SAT \d+–\d+, 2021-22\)|has open admission \(2021-22\)|admits \d+% of applicants \(2021-22\)|No admissions figures on file)/,
  );
  await expect(card.getByTestId('cost')).toHaveText(/[Cc]ost of attendance \$[\d,]+ a year \(2021-22/);
  await expect(card.getByTestId('academic-tier')).toHaveText(/^Academic (reach|fit|likely)$/);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, card, 'preview', [
    [390, 'light'],
    [1280, 'light'],
    [390, 'dark'],
    [1280, 'dark'],
  ]);
});

test('a dashboard match card shows the admission sentence and the cost of attendance', async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile({ satScore: 1200 });
  await page.goto('/dashboard');
  await generateMatches(page);
  const card = page.getByTestId('match-card').first();
  await expect(card).toBeVisible();
  await expect(card.getByTestId('admission')).toHaveText(/2021-22|No admissions figures on file/);
  await expect(page.getByTestId('cost').first()).toHaveText(
    /[Cc]ost of attendance \$[\d,]+ a year \(2021-22/,
  );
  await screenshots(page, card, 'dashboard', [
    [390, 'light'],
    [1280, 'dark'],
  ]);
});
