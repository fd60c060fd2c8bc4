/** Verification, readiness and Fit Score constants (SPEC §4, §9). */

/** Strongest to weakest (SPEC §4). */
export const VERIFICATION_LEVELS = ['coach', 'event', 'upload', 'link', 'self'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];
export const VERIFICATION_LABELS: Record<VerificationLevel, string> = {
  coach: 'Coach Verified',
  event: 'Event Data',
  upload: 'Uploaded',
  link: 'Linked',
  self: 'Self-Reported',
};

export const READINESS_LABELS = ['Ready', 'Track', 'Developing'] as const;
export type ReadinessLabel = (typeof READINESS_LABELS)[number];
export const READINESS_THRESHOLDS = { ready: 70, track: 60 } as const;

export function readinessLabel(score: number): ReadinessLabel {
  if (score >= READINESS_THRESHOLDS.ready) return 'Ready';
  if (score >= READINESS_THRESHOLDS.track) return 'Track';
  return 'Developing';
}

/** Score colour bands: fit and confidence use 80/50, the ACS card 80/60. */
export const SCORE_BANDS = { fit: { strong: 80, mid: 50 }, acs: { strong: 80, mid: 60 } } as const;

/** SPEC §9 match weights; they sum to 1. */
export const FIT_WEIGHTS = { athletic: 0.35, rosterNeed: 0.3, academic: 0.15, geo: 0.12, sys: 0.08 } as const;
export const HIGH_NEED_THRESHOLD = 70;

/**
 * Roster need when a program's staff stated its needs: at the position for the athlete's class; at
 * the position for other classes only (a real need, but a place the athlete's class may not get);
 * at other positions only.
 */
export const STATED_NEED = 90;
export const STATED_OTHER_CLASS = 55;
export const STATED_ELSEWHERE = 30;

/** How stated needs score, in the words the coach reads beside the editor. */
export const STATED_NEEDS_EXPLAINED = `In roster need (${FIT_WEIGHTS.rosterNeed * 100}% of Fit), an athlete at a stated position and graduation year scores ${STATED_NEED}, at a stated position in another year ${STATED_OTHER_CLASS}, and at a position you did not state ${STATED_ELSEWHERE}.`;

/** SPEC §9 evidence multipliers; `link` is ours (docs/decisions/005-fit-engine.md). */
export const EVIDENCE_MULTIPLIERS: Record<VerificationLevel, number> = {
  coach: 1.0,
  event: 1.05,
  upload: 0.85,
  link: 0.75,
  self: 0.6,
};
