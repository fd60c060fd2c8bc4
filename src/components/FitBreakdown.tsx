import { FIT_WEIGHTS } from '@common/constants';
import type { TFitParts } from '@common/schemas/match';
import { Progress } from '@/components/ui/progress';
import { scoreTone, TONE_BAR } from '@/lib/score-tone';

/** The five parts in SPEC §9 order, with their weights: every score shows what it is made of. */
const PARTS: { key: keyof TFitParts; label: string }[] = [
  { key: 'athletic', label: 'Athletic alignment' },
  { key: 'rosterNeed', label: 'Roster need' },
  { key: 'academic', label: 'Academic fit' },
  { key: 'geo', label: 'Geographic proximity' },
  { key: 'sys', label: 'System/style fit' },
];

export function FitBreakdown({ parts }: { parts: TFitParts }) {
  return (
    <ul className="grid gap-2" aria-label="Score breakdown">
      {PARTS.map(({ key, label }) => {
        const value = parts[key];
        return (
          <li key={key} className="grid gap-1" data-testid={`part-${key}`}>
            <div className="flex justify-between gap-2 text-xs">
              <span>
                {label} <span className="text-muted-foreground">({Math.round(FIT_WEIGHTS[key] * 100)}%)</span>
              </span>
              <span className="font-semibold tabular-nums">{value}</span>
            </div>
            <Progress
              value={value}
              indicatorClassName={TONE_BAR[scoreTone(value)]}
              aria-label={`${label}: ${value} of 100`}
            />
          </li>
        );
      })}
    </ul>
  );
}
