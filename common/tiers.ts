/**
 * Reach, target and safety (issue: a list a recruiting coordinator would sign): a program's level
 * against the level whose typical marks the athlete's numbers reach, on the sport's ladder of levels, strongest first.
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
 * A program's tier from its level's index on the sport's ladder (strongest first), against the
 * level whose programs are targets (the engine's `targetIndex`: where the measured numbers reach
 * the typical mark). Above it a reach, at it a target, below it a safety. -1 for either is
 * "cannot compare" (nothing measured, or a level off the ladder): a target, rather than a guess.
 * A target index past the ladder's end (no typical mark reached) makes every level a reach.
 */
export function tierAt(program: number, target: number): MatchTier {
  if (program === -1 || target === -1 || program === target) return 'target';
  return program < target ? 'reach' : 'safety';
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
