import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, generateMatches, test } from './fixtures';

/** axe's heading-order check (a moderate best practice, which the serious-only check leaves out). */
async function headingOrderProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

for (const width of [390, 1280])
  test(`at ${width} px the public profile and the waitlist's success page keep their headings in order`, async ({
    page,
    athleteWithProfile,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { profileId } = await athleteWithProfile({ achievements: ['All-district first team'] });
    await page.goto(`/athlete/${profileId}`);
    await expect(page.getByRole('heading', { name: 'Athletic stats', level: 2 })).toBeVisible();
    await expect(page.getByTestId('division-readiness')).toBeVisible();
    expect(await headingOrderProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/waitlist/success?code=ABCDEFGH&segment=hs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await headingOrderProblems(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

for (const width of [390, 1280])
  test(`at ${width} px the Gameplan keeps its headings in order`, async ({ page, athleteWithProfile }) => {
    await page.setViewportSize({ width, height: 900 });
    await athleteWithProfile();
    await page.goto('/dashboard');
    await generateMatches(page);
    await expect(page.getByTestId('match-card').first()).toBeVisible();
    expect(await headingOrderProblems(page)).toEqual([]);
  });
