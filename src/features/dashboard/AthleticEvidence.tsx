import { evidenceText, metricName } from '@common/metric-evidence';
import type { DashboardMatch } from './dashboard-match';

/** Under the athletic part: which numbers it scored and what evidence each carries. */
export function AthleticEvidence({ items }: { items: DashboardMatch['athleticEvidence'] }) {
  if (items.length === 0) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="athletic-evidence">
      <span className="font-semibold text-foreground">Athletic numbers:</span>{' '}
      {items.map((e) => `${metricName(e.metric)} ${evidenceText(e)}`).join('; ')}
    </p>
  );
}
