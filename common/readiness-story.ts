import { READINESS_THRESHOLDS } from './constants/scoring';

interface ReadinessFigures {
  score: number;
  label: string;
  breakdown: readonly { category: string; percentage: number; complete: boolean }[];
}

/**
 * The band and the readiness score in one sentence, so the toast, the public profile and the
 * dashboard tell one story: "FBS band; readiness 69, Track: the biggest gap to Ready is Film & Media
 * (0%)". The band is where the numbers place the athlete; readiness is how complete the case is.
 */
export function readinessStory(division: string | null, r: ReadinessFigures): string {
  const band = division ? `${division} band` : 'No division band yet';
  const head = `${band}; readiness ${r.score}, ${r.label}`;
  if (r.score >= READINESS_THRESHOLDS.ready) return head;
  const gap = [...r.breakdown].filter((b) => !b.complete).sort((a, b) => a.percentage - b.percentage)[0];
  return gap ? `${head}: the biggest gap to Ready is ${gap.category} (${gap.percentage}%)` : head;
}
