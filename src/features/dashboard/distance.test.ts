import { describe, expect, it } from 'vitest';
import { distanceText } from './distance';

describe('distanceText', () => {
  it('says "Under 1 mi" for a program in the athlete\'s own town', () => {
    expect(distanceText(0, 'Austin, TX')).toBe('Under 1 mi from Austin, TX');
  });

  it('gives whole miles with thousands separators', () => {
    expect(distanceText(1, 'Austin, TX')).toBe('1 mi from Austin, TX');
    expect(distanceText(1234, 'Austin, TX')).toBe('1,234 mi from Austin, TX');
  });

  it('asks for a city when the distance is unknown', () => {
    expect(distanceText(null, 'Austin, TX')).toBe('Distance unknown: add your city to your profile');
  });
});
