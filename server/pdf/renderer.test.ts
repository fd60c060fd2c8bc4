import { describe, expect, it } from 'vitest';
import { NO_BROWSER_MESSAGE, PdfRenderer } from './renderer';

describe('PdfRenderer', () => {
  it('answers UNAVAILABLE with a clear message when the server has no Chromium', async () => {
    const renderer = new PdfRenderer(null);
    expect(renderer.available).toBe(false);
    await expect(
      renderer.render({ url: 'http://127.0.0.1/athlete/x?print=1', readySelector: 'body' }),
    ).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: NO_BROWSER_MESSAGE,
    });
  });
});
