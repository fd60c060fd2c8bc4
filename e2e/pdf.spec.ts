import { expect, pdfImageCount, pdfPageTexts, pdfText, test } from './fixtures';

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
