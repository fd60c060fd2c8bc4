import { COACH_PASSWORD, claimFromCoachArea, completeCoachSignUp, confirmCoachEmail } from './coach-helpers';
import {
  expect,
  expectNoSeriousA11yViolations,
  generateMatches,
  mailFor,
  test,
  verifyEmail,
} from './fixtures';

test('a coach claims a program by emailed link, edits its contact and needs, finds an opted-in athlete, and the athlete accepts contact', async ({
  page,
  browser,
  baseURL,
  athleteWithProfile,
}) => {
  test.slow();
  const origin = baseURL as string;
  const lastName = `Prospect${Date.now().toString(36)}`;
  // A profile unlike other specs' athletes, so the program it picks keeps their cards unchanged.
  const { user, profileId } = await athleteWithProfile({
    firstName: 'Casey',
    lastName,
    position: 'QB',
    location: 'Portland, OR',
  });
  await verifyEmail(page, origin, user.email);
  await page.goto('/profile');
  const optIn = page.getByRole('checkbox', { name: 'Coaches can discover my profile' });
  await expect(optIn).not.toBeChecked();
  await optIn.click();
  await expect(optIn).toBeChecked();

  // The program: the athlete's last match with a website of its own.
  await page.goto('/dashboard');
  await generateMatches(page);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(25);
  const found = await cards.evaluateAll((nodes) =>
    nodes.map((card) => ({
      name: card.querySelector('[data-slot="card-title"]')?.textContent?.trim() ?? '',
      division: card.querySelector('[data-slot="badge"]')?.textContent?.trim() ?? '',
      href:
        [...card.querySelectorAll('a')].find((a) => a.textContent?.includes('Visit Program'))?.href ?? null,
    })),
  );
  const pick = found.reverse().find((c) => c.href && !c.href.includes('archive.org'));
  const program = pick?.href
    ? { name: pick.name, division: pick.division, host: new URL(pick.href).hostname.replace(/^www\./, '') }
    : undefined;
  if (!program) throw new Error('no match with a program website');

  // The coach signs up from /coaches.
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await coach.goto('/coaches');
  await coach.getByRole('link', { name: 'Create a coach account' }).first().click();
  const coachAccount = await completeCoachSignUp(coach, { firstName: 'Morgan', lastName: 'Hale' });
  await expectNoSeriousA11yViolations(coach);
  // Claims and contact act in the coach's name: the account's own address is confirmed first.
  await confirmCoachEmail(coach, origin, coachAccount);

  // Claim with an address at the program's domain; the link arrives by email.
  const staffAddress = `recruiting.${Date.now().toString(36)}@${program.host}`;
  await claimFromCoachArea(coach, { ...program, sport: 'football' }, staffAddress);
  await expect(coach.getByTestId('claim-result')).toContainText(`We sent a link to ${staffAddress}`);
  const claimMail = await mailFor(
    coach.request,
    origin,
    staffAddress,
    `Confirm you coach at ${program.name}`,
  );
  await coach.goto(claimMail.match(/https?:\/\/\S+\/coach\/claim\?token=\S+/)?.[0] as string);
  await coach.getByRole('button', { name: 'Confirm my program' }).click();
  await expect(coach.getByRole('status')).toContainText(`You are on the staff of ${program.name}`);
  await coach.getByRole('link', { name: 'Open the program page' }).click();
  await expect(coach.getByRole('heading', { name: program.name, level: 1 })).toBeVisible();

  // The public contact and a stated need.
  await coach.getByLabel('Contact name').fill('Pat Example');
  await coach.getByLabel('Title').fill('Quarterbacks Coach');
  await coach.getByLabel('Public email').fill(`pat@${program.host}`);
  await coach.getByLabel('Public phone').fill('+1 555 0100 200');
  // Playing styles come from football's list; each names the positions it concerns (ADR 047).
  await coach.getByRole('checkbox', { name: 'Pro-style offense' }).click();
  await coach.getByRole('button', { name: 'Save details' }).click();
  await expect(
    coach.getByText('Athletes now see these details on their match cards.', { exact: true }),
  ).toBeVisible();
  // The editor says what a stated need is worth before the coach states one.
  await expect(coach.getByTestId('needs-explained')).toHaveText(
    'In roster need (30% of Fit), an athlete at a stated position and graduation year scores 90, at a stated position in another year 55, and at a position you did not state 30.',
  );
  await coach.getByLabel('Position', { exact: true }).first().selectOption('QB');
  await coach.getByLabel('Graduation year').first().selectOption('2027');
  await coach.getByRole('button', { name: 'Add need' }).click();
  await coach.getByRole('button', { name: 'Save needs' }).click();
  await expect(coach.getByText('Fit now reads your stated needs.', { exact: true })).toBeVisible();

  // The opted-in athlete, with the Fit's five parts and the staff-stated need.
  const prospect = coach.getByTestId('prospect').filter({ hasText: lastName });
  await expect(prospect).toBeVisible();
  await expect(prospect.getByText('Roster need (30%)')).toBeVisible();
  await expect(prospect).toContainText(`${program.name}'s staff stated a need at QB for the class of 2027`);
  await expect(prospect).toContainText('Quarterbacks fit their pro-style offense');
  await expect(prospect.getByText('Self-Reported').first()).toBeVisible();
  // In the coach's voice: about the athlete, never to them, and each number with its unit.
  await expect(prospect).not.toContainText(/\bYour\b/);
  await expect(
    prospect
      .getByRole('definition')
      .filter({ hasText: /^4\.\d+ s$/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(coach);
  await prospect.getByRole('button', { name: 'Shortlist' }).click();
  await expect(coach.getByTestId('shortlist')).toContainText(lastName);
  await prospect.getByRole('button', { name: 'Request contact' }).click();
  await prospect.getByLabel('Message to the athlete').fill('We would like to talk about our QB room.');
  await prospect.getByRole('button', { name: 'Send contact request' }).click();
  await expect(prospect.getByText('Contact request pending')).toBeVisible();

  // The athlete accepts in the app; both sides see the other's address (the coach's as the claim proved it).
  await page.goto('/profile');
  const request = page.getByTestId('contact-requests').locator('li').filter({ hasText: program.name });
  await expect(request).toContainText('We would like to talk about our QB room.');
  await expectNoSeriousA11yViolations(page);
  await request.getByRole('button', { name: 'Accept and share emails' }).click();
  await expect(request.getByRole('link', { name: staffAddress })).toHaveAttribute(
    'href',
    `mailto:${staffAddress}`,
  );
  await coach.reload();
  await expect(coach.getByTestId('coach-contacts')).toContainText(user.email);
  // The chosen style was saved, and its list fits a phone.
  await expect(coach.getByRole('checkbox', { name: 'Pro-style offense' })).toBeChecked();
  await coach.setViewportSize({ width: 390, height: 900 });
  expect(await coach.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await coach.setViewportSize({ width: 1280, height: 900 });

  // Accepted, the coach may vouch for a number from the keyboard; the public profile says who.
  await prospect.getByRole('button', { name: `Verify 40-yard dash for Casey ${lastName}` }).focus();
  await coach.keyboard.press('Enter');
  const confirm = prospect.getByRole('button', { name: 'Confirm 40-yard dash' });
  await expect(prospect.getByText('You saw the 40-yard dash measured?')).toBeVisible();
  await confirm.focus();
  await coach.keyboard.press('Enter');
  await expect(prospect.getByRole('status')).toHaveText('Coach Verified by you');
  await expect(prospect.getByText('Coach Verified', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(coach);
  await page.goto(`/athlete/${profileId}`);
  // The level, the day they vouched and who did: level · date · source.
  const escaped = program.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByTestId('evidence-40yd')).toHaveText(
    new RegExp(`^Coach Verified · [A-Z][a-z]{2} \\d{1,2}, \\d{4} · Coach Morgan Hale, ${escaped}$`),
  );
  await expectNoSeriousA11yViolations(page);

  // The athlete's match card for the program shows the staff's contact, and Email Coach works.
  await page.goto('/dashboard');
  const card = page
    .getByTestId('match-card')
    .filter({ has: page.getByRole('heading', { name: program.name }) });
  await card.getByRole('button', { name: /Show full breakdown/ }).click();
  await expect(card).toContainText('Quarterbacks fit their pro-style offense');
  await expect(card.getByTestId('coach-contact')).toContainText('Pat Example, Quarterbacks Coach');
  await expect(card.getByRole('link', { name: 'Email Coach' })).toHaveAttribute(
    'href',
    `mailto:pat@${program.host}`,
  );

  // The athlete ends the program's access; the coach loses the address and the files.
  await page.goto('/profile');
  await expect(
    page.getByText('It does not end the sharing you already accepted', { exact: false }),
  ).toBeVisible();
  const shared = page.getByTestId('contact-requests').locator('li').filter({ hasText: program.name });
  await shared.getByRole('button', { name: 'Stop sharing with this program' }).focus();
  await page.keyboard.press('Enter');
  await expect(shared).toContainText('You stopped sharing with this program on');
  await expect(shared.getByRole('link', { name: staffAddress })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await coach.reload();
  await expect(coach.getByTestId('coach-contacts')).not.toContainText(user.email);

  // The coach area lists the numbers this coach verified and whether each still stands.
  await coach.goto('/coach');
  const verified = coach.getByTestId('coach-verifications').locator('li');
  await expect(verified).toHaveCount(1);
  await expect(verified).toContainText(`Casey ${lastName} · 40-yard dash:`);
  await expect(verified).toContainText('Still Coach Verified');
  await expectNoSeriousA11yViolations(coach);
  await coachContext.close();
});

test('an athlete account opening the coach area is told it is for coaches', async ({ page, signUp }) => {
  await signUp();
  await page.goto('/coach');
  await expect(page.getByRole('heading', { name: 'FOR COACH ACCOUNTS' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a coach signing in lands in the coach area, which the header links to; the coach changes their name there', async ({
  page,
}) => {
  await page.goto('/api/login?mode=signup&role=coach');
  // Without a last name the form says so and keeps what was typed.
  await page.getByLabel('First name').fill('Riley');
  await page.getByLabel('Email').fill('riley.stone@example.test');
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your last name');
  await expect(page.getByLabel('First name')).toHaveValue('Riley');
  await expectNoSeriousA11yViolations(page);
  const email = await completeCoachSignUp(page, { firstName: 'Riley', lastName: 'Stone' });
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByLabel('First name')).toHaveValue('Riley');
  await page.getByLabel('Last name').fill('Stone-Park');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Numbers you verify now show this name.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Stone-Park');
  await page.getByRole('button', { name: 'Log out' }).click();

  await page.goto('/api/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/coach$/);
  await page.goto('/');
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await account.getByRole('link', { name: 'Coach area' }).click();
  await expect(page.getByRole('heading', { name: 'COACH AREA' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
