import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes';

describe('isClientRoute', () => {
  it.each(['/', '/hs', '/waitlist/success', '/profile/edit/abc', '/athlete/123', '/preview', '/dashboard/'])(
    '%s is a page',
    (p) => {
      expect(isClientRoute(p)).toBe(true);
    },
  );
  it.each(['/nope', '/athlete', '/athlete/1/2', '/profile/edit', '/waitlistx'])('%s is not', (p) => {
    expect(isClientRoute(p)).toBe(false);
  });
});
