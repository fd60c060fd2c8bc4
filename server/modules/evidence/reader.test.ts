import { describe, expect, it, vi } from 'vitest';
import { createSheetReader } from './reader';
import { pdfWithPages } from './test/hostile';

describe('createSheetReader', () => {
  it('loads a queued file only when its turn comes, so waiting files hold no memory', async () => {
    const reader = createSheetReader({ concurrency: 1, timeoutMs: 60_000 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = reader.read(async () => {
      await gate;
      return pdfWithPages(1);
    }, 'application/pdf');
    const loadSecond = vi.fn(async () => pdfWithPages(1));
    const second = reader.read(loadSecond, 'application/pdf');
    await new Promise((r) => setTimeout(r, 100));
    expect(loadSecond).not.toHaveBeenCalled();
    release();
    await Promise.allSettled([first, second]);
    expect(loadSecond).toHaveBeenCalledOnce();
    await reader.close();
  }, 60_000);
});
