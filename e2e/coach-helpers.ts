import type { Page } from '@playwright/test';
import { programSportLabel } from '../common/constants';
import { expect, uniqueEmail, verifyEmail } from './fixtures';

export const COACH_PASSWORD = 'coach-password-2026';

/** Fills the coach sign-up form the page shows and lands in the coach area; returns the account. */
export async function completeCoachSignUp(
  page: Page,
  name: { firstName: string; lastName: string },
): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Create your coach account' })).toBeVisible();
  const email = uniqueEmail('coach');
  await page.getByLabel('First name').fill(name.firstName);
  await page.getByLabel('Last name').fill(name.lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(COACH_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'COACH AREA' })).toBeVisible();
  return email;
}

/** From the coach area: finds the program, picks it and claims it with `address`. */
export async function claimFromCoachArea(
  page: Page,
  program: { name: string; sport: string; division: string },
  address: string,
): Promise<void> {
  await page.getByLabel('Find your program').fill(program.name);
  await page
    .getByRole('button', {
      name: `${program.name} · ${programSportLabel(program.sport)} · ${program.division}`,
    })
    .click();
  await page.getByLabel('Your staff email').fill(address);
  await page.getByRole('button', { name: 'Claim this program' }).click();
}

/** A coach confirms the account's own address (claims and contact need it), then follows the confirmed page's link back to the coach area. */
export async function confirmCoachEmail(page: Page, baseURL: string, email: string): Promise<void> {
  await verifyEmail(page, baseURL, email);
  await page.getByRole('link', { name: 'Go to the coach area' }).click();
  await expect(page.getByRole('heading', { name: 'COACH AREA' })).toBeVisible();
}
