import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { trpc } from '@/lib/trpc';
import { CoachOnly } from './CoachOnly';
import { coachProgramPath } from './coach-links';

/** The emailed claim link: one button, so a mail scanner opening the link joins nobody. */
function ClaimConfirm() {
  usePageTitle('Confirm your program');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = trpc.coach.confirmClaim.useMutation();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-black">CONFIRM YOUR PROGRAM</h1>
      {confirm.data ? (
        <>
          <p role="status">You are on the staff of {confirm.data.programName}.</p>
          <Button asChild>
            <Link to={coachProgramPath(confirm.data.programId)}>Open the program page</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">Join the staff with the address this link was sent to.</p>
          {confirm.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(confirm.error)}
            </p>
          )}
          <Button disabled={!token || confirm.isPending} onClick={() => confirm.mutate({ token })}>
            Confirm my program
          </Button>
        </>
      )}
    </section>
  );
}

export default function ClaimConfirmPage() {
  return (
    <CoachOnly>
      <ClaimConfirm />
    </CoachOnly>
  );
}
