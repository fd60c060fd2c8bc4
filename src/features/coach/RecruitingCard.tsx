import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { putFresh, trpc } from '@/lib/trpc';

/** What stopping ends, and what it cannot take back. */
const STOPPED_NOTE =
  "Its coaches lose your files and email address in FitScout and can't ask again. Emails they already received stay with them.";

/** The athlete's side: being discoverable by coaches (off by default) and their contact requests. */
export function RecruitingCard() {
  const utils = trpc.useUtils();
  const visibility = trpc.recruiting.visibility.useQuery();
  const requests = trpc.recruiting.contactRequests.useQuery();
  const onError = (err: unknown) =>
    toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' });
  const set = trpc.recruiting.setDiscoverable.useMutation({
    onSuccess: (v) => putFresh(utils.recruiting.visibility, undefined, v),
    onError,
  });
  const respond = trpc.recruiting.respond.useMutation({
    onSuccess: () => utils.recruiting.contactRequests.invalidate(),
    onError,
  });
  const stop = trpc.recruiting.stopSharing.useMutation({
    onSuccess: () => {
      utils.recruiting.contactRequests.invalidate();
      toast({ title: 'Stopped sharing', description: STOPPED_NOTE });
    },
    onError,
  });
  const v = visibility.data;
  if (!v?.hasProfile) return null;
  return (
    <Card data-testid="recruiting-card">
      <CardHeader>
        <CardTitle>Coaches</CardTitle>
        <CardDescription>Let college coaches find you, ranked by your Fit to their program.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-2">
          <Checkbox
            id="discoverable"
            checked={v.discoverable}
            disabled={set.isPending}
            onCheckedChange={(c) => set.mutate({ discoverable: c === true })}
            aria-describedby="discoverable-hint"
          />
          <div className="grid gap-1">
            <Label htmlFor="discoverable">Coaches can discover my profile</Label>
            <p id="discoverable-hint" className="text-xs text-muted-foreground">
              {v.emailVerified
                ? 'Off by default. Coaches see your profile and Fit, never your email until you accept a request.'
                : 'Only verified emails can be discovered: confirm your email above first.'}
            </p>
            <p className="text-xs text-muted-foreground">
              Turning this off hides you from coaches' searches and new requests. It does not end the sharing
              you already accepted: to do that, use "Stop sharing with this program" below.
            </p>
          </div>
        </div>
        <div>
          <h3 className="mb-2 text-sm font-bold">Contact requests</h3>
          {requests.data?.length === 0 && <p className="text-sm text-muted-foreground">None yet.</p>}
          <ul className="grid gap-3" data-testid="contact-requests">
            {requests.data?.map((r) => (
              <li key={r.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {r.programName}
                  {r.coachName ? ` · ${r.coachName}` : ''} <Badge variant="outline">{r.status}</Badge>
                </p>
                <p>“{r.message}”</p>
                {r.coachEmail && (
                  <p>
                    Coach's email:{' '}
                    <a className="underline underline-offset-2" href={`mailto:${r.coachEmail}`}>
                      {r.coachEmail}
                    </a>
                  </p>
                )}
                {r.status === 'accepted' && (
                  <div>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={stop.isPending}
                      aria-describedby={`stop-note-${r.id}`}
                      onClick={() => stop.mutate({ requestId: r.id })}
                    >
                      Stop sharing with this program
                    </Button>
                    <p id={`stop-note-${r.id}`} className="mt-1 text-xs text-muted-foreground">
                      {STOPPED_NOTE}
                    </p>
                  </div>
                )}
                {r.status === 'ended' && r.endedAt && (
                  <p className="text-muted-foreground">
                    You stopped sharing with this program on {r.endedAt.toLocaleDateString()}.
                  </p>
                )}
                {r.status === 'pending' && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={respond.isPending}
                      onClick={() => respond.mutate({ requestId: r.id, accept: true })}
                    >
                      Accept and share emails
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={respond.isPending}
                      onClick={() => respond.mutate({ requestId: r.id, accept: false })}
                    >
                      Decline
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
