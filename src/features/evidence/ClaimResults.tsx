import { METRIC_DISPLAY } from '@common/constants';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Event results imported under the athlete's name that no account matched: claim to make them Event Data. */
export function ClaimResults({ onClaimed }: { onClaimed: () => void }) {
  const utils = trpc.useUtils();
  const results = trpc.evidence.claimable.useQuery();
  const claim = trpc.evidence.claim.useMutation({
    onSuccess: (r) => {
      toast({
        title: `${METRIC_DISPLAY[r.metric].label} from ${r.eventName} now counts at 1.05× as Event Data`,
      });
      void utils.evidence.claimable.invalidate();
      onClaimed();
    },
  });
  if (!results.data?.length) return null;
  return (
    <section className="grid gap-2" aria-labelledby="claim-heading" data-testid="claimable-results">
      <h3 id="claim-heading" className="text-sm font-semibold">
        Event results under your name
      </h3>
      <ul className="grid gap-2">
        {results.data.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-2 text-sm"
          >
            <span>
              {r.eventName}, {r.eventDate}: {METRIC_DISPLAY[r.metric].label} {r.value}{' '}
              {METRIC_DISPLAY[r.metric].unit}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={claim.isPending}
              onClick={() => claim.mutate({ id: r.id })}
              aria-label={`Claim ${METRIC_DISPLAY[r.metric].label} ${r.value} from ${r.eventName}`}
            >
              Claim
            </Button>
          </li>
        ))}
      </ul>
      {claim.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(claim.error)}
        </p>
      )}
    </section>
  );
}
