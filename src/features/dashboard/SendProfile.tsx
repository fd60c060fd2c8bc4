import { ZSendProfileForm } from '@common/schemas/mail';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { useAuth } from '@/features/auth/use-auth';
import { EmailStatus } from '@/features/profile/EmailStatus';
import { errorMessage, errorStatus } from '@/lib/errors';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import type { DashboardMatch } from './dashboard-match';

type Sent = RouterOutputs['mail']['sentProfiles'][number];

const resolver = zodResolver(ZSendProfileForm);

const STATUS_LABELS: Record<Sent['status'], string> = {
  queued: 'Waiting to send',
  sent: 'Sent',
  failed: 'Could not be delivered',
};

const when = (d: Date) =>
  d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What the athlete sent: to whom, when, and whether the mail server took it. */
export function SentList({ items, showProgram = false }: { items: Sent[]; showProgram?: boolean }) {
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((s) => (
        <li key={s.id} className="flex flex-wrap gap-x-1" data-testid="sent-profile">
          <span className="break-all font-medium">{s.to}</span>{' '}
          {showProgram && s.programName && <span className="text-muted-foreground">for {s.programName}</span>}{' '}
          <span className="text-muted-foreground">· {when(s.createdAt)} ·</span>{' '}
          <span className={s.status === 'failed' ? 'text-destructive' : 'text-muted-foreground'}>
            {STATUS_LABELS[s.status]}
          </span>
        </li>
      ))}
    </ul>
  );
}

type Outcome = { kind: 'sent' | 'already'; to: string } | { kind: 'error'; title: string; message: string };

/**
 * "Send my profile to this staff" (SPEC §1): mails the public profile and PDF links to the coach
 * email on file, or to the address the athlete types; replies go to the athlete.
 */
export function SendProfile({ program }: { program: DashboardMatch['program'] }) {
  const utils = trpc.useUtils();
  const sent = trpc.mail.sentProfiles.useQuery();
  const send = trpc.mail.sendProfile.useMutation({ onSettled: () => utils.mail.sentProfiles.invalidate() });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const coachEmail = program.coachEmail?.trim().toLowerCase() || null;
  const id = `send-profile-${program.id}`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZSendProfileForm>, unknown, z.output<typeof ZSendProfileForm>>({
    resolver,
    defaultValues: { to: coachEmail ?? '' },
  });

  const submit = handleSubmit(async ({ to }) => {
    setOutcome(null);
    try {
      // The coach email on file is looked up by the server; only a typed address travels.
      const result = await send.mutateAsync(
        to === coachEmail ? { programId: program.id } : { programId: program.id, to },
      );
      setOutcome({ kind: result.alreadySent ? 'already' : 'sent', to });
    } catch (err) {
      setOutcome({
        kind: 'error',
        title: errorStatus(err) === 429 ? 'Daily limit reached' : 'Not sent',
        message: errorMessage(err),
      });
    }
  });

  const { user } = useAuth();
  // The staff reply to the athlete's address, so it must be confirmed first (the server says so too).
  const unconfirmed = !!user && !user.emailVerifiedAt;
  const mine = (sent.data ?? []).filter((s) => s.programId === program.id);
  const error = errors.to?.message;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-2 rounded-lg border p-3"
      data-testid="send-profile"
    >
      <h4 id={`${id}-heading`} className="text-sm font-bold">
        Send my profile to this staff
      </h4>
      {unconfirmed ? (
        <div className="grid gap-1 text-sm" data-testid="send-profile-confirm">
          <p>Confirm your email address first: the staff reply to it.</p>
          <EmailStatus verifiedAt={null} />
        </div>
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            {coachEmail
              ? 'It goes to the coach email on file, or to another address you type.'
              : 'No coach email on file: type the staff address.'}{' '}
            They get your public profile and PDF links, and replies come to your email.
          </p>
          <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
            <Field id={`${id}-to`} label="Staff email" error={error} className="min-w-0 flex-1 basis-56">
              <Input
                {...fieldControlProps(`${id}-to`, error)}
                {...register('to')}
                type="email"
                autoComplete="off"
                placeholder="coach@school.edu"
              />
            </Field>
            <Button type="submit" size="sm" className="mt-[1.375rem] h-10" disabled={send.isPending}>
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {send.isPending ? 'Sending…' : 'Send my profile'}
              <span className="sr-only"> to {program.name}</span>
            </Button>
          </form>
        </>
      )}
      <div aria-live="polite" className="text-sm">
        {outcome && outcome.kind !== 'error' && (
          <p data-testid="send-profile-result">
            {outcome.kind === 'sent'
              ? `Your profile is on its way to ${outcome.to}.`
              : `You already sent your profile to ${outcome.to} today; it goes once a day.`}
          </p>
        )}
      </div>
      {outcome?.kind === 'error' && (
        <p role="alert" className="text-sm text-destructive" data-testid="send-profile-error">
          <span className="font-semibold">{outcome.title}:</span> {outcome.message}
        </p>
      )}
      {mine.length > 0 && (
        <div>
          <h5 className="text-xs font-semibold uppercase text-muted-foreground">Sent for this program</h5>
          <SentList items={mine} />
        </div>
      )}
    </section>
  );
}

/** Every profile the athlete sent, newest first; nothing until the first one. */
export function SentProfiles() {
  const sent = trpc.mail.sentProfiles.useQuery();
  const items = sent.data ?? [];
  if (sent.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(sent.error)}
      </p>
    );
  if (items.length === 0) return null;
  return (
    <details className="rounded-lg border p-3" data-testid="sent-profiles">
      <summary className="cursor-pointer text-sm font-semibold">Profiles you sent ({items.length})</summary>
      <div className="mt-2">
        <SentList items={items} showProgram />
      </div>
    </details>
  );
}
