import { describe, expect, it } from 'vitest';
import { displayName, loginHref } from './use-auth';

describe('header name badge', () => {
  it('shows the part of the email before the @', () => {
    expect(displayName({ email: 'jordan.lee@example.com' })).toBe('jordan.lee');
  });
  it("falls back to 'Logged in' when the email is missing", () => {
    expect(displayName({ email: '' })).toBe('Logged in');
    expect(displayName(null)).toBe('Logged in');
  });
});

describe('loginHref', () => {
  it('adds returnTo except for the home page', () => {
    expect(loginHref('/')).toBe('/api/login');
    expect(loginHref('/profile/new')).toBe('/api/login?returnTo=%2Fprofile%2Fnew');
  });
});
