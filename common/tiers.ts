/**
 * Reach, target and safety (issue: a list a recruiting coordinator would sign): a program's level
 * against the athlete's division band, on the sport's ladder of levels, strongest first.
 */
export const MATCH_TIERS = ['reach', 'target', 'safety'] as const;
export type MatchTier = (typeof MATCH_TIERS)[number];

/**
 * The words people read. 'Safety' is kept as the stored key only: beside a football position list
 * ("FCS · Safety" next to a QB) it read as a position, so it shows as 'Likely' (issue 42).
 */
export const TIER_LABELS: Record<MatchTier, string> = { reach: 'Reach', target: 'Target', safety: 'Likely' };

/** The order the dashboard lists the tiers in: the best fits first, the reaches last. */
export const TIER_DISPLAY_ORDER: readonly MatchTier[] = ['target', 'safety', 'reach'];

/**
 * Above the band is a reach, at it a target, below it a safety; the engine and the list of
 * stored matches both use this. With no band (nothing measured yet) there is nothing to compare,
 * so every level is listed as a target; a level missing from the ladder counts as the band's own.
 */
export function matchTier(ladder: readonly string[], programLevel: string, band: string | null): MatchTier {
  if (band === null) return 'target';
  const program = ladder.indexOf(programLevel);
  const own = ladder.indexOf(band);
  if (program === -1 || own === -1 || program === own) return 'target';
  return program < own ? 'reach' : 'safety';
}

/**
 * Admission against the school's own numbers, beside the athletic tier (server/engine/admission.ts):
 * below the middle 50% (or any school admitting under 15% without the numbers to place), inside
 * it, or comfortably above it at a school that admits most applicants, or open admission.
 */
export const ACADEMIC_TIERS = ['academic reach', 'academic fit', 'academic likely'] as const;
export type AcademicTier = (typeof ACADEMIC_TIERS)[number];

export const ACADEMIC_TIER_LABELS: Record<AcademicTier, string> = {
  'academic reach': 'Academic reach',
  'academic fit': 'Academic fit',
  'academic likely': 'Academic likely',
};
