import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

const Hello = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);
const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('span', null, 'Loading…') }, element));

describe('preloadable', () => {
  it('suspends on its first render until loaded, like React.lazy', () => {
    const Page = preloadable(() => new Promise<{ default: typeof Hello }>(() => {}));
    expect(inSuspense(createElement(Page, { name: 'Jordan' }))).toContain('Loading…');
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const Page = preloadable(async () => ({ default: Hello }));
    await Page.preload();
    const html = inSuspense(createElement(Page, { name: 'Jordan' }));
    expect(html).toContain('<p>Hello Jordan</p>');
    expect(html).not.toContain('Loading…');
  });

  it('loads its chunk once, however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Page = preloadable(load);
    await Promise.all([Page.preload(), Page.preload()]);
    inSuspense(createElement(Page, { name: 'a' }));
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the network again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Hello });
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('chunk failed');
    await Page.preload();
    expect(inSuspense(createElement(Page, { name: 'again' }))).toContain('again');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
