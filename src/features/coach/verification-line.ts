import { metricName, metricValueText } from '@common/metric-evidence';
import type { TCoachVerification } from '@common/schemas/evidence';

/**
 * What a coach reads about one number they verified: it still stands, or the athlete changed it
 * (or removed it) since, which made it Self-Reported again.
 */
export function verificationLine(v: TCoachVerification): { what: string; state: string } {
  const what = `${metricName(v.metric)}: ${metricValueText(v.metric, v.verifiedValue)}`;
  if (v.stillVerified) return { what, state: 'Still Coach Verified' };
  const now = v.currentValue === null ? 'Removed' : `Changed to ${metricValueText(v.metric, v.currentValue)}`;
  return { what, state: `${now} by the athlete since: Self-Reported again` };
}
