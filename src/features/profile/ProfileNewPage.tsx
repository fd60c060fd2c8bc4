import { positionsForSport, TIMINGS } from '@common/constants';
import { readinessStory } from '@common/readiness-story';
import {
  EMPTY_PROFILE_FORM,
  prefillFromImport,
  type TProfileForm,
  toCreateInput,
  WIZARD_STEPS,
  ZProfileForm,
} from '@common/schemas/profile-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Loader2, UserCheck } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/layout/RootLayout';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { rememberAthleteId } from '@/features/athlete/athlete-id';
import { useAuth } from '@/features/auth/use-auth';
import { errorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { putFresh, trpc } from '@/lib/trpc';
import { EmailStatus } from './EmailStatus';
import { ImportDialog } from './ImportDialog';
import { RequireAuth } from './RequireAuth';
import { useMyProfile } from './use-my-profile';
import {
  AcademicStep,
  FilmStep,
  MetricsStep,
  PersonalStep,
  PhysicalStep,
  type WizardForm,
} from './wizard-steps';

const STEP_VIEWS = [PersonalStep, PhysicalStep, MetricsStep, AcademicStep, FilmStep];
const LAST = WIZARD_STEPS.length - 1;

function Wizard() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [step, setStep] = useState(0);
  const [pendingPosition, setPendingPosition] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form: WizardForm = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: EMPTY_PROFILE_FORM,
  });
  useEffect(() => {
    if (pendingPosition === undefined) return;
    form.setValue('position', pendingPosition, { shouldDirty: true });
    setPendingPosition(undefined);
  }, [pendingPosition, form]);

  // SPEC §4: changing the sport clears the chosen position (and the old sport's metrics).
  useEffect(() => {
    // Only a person's change: an import sets the sport and its position together.
    const sub = form.watch((values, { name, type }) => {
      if (type !== 'change') return;
      // A new team keeps the position only where its list has it (women wrestle other weights).
      const kept =
        name === 'team' && positionsForSport(values.sport ?? '', values.team).includes(values.position ?? '');
      if ((name !== 'sport' && name !== 'team') || kept) return;
      form.setValue('position', '');
      form.setValue('metrics', {});
    });
    return () => sub.unsubscribe();
  }, [form]);

  const generate = trpc.match.generate.useMutation();
  const create = trpc.athlete.create.useMutation({
    onSuccess: async (profile) => {
      rememberAthleteId(profile.id);
      // The first list is ranked while the toast shows, so the Gameplan opens on it; should this
      // fail, the dashboard still offers Generate Matches.
      const firstList = generate
        .mutateAsync({ athleteId: profile.id })
        .then((data) => putFresh(utils.match.forAthlete, { athleteId: profile.id }, data.matches))
        .catch(() => undefined);
      void utils.athlete.mine.invalidate();
      void utils.auth.me.invalidate();
      // The typed client's read of the division-readiness procedure (SPEC §7), kept in the cache
      // for the dashboard that opens next.
      const readiness = await utils.match.divisionReadiness.ensureData({ id: profile.id }).catch(() => null);
      const score = await utils.match.readiness.ensureData({ id: profile.id }).catch(() => null);
      // SPEC §8: the division toast when the answer has one, else the generic one.
      if (readiness?.division)
        toast({
          title: `Congratulations! You Meet ${readiness.division} Standards!`,
          description: (
            <>
              {score && (
                <p data-testid="toast-readiness-story">{readinessStory(readiness.division, score)}</p>
              )}
              <ul className="list-disc pl-4">
                {readiness.reasons.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </>
          ),
          duration: TIMINGS.readinessToastMs,
        });
      else
        toast({
          title: 'Profile Created!',
          description: 'Your Gameplan is being prepared.',
          duration: TIMINGS.readinessToastMs,
        });
      await Promise.all([firstList, new Promise((r) => setTimeout(r, TIMINGS.redirectDelayMs))]);
      navigate('/dashboard');
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
  });

  const go = (next: number) => {
    setStep(next);
    // Move focus to the new step's heading so keyboard and screen-reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const nextStep = async () => {
    if (await form.trigger([...WIZARD_STEPS[step]!.fields])) go(step + 1);
  };
  const submit = form.handleSubmit((values) => create.mutate(toCreateInput(values)));
  // SPEC §2: Enter never submits before step 5 (a textarea keeps its newline).
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && step < LAST && !(e.target instanceof HTMLTextAreaElement)) e.preventDefault();
  };

  const prefill = (result: Parameters<typeof prefillFromImport>[0]) => {
    const values = prefillFromImport(result);
    // A new sport brings its own position (or none) and drops the old sport's metrics.
    if (values.sport && values.sport !== form.getValues('sport')) {
      form.setValue('position', '');
      form.setValue('metrics', {});
    }
    const { position, ...rest } = values;
    for (const [key, value] of Object.entries(rest))
      form.setValue(key as keyof TProfileForm, value as never, { shouldDirty: true });
    // The position list is the new sport's: it exists only after the next render.
    setPendingPosition(position);
  };

  const View = STEP_VIEWS[step]!;
  const done = create.isSuccess;
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Step {step + 1} of {WIZARD_STEPS.length}
          </p>
          <ImportDialog onImported={prefill} />
        </div>
        <Progress
          value={((step + 1) / WIZARD_STEPS.length) * 100}
          aria-label={`Step ${step + 1} of ${WIZARD_STEPS.length}`}
        />
        <ol className="hidden gap-2 text-xs text-muted-foreground md:flex">
          {WIZARD_STEPS.map((s, i) => (
            <li
              key={s.title}
              aria-current={i === step ? 'step' : undefined}
              className={i === step ? 'font-bold text-foreground' : ''}
            >
              {i + 1}. {s.title}
            </li>
          ))}
        </ol>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold leading-tight outline-none">
          {WIZARD_STEPS[step]!.title}
        </h2>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(e) => {
            if (step < LAST) {
              e.preventDefault();
              return;
            }
            void submit(e);
          }}
          className="grid gap-6"
        >
          <View form={form} />
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => go(step - 1)}
              disabled={step === 0 || done}
            >
              <ArrowLeft aria-hidden /> Previous
            </Button>
            {step < LAST ? (
              <Button type="button" onClick={nextStep}>
                Next <ArrowRight aria-hidden />
              </Button>
            ) : (
              <Button type="submit" disabled={create.isPending || done}>
                {create.isPending ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <UserCheck aria-hidden />
                )}
                Create Profile
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * An athlete who already has a profile goes to edit it before step 1, not after five steps. Only
 * the first answer counts: the profile this page itself creates must not send its author to edit.
 */
function SendOwnerToEdit({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const mine = useMyProfile(user?.id);
  const navigate = useNavigate();
  const [existing, setExisting] = useState<string | null | undefined>();
  useEffect(() => {
    if (existing !== undefined) return;
    if (mine.isError) setExisting(null);
    else if (mine.isSuccess) setExisting(mine.data?.id ?? null);
  }, [existing, mine.isError, mine.isSuccess, mine.data]);
  useEffect(() => {
    if (!existing) return;
    toast({ title: 'You already have an athlete profile', description: 'Edit it here.' });
    navigate(`/profile/edit/${existing}`, { replace: true });
  }, [existing, navigate]);
  if (existing !== null) return <PageLoading />;
  return <>{children}</>;
}

/** A new account's address waits for its link: said here, where the first day begins. */
function InboxNote() {
  const { user } = useAuth();
  if (!user || user.emailVerifiedAt) return null;
  return (
    <div role="status" data-testid="inbox-note" className="grid gap-1 rounded-lg border p-4 text-sm">
      <p>
        Check your inbox: we sent a link to confirm <strong>{user.email}</strong>. Confirming lets coaches
        find you and lets you send your profile to a staff.
      </p>
      <EmailStatus verifiedAt={null} />
    </div>
  );
}

export default function ProfileNewPage() {
  usePageTitle('Build Your Athlete Profile');
  return (
    <RequireAuth>
      <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
        <h1 className="font-display text-3xl font-black">Build Your Athlete Profile</h1>
        <InboxNote />
        <SendOwnerToEdit>
          <Wizard />
        </SendOwnerToEdit>
      </section>
    </RequireAuth>
  );
}
