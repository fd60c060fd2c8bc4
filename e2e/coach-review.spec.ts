import { programSportLabel } from '../common/constants';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { claimFromCoachArea, completeCoachSignUp, confirmCoachEmail } from './coach-helpers';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const PROGRAM = { name: 'Abilene Christian University', sport: 'football', division: 'FCS' };

test('a claim from an address at another domain waits for the admin, who approves it from the keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await page.goto('/api/login?mode=signup&role=coach');
  const account = await completeCoachSignUp(page, { firstName: 'Avery', lastName: 'Lane' });
  await confirmCoachEmail(page, baseURL as string, account);
  // example.com is neither the athletics site's domain nor the university's.
  const address = `avery.lane.${Date.now().toString(36)}@example.com`;
  await claimFromCoachArea(page, PROGRAM, address);
  await expect(page.getByTestId('claim-result')).toContainText('an admin will review your claim');
  await page.reload();
  await expect(page.getByText('None yet: claim your program below.')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  // The admin decides on a phone; the coach's side runs at the desktop size.
  await admin.setViewportSize({ width: 390, height: 900 });
  await admin.goto('/admin/waitlist');
  await admin.getByLabel('Admin password').fill(E2E_ADMIN_PASSWORD);
  await admin.getByLabel('Admin password').press('Enter');
  const claims = admin.getByTestId('program-claims');
  await expect(claims.getByRole('heading', { name: 'Program claims to review' })).toBeVisible();
  const claim = claims.getByTestId('claims-waiting').getByRole('listitem').filter({ hasText: address });
  await expect(claim).toContainText(PROGRAM.name);
  await expectNoSeriousA11yViolations(admin);
  // Each button names its claim, so a screen reader tells one claim's Approve from another's.
  await claim.getByRole('button', { name: `Approve ${address} for ${PROGRAM.name}`, exact: true }).focus();
  await admin.keyboard.press('Enter');
  // A seat on the staff is confirmed first, then kept in the decisions below.
  await expect(claim).toContainText(`Approve ${address} as staff of ${PROGRAM.name}?`);
  await expectNoSeriousA11yViolations(admin);
  await claim.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(claim).toHaveCount(0);
  const decided = claims.getByTestId('claim-history').getByRole('listitem').filter({ hasText: address });
  await expect(decided).toContainText('Approved');
  await expect(decided).toContainText(PROGRAM.name);
  await adminContext.close();

  await page.reload();
  const programs = page.getByRole('link', {
    name: `${PROGRAM.name} · ${programSportLabel(PROGRAM.sport)} · ${PROGRAM.division}`,
  });
  await expect(programs).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
