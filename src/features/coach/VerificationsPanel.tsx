import { evidenceDay } from '@common/metric-evidence';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { trpc } from '@/lib/trpc';
import { verificationLine } from './verification-line';

/** Every number this coach verified; those the athlete changed since come first, Self-Reported again. */
export function VerificationsPanel() {
  const list = trpc.evidence.coachVerifications.useQuery();
  if (!list.data?.length)
    return (
      <p className="text-sm text-muted-foreground">
        {list.isLoading
          ? 'Loading…'
          : 'None yet. Once an athlete accepts your contact request, you can verify a number you saw measured from their prospect card.'}
      </p>
    );
  return (
    <ul className="grid gap-3" data-testid="coach-verifications">
      {list.data.map((v) => {
        const { what, state } = verificationLine(v);
        return (
          <li key={`${v.athleteId}-${v.metric}`} className="grid gap-1 text-sm">
            <span>
              <Link className="font-medium underline underline-offset-2" to={`/athlete/${v.athleteId}`}>
                {v.athleteName}
              </Link>{' '}
              · {what} · verified {evidenceDay(v.verifiedAt)}
            </span>
            <Badge variant={v.stillVerified ? 'outline' : 'warning'} className="w-fit whitespace-normal">
              {state}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
