import { metricName, metricValueText } from '@common/metric-evidence';
import type { TClaimSent } from '@common/schemas/evidence';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/**
 * Event results imported under the athlete's name that no account matched. Claiming one mails a
 * link to the address it was registered with; the result becomes Event Data when that link is
 * opened (EventClaimPage), so a claim proves the address is the athlete's.
 */
export function ClaimResults() {
  const results = trpc.evidence.claimable.useQuery();
  const [sent, setSent] = useState<Record<string, TClaimSent>>({});
  const claim = trpc.evidence.claim.useMutation({
    onSuccess: (answer, { id }) => setSent((s) => ({ ...s, [id]: answer })),
  });
  if (!results.data?.length) return null;
  return (
    <section className="grid gap-2" aria-labelledby="claim-heading" data-testid="claimable-results">
      <h3 id="claim-heading" className="text-sm font-semibold">
        Event results under your name
      </h3>
      <p id="claim-hint" className="text-sm text-muted-foreground">
        To claim one, we email a confirmation link to the address it was registered with at the event. Open
        the link while signed in here and the result counts as Event Data (1.05×).
      </p>
      <ul className="grid gap-2">
        {results.data.map((r) => {
          const answer = sent[r.id];
          const what = `${metricName(r.metric)} ${metricValueText(r.metric, r.value)}`;
          return (
            <li key={r.id} className="grid gap-2 rounded-lg border p-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {r.eventName}, {r.eventDate}: {what}
                  <span className="block text-xs text-muted-foreground">Registered as {r.registeredAs}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={claim.isPending}
                  onClick={() => claim.mutate({ id: r.id })}
                  aria-label={`Claim ${what} from ${r.eventName}: email a confirmation link to ${r.registeredAs}`}
                  aria-describedby="claim-hint"
                >
                  Email a link to {r.registeredAs}
                </Button>
              </div>
              {answer && (
                <p role="status" data-testid="claim-sent">
                  {answer.alreadySent ? 'We already sent a link today to ' : 'We sent a link to '}
                  {answer.sentTo}. Open it while signed in to this account; it works once, for 24 hours.
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {claim.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(claim.error)}
        </p>
      )}
    </section>
  );
}
