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
  verifyEmail,
} from './fixtures';

/** Generates the signed-in athlete's matches and returns the first card (open by default). */
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
  await verifyEmail(page, baseURL as string, user.email);
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

test('past the daily limit the card says so, in the server’s words', async ({
  page,
  baseURL,
  athleteWithProfile,
}) => {
  const { user } = await athleteWithProfile();
  await verifyEmail(page, baseURL as string, user.email);
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

test('an athlete whose address is not confirmed is asked to confirm it first, and can send once it is', async ({
  page,
  baseURL,
  athleteWithProfile,
}) => {
  const { user } = await athleteWithProfile();
  const card = await firstCard(page);
  const send = card.getByTestId('send-profile');
  await expect(send.getByTestId('send-profile-confirm')).toHaveText(
    /^Confirm your email address first: the staff reply to it\.Not verified yet\s*Send the link again$/,
  );
  await expect(send.getByLabel('Staff email')).toHaveCount(0);
  await expect(send).not.toContainText('type the staff address');
  await expectNoSeriousA11yViolations(page);
  // The server refuses a send that skips the card, in its own words.
  const refused = await page.request.post('/trpc/mail.sendProfile', {
    data: { json: { to: uniqueEmail('staff') } },
    headers: { Origin: baseURL as string },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain(
    'Confirm your email address first: the staff reply to it. Your profile page can send the link again.',
  );

  await verifyEmail(page, baseURL as string, user.email);
  const confirmed = await firstCard(page);
  await expect(confirmed.getByTestId('send-profile').getByLabel('Staff email')).toBeVisible();
});
