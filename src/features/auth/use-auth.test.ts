import { describe, expect, it } from 'vitest';
import { AUTH_QUERY_KEY, displayName, loginHref } from './use-auth';

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

describe('AUTH_QUERY_KEY', () => {
  it('is the key @trpc/react-query gives auth.me, so both share one cache entry', async () => {
    const { getQueryKey } = await import('@trpc/react-query');
    const { trpc } = await import('@/lib/trpc');
    expect(getQueryKey(trpc.auth.me, undefined, 'query')).toEqual(AUTH_QUERY_KEY);
  });
});
