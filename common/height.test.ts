import { describe, expect, it } from 'vitest';
import {
  formatHeight,
  PROFILE_HEIGHT_MAX_IN,
  PROFILE_HEIGHT_MIN_IN,
  parseHeight,
  profileHeightInches,
} from './height';

describe('parseHeight', () => {
  it.each([
    [`6'2"`, 74],
    [`6' 2''`, 74],
    ['6-2', 74],
    ['74', 74],
    [`5'11"`, 71],
    ['6 ft 2 in', 74],
    [`8'11"`, 107],
    ['tall', null],
    [`6'12"`, null],
    [`9'0"`, null],
  ])('%s → %s', (s, n) => expect(parseHeight(s)).toBe(n));
});

describe('formatHeight', () => {
  it('writes SPEC text, keeping a reference figure half inch', () => {
    expect(formatHeight(74)).toBe(`6'2"`);
    expect(formatHeight(72)).toBe(`6'0"`);
    expect(formatHeight(70.5)).toBe(`5'10.5"`);
    expect(formatHeight(71.8)).toBe(`6'0"`);
  });
});

describe('every height the builder offers (feet 4 to 8, inches 0 to 11)', () => {
  const offered = [4, 5, 6, 7, 8].flatMap((feet) =>
    Array.from({ length: 12 }, (_, inches) => ({ feet, inches, text: `${feet}'${inches}"` })),
  );

  it('covers the stored range', () => {
    expect(offered).toHaveLength(60);
    expect(PROFILE_HEIGHT_MAX_IN - PROFILE_HEIGHT_MIN_IN + 1).toBe(60);
  });

  it.each(offered)('$text round-trips through inches', ({ feet, inches, text }) => {
    const stored = feet * 12 + inches;
    expect(parseHeight(text)).toBe(stored);
    expect(profileHeightInches(text)).toBe(stored);
    expect(formatHeight(stored)).toBe(text);
  });

  it('refuses what the builder does not write', () => {
    for (const text of [`3'11"`, `6'12"`, '6-2', '74', `6'2.5"`, `9'0"`, ''])
      expect(profileHeightInches(text)).toBeNull();
  });
});
