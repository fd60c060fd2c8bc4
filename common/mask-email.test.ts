import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first character and the domain, and hides the rest of the name', () => {
    expect(maskEmail('jordan@example.com')).toBe('j•••@example.com');
    expect(maskEmail('j@example.com')).toBe('j•••@example.com');
    expect(maskEmail('first.last+combine@mail.example.org')).toBe('f•••@mail.example.org');
  });

  it('never shows the whole of something that is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('•••');
    expect(maskEmail('@example.com')).toBe('•••');
    expect(maskEmail('name@')).toBe('•••');
  });
});
