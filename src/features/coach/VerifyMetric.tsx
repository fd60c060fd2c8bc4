import { METRIC_DISPLAY, type MetricKey, VERIFICATION_LABELS } from '@common/constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/**
 * A coach the athlete accepted contact from vouches for one number; a second click confirms,
 * because the mark carries the coach's name on the athlete's public profile.
 */
export function VerifyMetric({
  athleteId,
  athleteName,
  metric,
  value,
  verified,
}: {
  athleteId: string;
  athleteName: string;
  metric: MetricKey;
  /** The number on the coach's screen: the server verifies this value, or says it has changed. */
  value: number;
  /** Already Coach Verified: nothing to offer, unless this coach just did it. */
  verified: boolean;
}) {
  const utils = trpc.useUtils();
  const label = METRIC_DISPLAY[metric]?.label ?? metric;
  const [confirming, setConfirming] = useState(false);
  const verify = trpc.evidence.coachVerify.useMutation({
    onSuccess: () => {
      setConfirming(false);
      utils.coach.prospects.invalidate();
    },
    // A changed number (409) shows the new one: the list is read again for the coach to look at.
    onError: () => utils.coach.prospects.invalidate(),
  });
  if (verify.data)
    return (
      <span role="status">
        {verify.data.countsForPosition ? `${VERIFICATION_LABELS.coach} by you` : verify.data.message}
      </span>
    );
  if (verified) return null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {confirming ? (
        <>
          <span id={`verify-q-${athleteId}-${metric}`}>You saw the {label} measured?</span>
          <Button
            size="sm"
            aria-describedby={`verify-q-${athleteId}-${metric}`}
            disabled={verify.isPending}
            onClick={() => verify.mutate({ athleteId, metric, value })}
          >
            Confirm {label}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </>
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Verify ${label} for ${athleteName}`}
          onClick={() => setConfirming(true)}
        >
          Verify
        </Button>
      )}
      {verify.error && (
        <span role="alert" className="font-medium text-destructive">
          {errorMessage(verify.error)}
        </span>
      )}
    </span>
  );
}
