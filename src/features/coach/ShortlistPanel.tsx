import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { trpc } from '@/lib/trpc';

/** The shortlist, refreshed by the weekly recompute, and the program's contact requests. */
export function ShortlistPanel({ programId }: { programId: string }) {
  const utils = trpc.useUtils();
  const list = trpc.coach.shortlist.useQuery({ programId });
  const contacts = trpc.coach.contacts.useQuery({ programId });
  const set = trpc.coach.addToShortlist.useMutation({ onSuccess: () => utils.coach.shortlist.invalidate() });
  const remove = trpc.coach.removeFromShortlist.useMutation({
    onSuccess: () => {
      utils.coach.shortlist.invalidate();
      utils.coach.prospects.invalidate();
    },
  });
  return (
    <div className="grid gap-6">
      <div>
        <h3 className="mb-2 font-bold">Shortlist</h3>
        {list.data?.length === 0 && <p className="text-sm text-muted-foreground">No one shortlisted yet.</p>}
        <ul className="grid gap-3" data-testid="shortlist">
          {list.data?.map((s) => (
            <li key={s.athleteId} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="font-medium">
                {s.name} · {s.position} · {s.graduationYear}
              </span>
              <span>
                Fit {s.fit ?? '—'}
                {s.lastFit !== null && s.fit !== null && s.fit !== s.lastFit ? ` (was ${s.lastFit})` : ''}
              </span>
              <span className="flex items-center gap-2">
                <Checkbox
                  id={`notify-${s.athleteId}`}
                  checked={s.notifyOnClimb}
                  onCheckedChange={(v) =>
                    set.mutate({ programId, athleteId: s.athleteId, notifyOnClimb: v === true })
                  }
                />
                <Label htmlFor={`notify-${s.athleteId}`}>Email me when it climbs</Label>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => remove.mutate({ programId, athleteId: s.athleteId })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 font-bold">Contact requests</h3>
        {contacts.data?.length === 0 && <p className="text-sm text-muted-foreground">None sent yet.</p>}
        <ul className="grid gap-2 text-sm" data-testid="coach-contacts">
          {contacts.data?.map((c) => (
            <li key={c.id}>
              {c.athleteName}: {c.status}
              {c.athleteEmail && (
                <>
                  {' · '}
                  <a className="underline underline-offset-2" href={`mailto:${c.athleteEmail}`}>
                    {c.athleteEmail}
                  </a>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
