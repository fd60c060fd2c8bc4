import { US_STATES } from '../../common/constants';
import { type GeoPoint, haversineMiles, locate } from '../../data/geo';

/** State code → small integer, for typed-array lookups (0 = unknown). */
export const STATE_CODES: readonly string[] = ['', ...US_STATES, 'DC'];
const STATE_INDEX = new Map(STATE_CODES.map((s, i) => [s, i]));
export const stateIndex = (state: string | null | undefined) =>
  state ? (STATE_INDEX.get(state.toUpperCase()) ?? 0) : 0;

/** Region names athletes may list in preferredLocations (SPEC §9 region lists). */
export const REGIONS: Record<string, readonly string[]> = {
  south: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'SC', 'TN', 'VA', 'WV', 'TX', 'OK'],
  midwest: ['IL', 'IN', 'IA', 'KS', 'MI', 'MN', 'MO', 'NE', 'ND', 'OH', 'SD', 'WI'],
  west: ['AK', 'AZ', 'CA', 'CO', 'HI', 'ID', 'MT', 'NV', 'NM', 'OR', 'UT', 'WA', 'WY'],
  northeast: ['CT', 'ME', 'MA', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT', 'DE', 'MD', 'DC'],
  southwest: ['AZ', 'NM', 'OK', 'TX'],
  east: [
    'ME',
    'NH',
    'VT',
    'MA',
    'RI',
    'CT',
    'NY',
    'NJ',
    'PA',
    'DE',
    'MD',
    'DC',
    'VA',
    'NC',
    'SC',
    'GA',
    'FL',
  ],
  national: STATE_CODES.slice(1),
};

/** One flag per state index: is this state among the athlete's preferred locations? */
export function preferenceMask(preferred: readonly string[]): { mask: Uint8Array; any: boolean } {
  const mask = new Uint8Array(STATE_CODES.length);
  let any = false;
  for (const raw of preferred) {
    const p = raw.trim();
    if (!p) continue;
    const region = REGIONS[p.toLowerCase()];
    const states = region ?? [locate(p)?.state ?? ''];
    for (const s of states) {
      const i = stateIndex(s);
      if (i > 0) {
        mask[i] = 1;
        any = true;
      }
    }
  }
  return { mask, any };
}

/** Unknown location: the middle of the scale, flagged in gaps and confidence. */
export const UNKNOWN_GEO = 50;

/**
 * Distance part: 100 within 50 miles, 60 at 500, 20 at 2,000, never below 10.
 * A program in a preferred state scores at least 95; with preferences set, one
 * outside them keeps three quarters of its distance score.
 */
export function geoScore(miles: number, preferred: boolean, hasPreferences: boolean): number {
  let s: number;
  if (miles < 0) s = UNKNOWN_GEO;
  else if (miles <= 50) s = 100;
  else if (miles <= 500) s = 100 - ((miles - 50) * 40) / 450;
  else if (miles <= 2000) s = 60 - ((miles - 500) * 40) / 1500;
  else s = Math.max(10, 20 - (miles - 2000) / 100);
  if (hasPreferences) s = preferred ? Math.max(s, 95) : s * 0.75;
  return s;
}

export function distanceMiles(from: GeoPoint | null, to: GeoPoint | null): number {
  return from && to ? haversineMiles(from, to) : -1;
}
