/** Advice to the athlete ("Add your…", "Improve your…"): theirs to act on, not a coach's to read. */
const ADVICE = /^(Add|Post|Improve|Raise|Enter|Upload|Confirm)\b/;

/**
 * A sentence the engine says to the athlete ("Your 48.50 s 400 m clears the D2 bar…"), as a coach
 * reads it about them ("Jordan's 48.50 s 400 m clears the D2 bar…"); null for advice, which a coach's
 * copy leaves out.
 */
export function aboutAthlete(text: string, firstName: string): string | null {
  if (ADVICE.test(text)) return null;
  return text
    .replace(/(^|\. )Your\b/g, `$1${firstName}'s`)
    .replace(/\byour\b/g, 'their')
    .replace(/\byou are\b/g, 'they are')
    .replace(/\byou\b/g, 'they');
}

/** The PDF's headline: the level whose bar the athlete meets, in the coach's words. */
export function meetsLine(
  firstName: string,
  division: string | null,
  sport: string,
  position: string,
): string {
  const as = `(${sport}, ${position})`;
  return division
    ? `${firstName} meets the ${division} bar ${as}`
    : `${firstName} does not yet meet any level's bar ${as}`;
}
