/**
 * Height is kept and scored as inches. SPEC's 6'2" text exists only where a person or the API
 * meets it, and is read and written here alone: one parser, one formatter.
 */

/** The heights the profile builder offers: 4'0" to 8'11" (SPEC §9). */
export const PROFILE_HEIGHT_MIN_IN = 48;
export const PROFILE_HEIGHT_MAX_IN = 107;

const FEET_INCHES = /^(\d)\s*(?:'|’|ft\.?|feet|-)\s*(\d{1,2}(?:\.\d+)?)?\s*(?:"|''|”|in\.?|inches)?$/i;
const INCHES_ONLY = /^(\d{2,3}(?:\.\d+)?)\s*(?:in\.?|")?$/i;

/**
 * Inches from 6'2", 6' 2'', 6-2, 6 ft 2 in, 74 or 74in; null when the text is no height a person
 * could have (the inches part above 11, or outside 3'1" to 8'11").
 */
export function parseHeight(value: unknown): number | null {
  if (typeof value === 'number') return plausible(value);
  if (typeof value !== 'string') return null;
  const s = value.trim();
  const ftIn = FEET_INCHES.exec(s);
  if (ftIn) {
    const rest = Number(ftIn[2] ?? 0);
    return rest < 12 ? plausible(Number(ftIn[1]) * 12 + rest) : null;
  }
  const plain = INCHES_ONLY.exec(s);
  return plain ? plausible(Number(plain[1])) : null;
}

const plausible = (inches: number) =>
  Number.isFinite(inches) && inches > 36 && inches <= PROFILE_HEIGHT_MAX_IN ? inches : null;

/** SPEC's text for a height in inches, 6'2"; reference figures such as 70.5 keep their half inch. */
export function formatHeight(inches: number): string {
  const halves = Math.round(inches * 2);
  const feet = Math.floor(halves / 24);
  return `${feet}'${(halves - feet * 24) / 2}"`;
}

/**
 * The inches of a height written as the profile builder writes it (6'2", one of the heights it
 * offers), or null: a stored profile shows exactly the text it was given.
 */
export function profileHeightInches(text: string): number | null {
  const inches = parseHeight(text);
  if (inches === null || !Number.isInteger(inches) || inches < PROFILE_HEIGHT_MIN_IN) return null;
  return formatHeight(inches) === text.trim() ? inches : null;
}
