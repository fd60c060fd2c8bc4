import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZipCodes from 'zipcodes';
import { normalizeCity, PLACES_FILE, type Places } from '../data/geo';

/**
 * `npm run geo:places`: writes data/geo/places.json from the `zipcodes` package. Run it after
 * upgrading the package or changing `normalizeCity`; scripts/geo-places.test.ts fails until then.
 */
export function derivePlaces(zip: typeof ZipCodes): Places {
  type Sum = [lat: number, lng: number, n: number];
  const citySums = new Map<string, Sum>();
  const stateSums = new Map<string, Sum>();
  const add = (sums: Map<string, Sum>, key: string, lat: number, lng: number) => {
    const sum = sums.get(key) ?? [0, 0, 0];
    sum[0] += lat;
    sum[1] += lng;
    sum[2] += 1;
    sums.set(key, sum);
  };
  for (const code of Object.values(zip.codes)) {
    if (code.country !== 'US' || !/^[A-Z]{2}$/.test(code.state)) continue;
    add(citySums, `${normalizeCity(code.city)}|${code.state}`, code.latitude, code.longitude);
    add(stateSums, code.state, code.latitude, code.longitude);
  }
  // Four decimals: about 11 m, far finer than a distance score needs.
  const round = (v: number) => Math.round(v * 10000) / 10000;
  const means = (sums: Map<string, Sum>) =>
    Object.fromEntries(
      [...sums].map(([key, [lat, lng, n]]): [string, [number, number]] => [
        key,
        [round(lat / n), round(lng / n)],
      ]),
    );
  const stateNames = Object.fromEntries(
    Object.entries(zip.states.full).map(([name, abbr]) => [name.toUpperCase(), abbr]),
  );
  return { cities: means(citySums), states: means(stateSums), stateNames };
}

export function zipcodesPackage(): typeof ZipCodes {
  return createRequire(import.meta.url)('zipcodes') as typeof ZipCodes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const places = derivePlaces(zipcodesPackage());
  writeFileSync(PLACES_FILE, `${JSON.stringify(places)}\n`);
  console.log(
    `data/geo/places.json: ${Object.keys(places.cities).length} cities, ${Object.keys(places.states).length} states`,
  );
}
