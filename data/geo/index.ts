/**
 * Offline US geocoding for program and athlete locations ('City, ST' or 'ST').
 *
 * Data: `places.json` beside this file, derived from the `zipcodes` npm package (BSD, ~42k US
 * ZIP codes with city, state and coordinates) by `npm run geo:places`
 * (scripts/geo-places.ts; a unit test fails when it is stale). The file is read on first use:
 * about 40 ms, against about 0.7 s to parse the package's 5 MB module, which every start, test
 * worker and recompute thread used to pay. Its tables:
 * - a city's point is the mean of its ZIP codes' coordinates (close to the town centre);
 * - a state's point is the mean of all its ZIP codes' coordinates. ZIP codes are
 *   denser where people live, so this sits near the population centre rather than the
 *   geographic centroid, which is what a distance-to-athlete score wants.
 */
import { readFileSync } from 'node:fs';
import { projectFolder } from '../files';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface Located extends GeoPoint {
  state: string;
}

interface GeoIndex {
  cities: Map<string, Located>;
  states: Map<string, Located>;
  stateNames: Map<string, string>;
}

let index: GeoIndex | null = null;

/**
 * Campuses whose town has no post office of its own in the ZIP data: the town's name is
 * kept for people, and looked up under the post office that serves it.
 */
const POSTAL_ALIASES: Record<string, string> = {
  'storrs|CT': 'Storrs Mansfield',
  'brookville|NY': 'Greenvale',
  'moontownship|PA': 'Coraopolis',
  'crestviewhills|KY': 'Fort Mitchell',
  'kingspoint|NY': 'Great Neck',
  'universityheights|OH': 'Cleveland',
  'ewing|NJ': 'Trenton',
  'avemaria|FL': 'Immokalee',
  'usafacademy|CO': 'U S A F Academy',
  // Added with the D1 basketball/volleyball/softball/baseball seed (2025-26):
  'queens|NY': 'Jamaica', // St. John's (campus ZIP 11439 is filed under Jamaica, central Queens)
  'highlandheights|KY': 'Newport', // Northern Kentucky University
  'lawrenceville|NJ': 'Lawrence Township', // Rider University
  'loudonville|NY': 'Albany', // Siena College
  // Added with the CCCAA (California community college) football seed (2025):
  'losaltoshills|CA': 'Los Altos', // Foothill College (campus ZIP 94022 is filed under Los Altos)
  'valleyglen|CA': 'Van Nuys', // Los Angeles Valley College (campus ZIP 91401 is filed under Van Nuys)
  // Added with the lower-level programs of 2025 (ZIP data names the serving post office):
  'galloway|NJ': 'Absecon', // Stockton University
  'saintdavids|PA': 'Wayne', // Eastern University
  'rosemont|PA': 'Bryn Mawr', // Rosemont College
  'miamishores|FL': 'Miami', // Barry University
  'lakewood|CO': 'Denver', // Colorado Christian University
  'amherst|NY': 'Buffalo', // Daemen University
  'pepperpike|OH': 'Cleveland', // Ursuline College
  'wauwatosa|WI': 'Milwaukee',
  'kirtland|OH': 'Willoughby', // Lakeland Community College
  'westwindsor|NJ': 'Princeton Junction', // Mercer County Community College
  'branchburg|NJ': 'Somerville', // Raritan Valley Community College
  'southprincegeorge|VA': 'Petersburg', // Richard Bland College
  'midwestcity|OK': 'Oklahoma City', // Rose State College
  'carneyspoint|NJ': 'Penns Grove', // Salem Community College
  'taylorsville|UT': 'Salt Lake City', // Salt Lake Community College
  'desmoines|WA': 'Seattle', // Highline College
  'shoreline|WA': 'Seattle', // Shoreline Community College
  'milligan|TN': 'Milligan College', // Milligan University
  'parkville|MO': 'Kansas City', // Park University
  'rochesterhills|MI': 'Rochester', // Rochester Christian University
  // Added with the men's basketball / baseball / NAIA / JUCO seed (EADA 2023-24):
  'coonrapids|MN': 'Minneapolis', // Anoka-Ramsey Community College (campus ZIP 55433)
  'largo|MD': 'Upper Marlboro', // Prince George's Community College (campus ZIP 20774)
  'parma|OH': 'Cleveland', // Bryant & Stratton College-Parma (campus ZIP 44130)
  'templeterrace|FL': 'Tampa', // Florida College (campus ZIP 33617)
  'whitebearlake|MN': 'Saint Paul', // Century College (campus ZIP 55110)
};

/**
 * Postal city names are spelt inconsistently ('Saint Louis' vs 'St. Louis', 'Mc Graw' vs
 * 'McGraw'), so both the package's names and queries go through the same folding.
 */
export function normalizeCity(city: string): string {
  return city
    .toLowerCase()
    .replace(/\bst\b\.?/g, 'saint')
    .replace(/\bste\b\.?/g, 'sainte')
    .replace(/\bmt\b\.?/g, 'mount')
    .replace(/\bft\b\.?/g, 'fort')
    .replace(/[^a-z0-9]/g, '');
}

/** What places.json holds: [lat, lng] by `normalizeCity(city)|ST` and by ST, and ST by full name. */
export interface Places {
  cities: Record<string, [number, number]>;
  states: Record<string, [number, number]>;
  /** Upper-case full name → ST. */
  stateNames: Record<string, string>;
}

export const PLACES_FILE = new URL('places.json', projectFolder('data', 'geo'));

function buildIndex(): GeoIndex {
  const places = JSON.parse(readFileSync(PLACES_FILE, 'utf8')) as Places;
  const cities = new Map<string, Located>();
  for (const [key, [lat, lng]] of Object.entries(places.cities))
    cities.set(key, { lat, lng, state: key.slice(key.lastIndexOf('|') + 1) });
  const states = new Map<string, Located>();
  for (const [state, [lat, lng]] of Object.entries(places.states)) states.set(state, { lat, lng, state });
  return { cities, states, stateNames: new Map(Object.entries(places.stateNames)) };
}

function getIndex(): GeoIndex {
  index ??= buildIndex();
  return index;
}

function stateCode(raw: string): string | null {
  const upper = raw.trim().replace(/\./g, '').toUpperCase();
  const idx = getIndex();
  if (idx.states.has(upper)) return upper;
  const byName = idx.stateNames.get(upper);
  return byName && idx.states.has(byName) ? byName : null;
}

/** The city's own point, or null when the package does not know that city in that state. */
export function locateCity(city: string, state: string): Located | null {
  const st = stateCode(state);
  if (!st) return null;
  const key = `${normalizeCity(city)}|${st}`;
  const alias = POSTAL_ALIASES[key];
  const hit =
    getIndex().cities.get(key) ??
    (alias ? getIndex().cities.get(`${normalizeCity(alias)}|${st}`) : undefined);
  return hit ? { ...hit } : null;
}

/** The state's population-weighted point (see the module comment), or null for an unknown code. */
export function locateState(state: string): Located | null {
  const st = stateCode(state);
  if (!st) return null;
  const hit = getIndex().states.get(st);
  return hit ? { ...hit } : null;
}

/**
 * 'City, ST' (or 'City, State Name') → the city's point; a known state with an unknown
 * city falls back to the state's point, since a rough location still scores proximity
 * better than none. 'ST' alone → the state's point. Anything else → null.
 */
export function locate(location: string): Located | null {
  const text = location.trim();
  if (!text) return null;
  const comma = text.lastIndexOf(',');
  if (comma === -1) return locateState(text);
  const city = text.slice(0, comma).trim();
  const state = text.slice(comma + 1).trim();
  if (!city) return locateState(state);
  return locateCity(city, state) ?? locateState(state);
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in statute miles. */
const RAD = Math.PI / 180;

/** Hot path of the scoring engine: plain multiplications (no closures, no `**`) keep it ~10× faster. */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const sinLat = Math.sin((b.lat - a.lat) * RAD * 0.5);
  const sinLng = Math.sin((b.lng - a.lng) * RAD * 0.5);
  const h = sinLat * sinLat + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * sinLng * sinLng;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
