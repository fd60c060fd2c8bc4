import { expect, generateMatches, pdfText, test } from './fixtures';

// Times print one way everywhere (common/constants/marks.ts formatTime): seconds with their unit
// under a minute, m:ss.hh from a minute up. A unit-less "48.50" in a sentence fails these checks.
test("a sprinter's times read per event in the match cards' sentences and on the coach's PDF", async ({
  page,
  athleteWithProfile,
}) => {
  test.slow();
  const { profileId } = await athleteWithProfile({
    firstName: 'Casey',
    lastName: 'Sprinter',
    sport: 'Track & Field',
    team: 'mens',
    position: 'Sprints',
    metrics: { tf_100m: 10.85, tf_400m: 48.5 },
  });
  await page.goto('/dashboard');
  await generateMatches(page);
  await expect(
    page.getByText(/^Your 48\.50 s 400 m (clears|is|beats|meets) .+ \d+\.\d\d s\b/).first(),
  ).toBeVisible();
  // Every bullet of every card: a number with hundredths is a time with its unit, part of m:ss.hh,
  // or an evidence multiplier ("1.05×").
  const bullets = await page.getByTestId('match-card').locator('li').allTextContents();
  expect(bullets.length).toBeGreaterThan(25);
  expect(bullets.filter((b) => /(?<![:\d.])\d+\.\d\d(?![\d×]| s\b)/.test(b))).toEqual([]);

  const text = await pdfText(await (await page.request.get(`/api/athlete-profiles/${profileId}/pdf`)).body());
  expect(text).toContain('100 m 10.85 s');
  expect(text).toContain('400 m 48.50 s');
  expect(text).not.toMatch(/\b48\.50(?! s)/);
});
