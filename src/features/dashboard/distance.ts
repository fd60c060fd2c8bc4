/**
 * The distance line of a match card. Distances arrive rounded to whole miles, so 0 means under
 * half a mile: "0 mi" would read as a missing figure, and the card's own bullet says "Under 1 mile".
 */
export function distanceText(miles: number | null, from: string): string {
  if (miles === null) return 'Distance unknown: add your city to your profile';
  if (miles < 1) return `Under 1 mi from ${from}`;
  return `${miles.toLocaleString('en-US')} mi from ${from}`;
}
