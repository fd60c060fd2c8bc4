import {
  expect,
  expectNoSeriousA11yViolations,
  generateMatches,
  messageFor,
  recordToasts,
  test,
  trpcCall,
  trpcErrorBody,
  uniqueEmail,
} from './fixtures';

/** Signs up with a profile, generates matches and returns the first card (open by default). */
async function firstCard(page: import('@playwright/test').Page) {
  await page.goto('/dashboard');
  const toasts = await recordToasts(page);
  await generateMatches(page);
  await expect.poll(toasts).toContainEqual(expect.stringContaining('Matches Generated!'));
  const card = page.getByTestId('match-card').first();
  await expect(card.getByTestId('send-profile')).toBeVisible();
  return card;
}

test('send my profile from a match card: the staff gets it over SMTP, and it shows as sent', async ({
  page,
  baseURL,
  athleteWithProfile,
}) => {
  test.slow();
  const { user, profileId } = await athleteWithProfile();
  const card = await firstCard(page);
  const send = card.getByTestId('send-profile');
  const programName = (await card.locator('[data-slot="card-title"]').textContent()) ?? '';
  // The reference data has no coach emails, so the athlete types one.
  await expect(send).toContainText('No coach email on file: type the staff address.');

  // Keyboard only: the field, a wrong address, then a right one and Tab to the button.
  const field = send.getByLabel('Staff email');
  await field.focus();
  await page.keyboard.press('Enter');
  await expect(send.getByRole('alert')).toHaveText('Enter a valid email address');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('coach-at-school');
  await page.keyboard.press('Enter');
  await expect(send.getByRole('alert')).toHaveText('Enter a valid email address');

  const staff = uniqueEmail('staff');
  await field.fill('');
  await page.keyboard.type(staff.toUpperCase());
  await page.keyboard.press('Tab');
  await expect(send.getByRole('button', { name: `Send my profile to ${programName}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(send.getByTestId('send-profile-result')).toHaveText(`Your profile is on its way to ${staff}.`);

  // The message arrives at the real SMTP server beside the app, Reply-To the athlete.
  const mail = await messageFor(page.request, baseURL as string, staff, /FitScout profile$/);
  expect(mail.headers['reply-to']).toBe(user.email);
  expect(mail.text).toContain(`sent you their FitScout athlete profile for ${programName}.`);
  expect(mail.text).toContain(`/athlete/${profileId}`);

  // Listed on the card and among every profile sent; the delivery shows once the worker sent it.
  const sentHere = send.getByTestId('sent-profile');
  await expect(sentHere).toHaveCount(1);
  await expect(sentHere).toContainText(staff);
  await page.reload();
  const all = page.getByTestId('sent-profiles');
  await expect(all).toContainText('Profiles you sent (1)');
  await all.locator('summary').click();
  await expect(all.getByTestId('sent-profile')).toContainText(`${staff} for ${programName}`);
  await expect(all.getByTestId('sent-profile')).toContainText('Sent');
  await expectNoSeriousA11yViolations(page);

  // The same address the same day is not mailed again, and says so.
  const again = page.getByTestId('match-card').first().getByTestId('send-profile');
  await again.getByLabel('Staff email').fill(staff);
  await again.getByRole('button', { name: /Send my profile/ }).click();
  await expect(again.getByTestId('send-profile-result')).toHaveText(
    `You already sent your profile to ${staff} today; it goes once a day.`,
  );
});

test('past the daily limit the card says so, in the server’s words', async ({ page, athleteWithProfile }) => {
  await athleteWithProfile();
  const card = await firstCard(page);
  const send = card.getByTestId('send-profile');
  await page.route(trpcCall('mail.sendProfile'), (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: trpcErrorBody(
        'You have sent your profile 20 times today. Please try again tomorrow.',
        'TOO_MANY_REQUESTS',
        429,
        true,
      ),
    }),
  );
  await send.getByLabel('Staff email').fill(uniqueEmail('staff'));
  await send.getByRole('button', { name: /Send my profile/ }).click();
  await expect(send.getByTestId('send-profile-error')).toHaveText(
    'Daily limit reached: You have sent your profile 20 times today. Please try again tomorrow.',
  );
  await expect(send.getByRole('button', { name: /Send my profile/ })).toBeEnabled();
});
