import { metricName, metricValueText } from '@common/metric-evidence';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { RequireAuth } from '@/features/profile/RequireAuth';
import { errorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { trpc } from '@/lib/trpc';

/**
 * The link mailed to an event result's registered address. One button, so a mail scanner opening
 * the link claims nothing; the server accepts it only from the athlete who asked.
 */
function EventClaim() {
  usePageTitle('Confirm your event result');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const utils = trpc.useUtils();
  const confirm = trpc.evidence.confirmClaim.useMutation({
    onSuccess: () => {
      void utils.athlete.mine.invalidate();
      void utils.evidence.claimable.invalidate();
    },
  });
  const done = confirm.data;
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-black">CONFIRM YOUR EVENT RESULT</h1>
      {done ? (
        <>
          <p role="status">
            {metricName(done.metric)} {metricValueText(done.metric, done.value)} from {done.eventName},{' '}
            {done.eventDate}, now counts at 1.05× as Event Data.
          </p>
          <Button asChild>
            <Link to="/profile">Back to your profile</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">
            Add the result this link was sent for to your profile, as the athlete who asked for it.
          </p>
          {confirm.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(confirm.error)}
            </p>
          )}
          <Button disabled={!token || confirm.isPending} onClick={() => confirm.mutate({ token })}>
            Confirm my result
          </Button>
        </>
      )}
    </section>
  );
}

export default function EventClaimPage() {
  return (
    <RequireAuth>
      <EventClaim />
    </RequireAuth>
  );
}
