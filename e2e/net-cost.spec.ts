import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, generateMatches, test } from './fixtures';

const SHOTS = process.env.NET_COST_SHOTS;
const WIDTHS = [390, 1280] as const;

/** With NET_COST_SHOTS set to a folder, screenshots at each width and theme, to look at. */
async function screenshots(page: Page, target: Locator, name: string) {
  if (!SHOTS) return;
  for (const theme of ['light', 'dark'])
    for (const width of WIDTHS) {
      await page.evaluate((t) => {
        localStorage.setItem('theme', t);
        document.documentElement.classList.toggle('dark', t === 'dark');
      }, theme);
      await page.setViewportSize({ width, height: 1400 });
      await target.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
    }
}

/** Axe at a phone's width and a desktop's. */
async function axeAtBothWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1400 });
    await expectNoSeriousA11yViolations(page);
  }
}

const cardTexts = (page: Page) => page.getByTestId('net-cost-text').allTextContents();

test('the family income question is asked once, with its reason, and changes the net costs', async ({
  page,
  athleteWithProfile,
}) => {
  // Twenty-five cards, axe at two widths: slow on a shared machine.
  test.slow();
  await athleteWithProfile();
  await page.goto('/dashboard');
  await generateMatches(page);
  await page.getByTestId('income-question-open').click();
  const question = page.getByTestId('income-question');
  await expect(question.getByText("What is your family's yearly income? (optional)")).toBeVisible();
  await expect(question).toContainText('never on your public profile, your PDF or anything a coach sees');
  await expect(page.getByTestId('net-cost-text').first()).toHaveText(/^Likely net cost: /);
  const before = await cardTexts(page);
  await axeAtBothWidths(page);
  await screenshots(page, question, 'income-question');

  await question.getByLabel('Family income bracket').selectOption({ label: '$0–$30,000' });
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('income-answer')).toContainText('$0–$30,000');
  await expect.poll(() => cardTexts(page)).not.toEqual(before);

  await page.reload();
  await expect(page.getByTestId('income-answer')).toContainText('$0–$30,000');
  await expect(page.getByTestId('income-question')).toHaveCount(0);
});

test('the offer calculator turns an offer into the year and four years, with the stacking caveat', async ({
  page,
  athleteWithProfile,
}) => {
  // Twenty-five cards, axe at two widths: slow on a shared machine.
  test.slow();
  await athleteWithProfile();
  await page.goto('/dashboard');
  await generateMatches(page);
  const card = page
    .getByTestId('match-card')
    .filter({ has: page.getByTestId('net-cost-text').filter({ hasText: /^Likely net cost: \$/ }) })
    .first();
  // A collapsed card shows the line only; its details open with the card.
  const show = card.getByRole('button', { name: /Show full breakdown/ });
  if ((await show.count()) > 0) await show.click();
  await card.getByRole('button', { name: /Cost details/ }).click();
  const calculator = card.getByTestId('offer-calculator');
  await expect(calculator).toBeVisible();
  await expect(card.getByRole('cell', { name: /net price/i }).first()).toBeVisible();
  await expect(calculator).toContainText('Schools differ in how athletic and need-based aid combine');

  await calculator.getByLabel('Percent').fill('150');
  await expect(calculator.getByRole('alert')).toHaveText('Between 0 and 100');
  await calculator.getByLabel('Percent').fill('50');
  await expect(calculator.getByTestId('offer-result')).toHaveText(
    /Offer worth \$[\d,]+ a year .*This year: \$[\d,]+(–\$[\d,]+)? · Four years: \$[\d,]+(–\$[\d,]+)?/,
  );
  await calculator.getByLabel('Offer').selectOption('full');
  await expect(calculator.getByTestId('offer-result')).toContainText('This year: $0 · Four years: $0');
  await calculator.getByLabel('Offer').selectOption('percent');
  await calculator.getByLabel('Percent').fill('50');
  await axeAtBothWidths(page);
  await screenshots(page, calculator, 'offer-calculator');
});
