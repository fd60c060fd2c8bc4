import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  generateMatches,
  pdfImageCount,
  pdfPageSizes,
  pdfPageTexts,
  pdfText,
  test,
} from './fixtures';
import { PDF_FOOTER_MM, readPdfImage } from './pdf-image';

/**
 * The PDF's first page as pixels, as a coach holds it: one page, drawn clear of the paper's edges
 * (no printer reaches the last few millimetres), content down into the lower half and stopping
 * above the footer, and a QR code in the footer, left of the link, that opens the live profile.
 */
async function expectOnPaper(page: Page, body: Buffer, link: string, testInfo: TestInfo) {
  const image = await readPdfImage(page.context(), body, PDF_FOOTER_MM);
  await testInfo.attach('pdf-page-1.png', { body: image.png, contentType: 'image/png' });
  expect(image.pages).toBe(1);
  for (const edge of ['top', 'left', 'right', 'bottom'] as const)
    expect(image.ink[edge], `drawn ${image.ink[edge]} mm from the ${edge} edge`).toBeGreaterThanOrEqual(5);
  expect(image.contentBottomMm).toBeGreaterThan(image.heightMm / 2);
  expect(image.contentBottomMm).toBeLessThan(image.heightMm - PDF_FOOTER_MM - 2);
  expect(image.qr?.text).toBe(link);
  expect(image.qr!.topMm).toBeGreaterThan(image.heightMm - PDF_FOOTER_MM);
  expect(image.qr!.leftMm).toBeLessThan(30);
}

test('GET /api/athlete-profiles/{id}/pdf answers a PDF of the public profile', async ({
  page,
  athleteWithProfile,
}) => {
  test.slow();
  const { profileId } = await athleteWithProfile({ firstName: 'José', lastName: "O'Neil" });
  const res = await page.request.get(`/api/athlete-profiles/${profileId}/pdf`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toBe(
    'attachment; filename="jose-oneil-recruiting-profile.pdf"',
  );
  const body = await res.body();
  expect(body.subarray(0, 4).toString()).toBe('%PDF');
  const text = await pdfText(body);
  expect(text).toContain("José O'Neil");
  expect(text).toContain('Division readiness');
  // Print view: no site navigation in the document.
  expect(text).not.toContain('Dashboard');
  // A profile without a photo prints as text and lines only. Chromium prints each card's shadow as
  // a page-sized raster at 300 dpi, which tripled the file and most of the render time, so the
  // print styles drop shadows.
  expect(await pdfImageCount(body)).toBe(0);
  // One page for a coach's desk, and never a blank one.
  const pages = await pdfPageTexts(body);
  expect(pages.map((p) => p.length > 0)).toEqual([true]);
  // Each page says where the live profile is and how a coach reaches the athlete.
  expect(pages[0]).toContain(`/athlete/${profileId}`);
  expect(pages[0]).toContain('Coaches reach this athlete through FitScout');
});

test('an unknown profile answers 404 JSON, not a PDF', async ({ request }) => {
  const res = await request.get('/api/athlete-profiles/00000000-0000-4000-8000-000000000000/pdf');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ error: 'Profile not found', code: 'NOT_FOUND' });
  const bad = await request.get('/api/athlete-profiles/not-a-uuid/pdf');
  expect(bad.status()).toBe(404);
});

for (const width of [390, 1280])
  test(`at ${width} px the athlete chooses the PDF's top programs and paper; the PDF speaks about them to a coach, on one page`, async ({
    page,
    athleteWithProfile,
    baseURL,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { profileId } = await athleteWithProfile({ firstName: 'Jordan', lastName: `Coachcopy${width}` });
    const pdf = async () => (await page.request.get(`/api/athlete-profiles/${profileId}/pdf`)).body();

    // By default: US Letter, no list of programs, and every line about the athlete, never to them.
    let body = await pdf();
    let pages = await pdfPageTexts(body);
    expect(pages).toHaveLength(1);
    expect(await pdfPageSizes(body)).toEqual([[612, 792]]);
    expect(pages[0]).not.toMatch(/\bYour\b|\byou\b/i);
    expect(pages[0]).toMatch(/Jordan (meets the \S+ bar|does not yet meet any level's bar) \(Football, WR\)/);
    expect(pages[0]).toContain('Self-Reported');
    expect(pages[0]).toContain(`/athlete/${profileId}`);
    expect(pages[0]).not.toContain('Top programs by Fit');

    await page.goto('/dashboard');
    await generateMatches(page);
    // Nobody reads the list until the athlete chooses to show it.
    const listed = async () =>
      (await page.request.get(`/api/athlete-profiles/${profileId}/pdf/top-programs`)).json();
    expect(await listed()).toEqual([]);
    await page.goto('/profile');
    const card = page.getByTestId('pdf-settings');
    const top = card.getByLabel('List my top 5 programs by Fit on the PDF');
    await expect(top).not.toBeChecked();
    // Checked once the server has saved it.
    await top.click();
    await expect(top).toBeChecked();
    await card.getByLabel('Paper').selectOption('a4');
    await expect(card.getByLabel('Paper')).toHaveValue('a4');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    expect(await listed()).toHaveLength(5);
    body = await pdf();
    pages = await pdfPageTexts(body);
    expect(pages).toHaveLength(1);
    // A4 is 595.92 × 841.92 points as Chromium prints it.
    expect(await pdfPageSizes(body)).toEqual([[596, 842]]);
    expect(pages[0]).toContain('Top programs by Fit');
    expect(pages[0]).toMatch(/1\. .+ \( ?(D1|D2|D3|NAIA|JUCO|FBS|FCS) ?\): Fit \d+/);
    expect(pages[0]).toContain('Shared by Jordan');
    expect(pages[0]).not.toMatch(/\bYour\b/);
    // The longest page (the list, on the shorter A4) still prints whole, clear of the edges.
    await expectOnPaper(page, body, `${baseURL}/athlete/${profileId}`, testInfo);
  });

test('the PDF checked as an image: one page inside the margins, with a QR code that opens the live profile', async ({
  page,
  athleteWithProfile,
  baseURL,
}, testInfo) => {
  test.slow();
  const { profileId } = await athleteWithProfile({ firstName: 'Quinn', lastName: 'Pixels' });
  const body = await (await page.request.get(`/api/athlete-profiles/${profileId}/pdf`)).body();
  await expectOnPaper(page, body, `${baseURL}/athlete/${profileId}`, testInfo);
});
