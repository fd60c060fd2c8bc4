import { describe, expect, it } from 'vitest';
import { distanceText } from './distance';

describe('distanceText', () => {
  it('says "Under 1 mi" for a program in the athlete\'s own town', () => {
    expect(distanceText(0, 'Austin, TX')).toBe('Under 1 mi from Austin, TX');
  });

  it('gives whole miles with thousands separators', () => {
    expect(distanceText(1, 'Austin, TX')).toBe('1 mi from Austin, TX');
    expect(distanceText(1234, 'Austin, TX')).toBe('1,234 mi from Austin, TX');
    // Compact, on a collapsed card: the Gameplan's header names the origin.
    expect(distanceText(1234, 'Austin, TX', true)).toBe('1,234 mi away');
    expect(distanceText(0, 'Austin, TX', true)).toBe('Under 1 mi away');
    expect(distanceText(null, 'Austin, TX', true)).toBe('Distance unknown');
  });

  it('asks for a city when the distance is unknown', () => {
    expect(distanceText(null, 'Austin, TX')).toBe('Distance unknown: add your city to your profile');
  });
});
