import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { adminCall } from './admin-api';

type Choice = { claimId: string; approve: boolean };

/**
 * Program claims whose address is not at the program's own domain: the admin approves or rejects
 * each, confirming the choice first (a staff seat is not undone by a click), and sees the latest
 * decisions below.
 */
export function ProgramClaimsCard({ password }: { password: string }) {
  const call = adminCall(password);
  const claims = trpc.coach.claimsInReview.useQuery(undefined, call);
  const history = trpc.coach.claimHistory.useQuery(undefined, call);
  const [pending, setPending] = useState<Choice | null>(null);
  const decide = trpc.coach.decideClaim.useMutation({
    ...call,
    onSuccess: (_answer, choice) => {
      setPending(null);
      claims.refetch();
      history.refetch();
      toast({ title: choice.approve ? 'Claim approved' : 'Claim rejected' });
    },
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
      <CardContent className="grid gap-4">
        {claims.data?.length === 0 && <p className="text-sm text-muted-foreground">No claims waiting.</p>}
        <ul className="grid gap-3" data-testid="claims-waiting">
          {claims.data?.map((c) => {
            const asked = pending?.claimId === c.id ? pending : null;
            const verb = asked?.approve ? 'Approve' : 'Reject';
            return (
              <li key={c.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <p className="font-medium">{c.programName}</p>
                <p className="break-words">
                  {c.email} (account {c.accountEmail}){c.programWebsite ? ` · site ${c.programWebsite}` : ''}
                </p>
                {c.note && <p className="text-muted-foreground">“{c.note}”</p>}
                {asked ? (
                  <div className="grid gap-2">
                    <p className="font-medium">
                      {asked.approve
                        ? `Approve ${c.email} as staff of ${c.programName}? They can then edit its page and see its prospects.`
                        : `Reject ${c.email}'s claim to ${c.programName}?`}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant={asked.approve ? 'default' : 'destructive'}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate(asked)}
                      >
                        Yes, {verb.toLowerCase()}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => setPending(null)}>
                        Cancel
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      aria-label={`Approve ${c.email} for ${c.programName}`}
                      onClick={() => setPending({ claimId: c.id, approve: true })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Reject ${c.email} for ${c.programName}`}
                      onClick={() => setPending({ claimId: c.id, approve: false })}
                    >
                      Reject
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <div className="grid gap-2">
          <h4 className="text-sm font-bold">Decided</h4>
          {history.data?.length === 0 && <p className="text-sm text-muted-foreground">No decisions yet.</p>}
          <ul className="grid gap-1 text-sm" data-testid="claim-history">
            {history.data?.map((h) => (
              <li key={h.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={h.status === 'approved' ? 'success' : 'secondary'}>
                  {h.status === 'approved' ? 'Approved' : 'Rejected'}
                </Badge>
                <span className="break-all">{h.email}</span>
                <span className="text-muted-foreground">
                  {h.programName} ·{' '}
                  {new Date(h.decidedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
