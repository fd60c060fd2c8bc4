/**
 * The distance line of a match card. Distances arrive rounded to whole miles, so 0 means under
 * half a mile: "0 mi" would read as a missing figure, and the card's own bullet says "Under 1 mile".
 */
export function distanceText(miles: number | null, from: string, compact = false): string {
  if (miles === null) return compact ? 'Distance unknown' : 'Distance unknown: add your city to your profile';
  // A collapsed card leaves the origin to the Gameplan's header, which names it, to stay one line on a phone.
  const to = compact ? 'away' : `from ${from}`;
  if (miles < 1) return `Under 1 mi ${to}`;
  return `${miles.toLocaleString('en-US')} mi ${to}`;
}
