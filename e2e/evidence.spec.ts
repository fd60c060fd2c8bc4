import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { renderSheets, SAMPLE_SHEETS } from '../server/modules/evidence/test/sheets';
import {
  expect,
  expectNoSeriousA11yViolations,
  mailFor,
  recordToasts,
  signUpViaApi,
  TEST_PASSWORD,
  test,
  verifyEmail,
} from './fixtures';

/** The made-up spring testing sheet (40-yard 4.62, vertical 31.5, …) as a PNG, rendered once. */
let sheetPng: Buffer;
test.beforeAll(async () => {
  const [spring] = await renderSheets([SAMPLE_SHEETS[0]!]);
  sheetPng = spring!.png;
});

test('upload a stats sheet, confirm what was read: the metrics show Uploaded and the fit changes', async ({
  page,
  athleteWithProfile,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { profileId } = await athleteWithProfile({
    metrics: JSON.stringify({ '40yd': 4.62, vertical: 31.5 }),
  });
  // The first scoring of a fresh server compiles every program; on a loaded machine it may answer
  // 503 with Retry-After, so it is asked again until it answers.
  let athleticBefore = 0;
  await expect(async () => {
    const generated = await page.request.post('/api/v1/matches/generate', {
      data: { athleteId: profileId },
      headers: { Origin: baseURL! },
    });
    expect(generated.status()).toBe(200);
    const body = (await generated.json()) as { matches: { breakdown: { athletic: number } }[] };
    athleticBefore = body.matches[0]!.breakdown.athletic;
  }).toPass({ timeout: 60_000 });

  await page.goto('/profile');
  const panel = page.getByTestId('evidence-panel');
  await expect(panel.getByTestId('evidence-40yd')).toHaveText(/Self-Reported/);
  await expectNoSeriousA11yViolations(page);

  // Keyboard path: the file input is labelled and reachable; Playwright sets the file on it.
  const input = panel.getByLabel('Stats sheet or testing results');
  await input.setInputFiles({ name: 'spring-testing.png', mimeType: 'image/png', buffer: sheetPng });
  await panel.getByRole('button', { name: 'Upload' }).click();

  const proposals = panel.getByTestId('proposals');
  await expect(proposals).toBeVisible({ timeout: 60_000 });
  await expect(proposals.getByLabel('40-yard dash value (s)')).toHaveValue('4.62');
  await expect(proposals.getByLabel('Vertical jump value (in)')).toHaveValue('31.5');
  await expectNoSeriousA11yViolations(page);
  // Only the two numbers the profile has are kept; the rest are left out.
  for (const name of ['Broad jump', '5-10-5 shuttle', '185 lb bench'])
    await proposals.getByRole('checkbox', { name }).uncheck();
  const toasts = await recordToasts(page);
  await proposals.getByRole('button', { name: 'Confirm numbers' }).click();
  await expect.poll(toasts).toContainEqual(expect.stringContaining('now count at 0.85× as Uploaded'));

  await expect(panel.getByTestId('evidence-40yd')).toHaveText(
    /Uploaded · .* · Uploaded stats sheet|Uploaded · /,
  );
  await expect(panel.getByTestId('evidence-vertical')).toHaveText(/Uploaded/);

  await page.goto(`/athlete/${profileId}`);
  await expect(page.getByTestId('evidence-40yd')).toHaveText(/^Uploaded · .+ · Uploaded stats sheet$/);

  // The dashboard's verification card gives each number its level and the day it was confirmed,
  // and the first match card (open) says which evidence its athletic part scored.
  const pub = await page.request.get(`/api/athlete-profiles/${profileId}`);
  const { evidenceDetail } = (await pub.json()) as { evidenceDetail: Record<string, { at: string }> };
  const day = await page.evaluate(
    (at) => new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' }),
    evidenceDetail['40yd']!.at,
  );
  await page.goto('/dashboard');
  const card = page.getByTestId('verification-card');
  await expect(card.getByTestId('level-40yd')).toHaveText(`40-yard dash 4.62 s · Uploaded · ${day}`);
  await expect(card.getByTestId('level-vertical')).toHaveText(`Vertical jump 31.5 in · Uploaded · ${day}`);
  await expect(page.getByTestId('athletic-evidence').first()).toContainText(`40-yard dash Uploaded · ${day}`);
  await expectNoSeriousA11yViolations(page);

  const after = await page.request.get(`/api/v1/matches/athlete/${profileId}`);
  const matches = (await after.json()) as { breakdown: { athletic: number } }[];
  expect(matches[0]!.breakdown.athletic).toBeGreaterThan(athleticBefore);
});

test('an event CSV import upgrades a metric to Event Data; an unmatched row is claimed from the profile', async ({
  page,
  athleteWithProfile,
  baseURL,
  browser,
}) => {
  const { user, profileId } = await athleteWithProfile({
    lastName: `Claim${Date.now()}`,
    metrics: JSON.stringify({ '40yd': 4.7, vertical: 30 }),
  });
  const profile = (await (await page.request.get(`/api/athlete-profiles/${profileId}`)).json()) as {
    firstName: string;
    lastName: string;
  };
  // An import matches an account's address only once it is confirmed.
  await verifyEmail(page, baseURL!, user.email);
  // The address the athlete registered with at the showcase, which no account has.
  const registered = `registered-${Date.now().toString(36)}@example.test`;
  const csv = [
    'event,date,email,first_name,last_name,graduation_year,metric,value',
    `Spring Regional Combine,2026-03-14,${user.email},${profile.firstName},${profile.lastName},2027,40yd,4.58`,
    `Summer Showcase,2026-06-20,${registered},${profile.firstName},${profile.lastName},2027,vertical,33`,
  ].join('\n');
  const imported = await page.request.post('/api/admin/event-results', {
    data: { csv },
    headers: { Authorization: `Bearer ${E2E_ADMIN_PASSWORD}`, Origin: baseURL! },
  });
  expect(imported.status()).toBe(200);
  expect(await imported.json()).toEqual({ rows: 2, matched: 1, waiting: 1 });

  await page.goto('/profile');
  const panel = page.getByTestId('evidence-panel');
  await expect(panel.getByTestId('evidence-40yd')).toHaveText(
    /Event Data · .* · Spring Regional Combine, 2026-03-14/,
  );
  const claimable = panel.getByTestId('claimable-results');
  await expect(claimable).toContainText('Summer Showcase');
  // The registration address shows masked, never whole, and the button says where the link goes.
  await expect(claimable).toContainText('Registered as r•••@example.test');
  await expect(claimable).not.toContainText(registered);
  await claimable
    .getByRole('button', {
      name: 'Claim Vertical jump 33 in from Summer Showcase: email a confirmation link to r•••@example.test',
    })
    .click();
  await expect(claimable.getByTestId('claim-sent')).toContainText('We sent a link to r•••@example.test');
  // Nothing changes until the link is opened.
  await expect(panel.getByTestId('evidence-vertical')).toHaveText(/Self-Reported/);
  await expectNoSeriousA11yViolations(page);

  const mail = await mailFor(page.request, baseURL!, registered, 'Confirm your result from Summer Showcase');
  const link = mail.match(/https?:\/\/\S+\/profile\/event-claim\?token=\S+/)?.[0];
  expect(link).toBeDefined();
  // Opened signed out (the mail read on another device): sign in, and the link's page comes back.
  const phone = await browser.newContext({ baseURL });
  const tab = await phone.newPage();
  await tab.goto(link!);
  await tab.getByLabel('Email').fill(user.email);
  await tab.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await tab.getByRole('button', { name: 'Confirm my result' }).click();
  await expect(tab.getByRole('status')).toContainText(
    'Vertical jump 33 in from Summer Showcase, 2026-06-20, now counts at 1.05× as Event Data.',
  );
  await tab.getByRole('link', { name: 'Back to your profile' }).click();
  await expect(tab.getByTestId('evidence-vertical')).toHaveText(
    /Event Data · .* · Summer Showcase, 2026-06-20/,
  );
  await phone.close();

  await page.reload();
  await expect(panel.getByTestId('evidence-vertical')).toHaveText(
    /Event Data · .* · Summer Showcase, 2026-06-20/,
  );
  await expect(claimable).toBeHidden();

  await page.goto('/dashboard');
  await expect(page.getByTestId('verified-count')).toHaveText('2');
});

test('a non-owner cannot fetch an uploaded file; a hostile file is refused with a clear message', async ({
  page,
  athleteWithProfile,
  browser,
  baseURL,
}) => {
  await athleteWithProfile();
  const upload = await page.request.post('/api/evidence/files', {
    multipart: { file: { name: 'sheet.png', mimeType: 'image/png', buffer: sheetPng } },
    headers: { Origin: baseURL! },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  expect((await page.request.get(`/api/evidence/files/${id}/content`)).status()).toBe(200);

  const other = await browser.newContext({ baseURL });
  await signUpViaApi(other.request, baseURL!);
  const refused = await other.request.get(`/api/evidence/files/${id}/content`);
  expect(refused.status()).toBe(404);
  await other.close();

  await page.goto('/profile');
  const panel = page.getByTestId('evidence-panel');
  await panel.getByLabel('Stats sheet or testing results').setInputFiles({
    name: 'stats.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(64).fill(0)]),
  });
  await panel.getByRole('button', { name: 'Upload' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Upload a PNG, JPG or PDF file');
});
