import { describe, expect, it } from 'vitest';
import { addressMatchesProgram, emailDomain, registrableDomain, websiteDomain } from './claim-domain';

describe('claim domains', () => {
  it('reads the registrable domain of a host, country registries included', () => {
    expect(registrableDomain('athletics.example.edu')).toBe('example.edu');
    expect(registrableDomain('www.bceagles.com')).toBe('bceagles.com');
    expect(registrableDomain('sport.example.ac.uk')).toBe('example.ac.uk');
    expect(registrableDomain('localhost')).toBeNull();
  });

  it('takes the website with or without a scheme, and never a shared host', () => {
    expect(websiteDomain('https://bceagles.com/sports/baseball')).toBe('bceagles.com');
    expect(websiteDomain('goheels.com')).toBe('goheels.com');
    expect(websiteDomain('https://web.archive.org/web/2024/https://example.edu')).toBeNull();
    expect(websiteDomain('https://someteam.wixsite.com/home')).toBeNull();
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('not a url at all')).toBeNull();
  });

  it('matches an address at the domain or a subdomain, and nothing else', () => {
    expect(emailDomain('coach@staff.example.edu')).toBe('example.edu');
    expect(addressMatchesProgram('coach@example.edu', ['example.edu'])).toBe(true);
    expect(addressMatchesProgram('coach@mail.example.edu', ['example.edu'])).toBe(true);
    expect(addressMatchesProgram('coach@example.edu.evil.com', ['example.edu'])).toBe(false);
    expect(addressMatchesProgram('coach@notexample.edu', ['example.edu'])).toBe(false);
    expect(addressMatchesProgram('coach@gmail.com', ['example.edu'])).toBe(false);
    expect(addressMatchesProgram('coach@edu', ['example.edu'])).toBe(false);
  });
});
