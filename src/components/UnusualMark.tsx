import { isEvidenced, isUnusual, UNUSUAL_TEXT } from '@common/input-ranges';
import type { TMetricEvidence } from '@common/schemas/evidence';

/**
 * Beside a number past the elite extremes on record that nothing stronger than Self-Reported
 * backs: it is kept, but counts in no level, reason or readiness until verified (ADR 037).
 */
export function UnusualMark(props: {
  metric: string;
  value: number;
  sport: string;
  team: string | null;
  evidence: TMetricEvidence | undefined;
}) {
  const { metric, value, sport, team, evidence } = props;
  if (!isUnusual(metric, value, sport, team) || isEvidenced(evidence?.level)) return null;
  return (
    <span
      className="block text-xs font-semibold text-amber-700 dark:text-amber-400"
      data-testid={`unusual-${metric}`}
    >
      {UNUSUAL_TEXT[0]!.toUpperCase() + UNUSUAL_TEXT.slice(1)}: it counts in nothing until verified
    </span>
  );
}
