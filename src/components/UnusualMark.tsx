import { isEvidenced, isUnusual, UNUSUAL_TEXT } from '@common/input-ranges';
import type { TMetricEvidence } from '@common/schemas/evidence';

/**
 * Beside a number past the elite extremes on record that nothing stronger than Self-Reported
 * backs: it is kept, but counts in no level, reason or readiness until verified (ADR 037).
 */
export function UnusualMark({
  profile,
  metric,
}: {
  profile: {
    sport: string;
    team: string | null;
    metrics: Record<string, number>;
    evidenceDetail: Record<string, TMetricEvidence>;
  };
  metric: string;
}) {
  const value = profile.metrics[metric];
  if (value === undefined || !isUnusual(metric, value, profile.sport, profile.team)) return null;
  if (isEvidenced(profile.evidenceDetail[metric]?.level)) return null;
  return (
    <span
      className="block text-xs font-semibold text-amber-700 dark:text-amber-400"
      data-testid={`unusual-${metric}`}
    >
      {UNUSUAL_TEXT[0]!.toUpperCase() + UNUSUAL_TEXT.slice(1)}: it counts in nothing until verified
    </span>
  );
}
