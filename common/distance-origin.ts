/**
 * The point a distance is measured from, in words. A state alone is placed at that state's
 * population centre, so the sentence names that point: "16 miles from GA" read as if GA were a spot.
 */
export function distanceOrigin(location: string | null | undefined): string {
  const text = (location ?? '').trim();
  const stateOnly = /^,?\s*[A-Za-z]{2}$/.test(text);
  return stateOnly ? `${text.replace(/^,\s*/, '').toUpperCase()}'s population centre` : text;
}
