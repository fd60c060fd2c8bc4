import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('an unknown path shows the 404 page with HTTP 404', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the accessibility check itself fails on a serious violation, and names every node', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  // Two buttons without a name and text of too little contrast: serious violations of two rules.
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML =
      '<button id="nameless-1"></button><button id="nameless-2"></button>' +
      '<p id="faint" style="color:#ccc;background:#fff">Faint text</p>';
    document.body.append(box);
  });
  const failure = await expectNoSeriousA11yViolations(page).then(
    () => null,
    (err: Error) => err.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('#nameless-1');
  expect(failure).toContain('#nameless-2');
  expect(failure).toContain('color-contrast');
});

test('the theme toggle switches to dark and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown /api path answers JSON, not the HTML page', async ({ request }) => {
  const res = await request.get('/api/definitely-not-here');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
});

test('openapi.json is a valid OpenAPI 3.1 document', async ({ request }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.ok()).toBe(true);
  const doc = await res.json();
  const result = await new Validator().validate(doc);
  expect(result.valid).toBe(true);
  expect(Object.keys(doc.paths)).toContain('/api/auth/user');
});

test('the layout shows the footer and the F8 notifications region', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(`© ${new Date().getFullYear()} FitScout`)).toBeVisible();
  for (const name of ['About', 'Contact', 'FAQ', 'Privacy', 'Terms']) {
    await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeAttached();
});

test('following a link to an app page keeps the current page on screen until the next is ready', async ({
  page,
}) => {
  await page.goto('/');
  // Hydrated: the link is React Router's now. Clicked before, it would load a whole new document.
  await expect(page.getByLabel('Position')).toBeEnabled();
  // Record whether the page-level loading state ever shows during the navigation.
  await page.evaluate(() => {
    const seen = () =>
      [...document.querySelectorAll('main [role="status"]')].some((el) => el.textContent === 'Loading…');
    (window as unknown as { loadingShown: boolean }).loadingShown = seen();
    new MutationObserver(() => {
      if (seen()) (window as unknown as { loadingShown: boolean }).loadingShown = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Try the instant preview' }).click();
  await expect(page.getByRole('heading', { name: 'Instant preview', level: 1 })).toBeVisible();
  // A loading boundary of the page's own would show its spinner, then hold the page back for
  // React's 300 ms fallback throttle; the navigation is a transition that keeps the landing instead.
  expect(await page.evaluate(() => (window as unknown as { loadingShown: boolean }).loadingShown)).toBe(
    false,
  );
});
