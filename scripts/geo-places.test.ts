import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLACES_FILE } from '../data/geo';
import { derivePlaces, zipcodesPackage } from './geo-places';

describe('data/geo/places.json', () => {
  it('is what npm run geo:places derives from the zipcodes package today', () => {
    const committed = JSON.parse(readFileSync(PLACES_FILE, 'utf8'));
    expect(committed).toEqual(derivePlaces(zipcodesPackage()));
  });
});
