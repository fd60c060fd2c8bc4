import { expect, test } from './fixtures';

test("a volleyball setter's match card says how many setters the program loses, from its roster", async ({
  page,
  athleteWithProfile,
}) => {
  await athleteWithProfile({
    sport: 'Volleyball',
    team: 'womens',
    position: 'S',
    height: `5'10"`,
    weight: 150,
    metrics: {},
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Generate Matches' }).click();
  const card = page.getByTestId('match-card').first();
  await expect(card).toBeVisible();
  await expect(
    card.getByText(
      /^(\d+ of the \d+ players at S on the 2025-26 roster (is a senior or graduate student|are seniors or graduate students)|The only player at S on the 2025-26 roster is a senior or graduate student|None of the \d+ players at S on the 2025-26 roster is a senior or graduate student)$/,
    ),
  ).toBeVisible();
});
