import { describe, expect, it } from 'vitest';
import { isClientRoute, routeMatcher } from './client-routes';

describe('isClientRoute', () => {
  it.each(['/', '/waitlist', '/waitlist/success', '/profile/', '/admin/waitlist'])('%s is a page', (p) => {
    expect(isClientRoute(p)).toBe(true);
  });
  it.each(['/nope', '/waitlistx', '/profile/new/x', '/api/login'])('%s is not', (p) => {
    expect(isClientRoute(p)).toBe(false);
  });
});

describe('routeMatcher', () => {
  const matches = routeMatcher(['/athlete/:id', '/profile/edit/:id']);
  it('matches one path segment per parameter', () => {
    expect(matches('/athlete/123')).toBe(true);
    expect(matches('/profile/edit/abc/')).toBe(true);
    expect(matches('/athlete')).toBe(false);
    expect(matches('/athlete/1/2')).toBe(false);
    expect(matches('/profile/edit')).toBe(false);
  });
});
