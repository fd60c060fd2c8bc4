import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { adminCall } from './admin-api';

/** Program claims whose address is not at the program's own domain: the admin approves or rejects each. */
export function ProgramClaimsCard({ password }: { password: string }) {
  const call = adminCall(password);
  const claims = trpc.coach.claimsInReview.useQuery(undefined, call);
  const decide = trpc.coach.decideClaim.useMutation({
    ...call,
    onSuccess: () => claims.refetch(),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
  });
  return (
    <Card data-testid="program-claims">
      <CardHeader>
        <CardTitle>Program claims to review</CardTitle>
        <CardDescription>
          Coaches whose address is at neither the program's nor its school's own domain.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {claims.data?.length === 0 && <p className="text-sm text-muted-foreground">No claims waiting.</p>}
        <ul className="grid gap-3">
          {claims.data?.map((c) => (
            <li key={c.id} className="grid gap-1 rounded-md border p-3 text-sm">
              <p className="font-medium">{c.programName}</p>
              <p>
                {c.email} (account {c.accountEmail}){c.programWebsite ? ` · site ${c.programWebsite}` : ''}
              </p>
              {c.note && <p className="text-muted-foreground">“{c.note}”</p>}
              <div className="flex gap-2">
                <Button
                  size="sm"
                  disabled={decide.isPending}
                  aria-label={`Approve ${c.email} for ${c.programName}`}
                  onClick={() => decide.mutate({ claimId: c.id, approve: true })}
                >
                  Approve
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  aria-label={`Reject ${c.email} for ${c.programName}`}
                  onClick={() => decide.mutate({ claimId: c.id, approve: false })}
                >
                  Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
