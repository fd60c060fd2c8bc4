import { describe, expect, it } from 'vitest';
import { safeReturnTo, ZEmail, ZLoginRequest } from './auth';

describe('safeReturnTo', () => {
  it.each([
    ['/profile/new', '/profile/new'],
    ['/dashboard?tab=scholarships', '/dashboard?tab=scholarships'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/api/login', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('ZEmail', () => {
  it('trims and lower-cases', () => {
    expect(ZEmail.parse('  Coach@Example.COM ')).toBe('coach@example.com');
  });
  it('rejects non-emails with a sentence', () => {
    expect(ZEmail.safeParse('nope').error?.issues[0]?.message).toBe('Enter a valid email address');
  });
});

describe('ZLoginRequest', () => {
  it('defaults intent to signin, returnTo to / and the sign-up role to athlete', () => {
    expect(ZLoginRequest.parse({ email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
      intent: 'signin',
      role: 'athlete',
      returnTo: '/',
    });
  });
});
