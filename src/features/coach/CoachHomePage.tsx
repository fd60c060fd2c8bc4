import { programSportLabel } from '@common/constants';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { trpc } from '@/lib/trpc';
import { CoachNameForm } from './CoachNameForm';
import { CoachOnly } from './CoachOnly';
import { coachProgramPath } from './coach-links';
import { VerificationsPanel } from './VerificationsPanel';

const CLAIM_STATUS = {
  email_sent: 'Link sent: open it from your inbox',
  in_review: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
} as const;

function ClaimForm() {
  const utils = trpc.useUtils();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string; programWebsite: string | null } | null>(
    null,
  );
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const search = trpc.coach.searchPrograms.useQuery({ q }, { enabled: q.trim().length >= 2 });
  const claim = trpc.coach.claim.useMutation({ onSuccess: () => utils.coach.programs.invalidate() });

  if (claim.data)
    return (
      <p role="status" className="text-sm" data-testid="claim-result">
        {claim.data.status === 'email_sent'
          ? `We sent a link to ${email}. Open it while signed in to this account to join the staff.`
          : 'That address is not at the program’s or its school’s own domain, so an admin will review your claim.'}
      </p>
    );
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) claim.mutate({ programId: chosen.id, email, note: note || undefined });
      }}
    >
      <Field id="program-search" label="Find your program" hint="Type at least 2 letters of the school">
        <Input id="program-search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
      </Field>
      {search.data && !chosen && (
        <ul className="grid gap-1" aria-label="Programs found">
          {search.data.map((p) => (
            <li key={p.id}>
              <Button
                type="button"
                variant="ghost"
                className="h-auto w-full justify-start text-left"
                onClick={() => setChosen(p)}
              >
                {p.name} · {programSportLabel(p.sport)} · {p.division}
              </Button>
            </li>
          ))}
          {search.data.length === 0 && (
            <li className="text-sm text-muted-foreground">No program by that name.</li>
          )}
        </ul>
      )}
      {chosen && (
        <>
          <p className="text-sm">
            Claiming <strong>{chosen.name}</strong>{' '}
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto p-0"
              onClick={() => setChosen(null)}
            >
              Change
            </Button>
          </p>
          <Field
            id="claim-email"
            label="Your staff email"
            hint={`An address at the program's own domain${chosen.programWebsite ? ` (${new URL(chosen.programWebsite).hostname.replace(/^www\./, '')})` : ''} or its school's gets a link at once; any other goes to review.`}
          >
            <Input
              id="claim-email"
              type="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby="claim-email-hint"
            />
          </Field>
          <Field id="claim-note" label="Note for the reviewer (optional)">
            <Textarea
              id="claim-note"
              value={note}
              maxLength={500}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          {claim.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(claim.error)}
            </p>
          )}
          <Button type="submit" disabled={claim.isPending || !email}>
            Claim this program
          </Button>
        </>
      )}
    </form>
  );
}

function CoachHome() {
  usePageTitle('Coach area');
  const mine = trpc.coach.programs.useQuery();
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
      <h1 className="font-display text-3xl font-black">COACH AREA</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your programs</CardTitle>
          <CardDescription>Programs whose staff you joined.</CardDescription>
        </CardHeader>
        <CardContent>
          {mine.data?.programs.length ? (
            <ul className="grid gap-2">
              {mine.data.programs.map((p) => (
                <li key={p.id}>
                  <Link className="font-medium underline underline-offset-2" to={coachProgramPath(p.id)}>
                    {p.name} · {programSportLabel(p.sport)} · {p.division}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              {mine.isLoading ? 'Loading…' : 'None yet: claim your program below.'}
            </p>
          )}
          {!!mine.data?.claims.length && (
            <>
              <h2 className="mt-4 mb-2 text-sm font-bold">Your claims</h2>
              <ul className="grid gap-1 text-sm">
                {mine.data.claims.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center gap-2">
                    {c.programName} <span className="text-muted-foreground">({c.email})</span>
                    <Badge variant="outline">{CLAIM_STATUS[c.status]}</Badge>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Numbers you verified</CardTitle>
          <CardDescription>
            An athlete who changes a number you verified makes it Self-Reported again; it shows here first.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <VerificationsPanel />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your name</CardTitle>
          <CardDescription>Shown as “Coach First Last, Program” on every number you verify.</CardDescription>
        </CardHeader>
        <CardContent>
          <CoachNameForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Claim your program</CardTitle>
          <CardDescription>
            Verify an address at the program's or its school's own domain. Several coaches can share a
            program.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ClaimForm />
        </CardContent>
      </Card>
    </section>
  );
}

export default function CoachHomePage() {
  return (
    <CoachOnly>
      <CoachHome />
    </CoachOnly>
  );
}
