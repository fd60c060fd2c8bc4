import { describe, expect, it } from 'vitest';
import { haversineMiles, locate, locateCity, locateState, normalizeCity } from './index';

describe('locate', () => {
  it("finds 'City, ST' near the real town", () => {
    const austin = locate('Austin, TX');
    expect(austin?.state).toBe('TX');
    expect(austin?.lat).toBeCloseTo(30.3, 0);
    expect(austin?.lng).toBeCloseTo(-97.7, 0);
  });

  it('folds postal spellings (St./Saint, Mt./Mount, case, spaces)', () => {
    expect(normalizeCity('St. Louis')).toBe(normalizeCity('Saint Louis'));
    expect(normalizeCity('Mt. Pleasant')).toBe(normalizeCity('Mount Pleasant'));
    const stl = locate('st. louis, mo');
    expect(stl?.state).toBe('MO');
    expect(haversineMiles(stl!, { lat: 38.627, lng: -90.199 })).toBeLessThan(15);
  });

  it('accepts a state code alone and a full state name', () => {
    const tx = locate('TX');
    expect(tx?.state).toBe('TX');
    // Population-weighted point of Texas sits in central/east Texas.
    expect(tx!.lat).toBeGreaterThan(28);
    expect(tx!.lat).toBeLessThan(34);
    expect(locate('Columbus, Ohio')?.state).toBe('OH');
    expect(locateState('dc')?.state).toBe('DC');
  });

  it('falls back to the state point for an unknown city, but locateCity does not', () => {
    expect(locate('Nowhereville, KS')).toEqual(locateState('KS'));
    expect(locateCity('Nowhereville', 'KS')).toBeNull();
  });

  it('returns null for garbage', () => {
    expect(locate('')).toBeNull();
    expect(locate('ZZ')).toBeNull();
    expect(locate('Paris, France')).toBeNull();
  });

  // Its speed once warmed is a bench figure (scripts/bench/lookups.bench.ts).
  it('answers the same point for a repeated lookup, each a copy the caller may change', () => {
    const first = locate('Tuscaloosa, AL')!;
    first.lat = 0;
    expect(locate('Tuscaloosa, AL')).toEqual(locate('Tuscaloosa, AL'));
    expect(locate('Tuscaloosa, AL')!.lat).toBeCloseTo(33.2, 0);
  });
});

describe('haversineMiles', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { lat: 40, lng: -75 };
    const b = { lat: 34, lng: -118 };
    expect(haversineMiles(a, a)).toBe(0);
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 9);
  });

  it('matches a known distance (NYC to LA is about 2,445 miles)', () => {
    const nyc = { lat: 40.7128, lng: -74.006 };
    const la = { lat: 34.0522, lng: -118.2437 };
    expect(haversineMiles(nyc, la)).toBeGreaterThan(2420);
    expect(haversineMiles(nyc, la)).toBeLessThan(2470);
  });
});
