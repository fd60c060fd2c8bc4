import { rosterOnFile } from '../common/roster-on-file';
import { expect, expectNoSeriousA11yViolations, generateMatches, test } from './fixtures';

/**
 * A program whose roster is not on file says so on its card (issue 42): the badge shows exactly on
 * the preview cards whose match carries `rosterOnFile: false`.
 */
test('preview cards without a roster on file carry the "Roster not on file" badge, and only those', async ({
  page,
}) => {
  await page.goto('/preview');
  await page.getByLabel('Sport').selectOption('mens-soccer');
  await page.getByLabel('Position').selectOption('CM');
  await page.getByLabel('GPA').selectOption('3.4');
  await page.getByLabel('City').fill('Pasadena');
  await page.getByLabel('State').selectOption('CA');
  await page.getByRole('button', { name: 'Preview Matches' }).click();
  // The same request over REST gives each match's flag, in the order the cards show them.
  const res = await page.request.post('/api/v1/matches/preview', {
    data: { sport: 'mens-soccer', position: 'CM', gpa: 3.4, location: 'Pasadena, CA' },
  });
  const body = (await res.json()) as { matches: { rosterOnFile: boolean }[] };
  const flags = body.matches.map((m) => m.rosterOnFile);
  // Pasadena men's soccer lists programs with and without a roster (junior colleges have none).
  expect(new Set(flags).size).toBe(2);
  const cards = page.getByTestId('preview-match');
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(flags.length);
  for (const [i, onFile] of flags.entries()) {
    await expect(cards.nth(i).getByTestId('roster-not-on-file')).toHaveCount(onFile ? 0 : 1);
    if (!onFile)
      await expect(cards.nth(i).getByTestId('roster-not-on-file')).toHaveText('Roster not on file');
  }
});

test('dashboard cards without a roster on file say so on their tier line, and only those', async ({
  page,
  athleteWithProfile,
}) => {
  const { profileId } = await athleteWithProfile();
  await page.goto('/dashboard');
  await generateMatches(page);
  const stored = (await (await page.request.get(`/api/v1/matches/athlete/${profileId}`)).json()) as {
    program: { name: string };
    gaps: string[];
  }[];
  const withoutRoster = new Set(stored.filter((m) => !rosterOnFile(m.gaps)).map((m) => m.program.name));
  // A receiver's list mixes FBS programs, whose rosters are on file, with FCS ones, whose are not.
  expect(withoutRoster.size).toBeGreaterThan(0);
  expect(withoutRoster.size).toBeLessThan(stored.length);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(stored.length);
  for (const card of await cards.all()) {
    const name = (await card.getByRole('heading').first().textContent()) ?? '';
    const badge = card.getByTestId('distance').getByTestId('roster-not-on-file');
    await expect(badge, name).toHaveCount(withoutRoster.has(name) ? 1 : 0);
  }
  await expectNoSeriousA11yViolations(page);
});
