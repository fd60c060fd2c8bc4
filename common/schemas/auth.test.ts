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
      firstName: null,
      lastName: null,
    });
  });

  it('asks a signing-up coach for both names, with a message per missing name', () => {
    const coach = { email: 'c@b.co', password: 'x', intent: 'signup', role: 'coach' };
    const missing = ZLoginRequest.safeParse({ ...coach, firstName: '  ' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'Enter your first name'],
      ['lastName', 'Enter your last name'],
    ]);
    expect(ZLoginRequest.parse({ ...coach, firstName: ' Dana ', lastName: 'Reed' })).toMatchObject({
      firstName: 'Dana',
      lastName: 'Reed',
    });
    // Athletes and signing-in coaches are not asked, and a name sent along is not kept.
    expect(ZLoginRequest.parse({ ...coach, intent: 'signin', firstName: 'X' }).firstName).toBeNull();
    expect(ZLoginRequest.parse({ ...coach, role: 'athlete' }).lastName).toBeNull();
  });
});
