import {
  COACH_DIVISIONS,
  GRAD_YEARS,
  PUBLIC_WAITLIST_FALLBACK,
  SPORTS,
  US_STATES,
  WAITLIST_POSITIONS,
  WAITLIST_SEGMENTS,
  type WaitlistSegment,
} from '@common/constants';
import {
  DEFAULT_ELIGIBILITY_REMAINING,
  DEFAULT_SPORT,
  defaultGradYear,
  type TWaitlistJoinResult,
  type TWaitlistSignup,
  type TWaitlistStats,
  ZWaitlistSignup,
} from '@common/schemas/waitlist';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { GraduationCap, Loader2, Repeat2, ShieldCheck, Users } from 'lucide-react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, NativeSelect } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiRequest, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { SocialProfileSamples } from './SocialProfileSamples';
import { eligibilityLabel, SEGMENT_AUDIENCE, SEGMENT_LABELS, SEGMENT_PITCH, segmentFrom } from './segments';

export const CONSENT_LABEL = 'I agree to receive updates and understand this is a beta product';

/**
 * The form edits every segment's fields through one flat shape; the discriminated
 * union (the same schema the server uses) decides which of them count.
 */
interface FormValues {
  segment: WaitlistSegment;
  name: string;
  email: string;
  state: string;
  sport: string;
  referredBy?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  xProfileUrl: string;
  consent: boolean;
  gradYear?: number;
  position?: string;
  maxprepsUrl?: string;
  currentSchool?: string;
  eligibilityRemaining?: number;
  eduEmail?: string;
  coachRole?: string;
  coachSchool?: string;
  division?: string;
}

// The union's input type has no common key set that react-hook-form can path into; the
// runtime check is still exactly ZWaitlistSignup.
const resolver = zodResolver(ZWaitlistSignup) as unknown as Resolver<FormValues, unknown, TWaitlistSignup>;

interface Attribution {
  referredBy?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** SPEC §3 defaults, fresh for every segment. */
function defaultsFor(segment: WaitlistSegment, attribution: Attribution): FormValues {
  const common = {
    segment,
    name: '',
    email: '',
    state: '',
    sport: DEFAULT_SPORT,
    xProfileUrl: '',
    consent: false,
    ...attribution,
  };
  switch (segment) {
    case 'hs':
      return { ...common, gradYear: defaultGradYear(), position: '', maxprepsUrl: '' };
    case 'portal':
      return {
        ...common,
        currentSchool: '',
        eligibilityRemaining: DEFAULT_ELIGIBILITY_REMAINING,
        position: '',
        eduEmail: '',
      };
    case 'coach':
      return { ...common, coachRole: '', coachSchool: '', division: '' };
  }
}

const toNumber = (v: unknown) => (v === '' || v === undefined ? undefined : Number(v));
const nonEmpty = (v: string | null) => (v?.trim() ? v.trim() : undefined);

function SignupForm({ segment, attribution }: { segment: WaitlistSegment; attribution: Attribution }) {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues, unknown, TWaitlistSignup>({
    resolver,
    defaultValues: defaultsFor(segment, attribution),
  });

  const join = useMutation({
    mutationFn: (values: TWaitlistSignup) => apiRequest<TWaitlistJoinResult>('POST', '/api/waitlist', values),
    onSuccess: ({ referralCode }) => {
      navigate(`/waitlist/success?code=${encodeURIComponent(referralCode)}&segment=${segment}`);
    },
    onError: (err) => {
      toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' });
    },
  });

  const id = (name: string) => `${segment}-${name}`;
  const err = (name: keyof FormValues) => errors[name]?.message;
  const control_ = (name: keyof FormValues) => fieldControlProps(id(name), err(name));

  // A function, not an element built up front: register() order decides which error gets focus.
  const positionField = () => (
    <Field id={id('position')} label="Position" error={err('position')}>
      <NativeSelect {...control_('position')} {...register('position')}>
        <option value="">Select position</option>
        {WAITLIST_POSITIONS.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );

  return (
    <form
      noValidate
      aria-label={`${SEGMENT_LABELS[segment]} sign-up`}
      onSubmit={handleSubmit((values) => join.mutate(values))}
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('name')} label="Full name" error={err('name')}>
          <Input autoComplete="name" {...control_('name')} {...register('name')} />
        </Field>
        <Field id={id('email')} label="Email" error={err('email')}>
          <Input type="email" autoComplete="email" {...control_('email')} {...register('email')} />
        </Field>

        {segment === 'hs' && (
          <>
            <Field id={id('gradYear')} label="Graduation year" error={err('gradYear')}>
              <NativeSelect {...control_('gradYear')} {...register('gradYear', { setValueAs: toNumber })}>
                {GRAD_YEARS.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {positionField()}
          </>
        )}

        {segment === 'portal' && (
          <>
            <Field id={id('currentSchool')} label="Current school" error={err('currentSchool')}>
              <Input
                autoComplete="organization"
                {...control_('currentSchool')}
                {...register('currentSchool')}
              />
            </Field>
            {positionField()}
            <Field
              id={id('eligibilityRemaining')}
              label="Eligibility remaining"
              error={err('eligibilityRemaining')}
            >
              <NativeSelect
                {...control_('eligibilityRemaining')}
                {...register('eligibilityRemaining', { setValueAs: toNumber })}
              >
                {[0, 1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {eligibilityLabel(n)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              id={id('eduEmail')}
              label="School (.edu) email (optional)"
              error={err('eduEmail')}
              hint="Helps us verify your enrollment faster."
            >
              <Input type="email" autoComplete="off" {...control_('eduEmail')} {...register('eduEmail')} />
            </Field>
          </>
        )}

        {segment === 'coach' && (
          <>
            <Field id={id('coachRole')} label="Role" error={err('coachRole')}>
              <Input
                autoComplete="organization-title"
                placeholder="e.g. Recruiting Coordinator"
                {...control_('coachRole')}
                {...register('coachRole')}
              />
            </Field>
            <Field id={id('coachSchool')} label="School/Program" error={err('coachSchool')}>
              <Input autoComplete="organization" {...control_('coachSchool')} {...register('coachSchool')} />
            </Field>
            <Field id={id('division')} label="Division" error={err('division')}>
              <NativeSelect {...control_('division')} {...register('division')}>
                <option value="">Select division</option>
                {COACH_DIVISIONS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </>
        )}

        <Field id={id('sport')} label="Sport" error={err('sport')}>
          <NativeSelect {...control_('sport')} {...register('sport')}>
            {SPORTS.map((s) => (
              <option key={s} value={s.toLowerCase()}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('state')} label="State (optional)" error={err('state')}>
          <NativeSelect autoComplete="address-level1" {...control_('state')} {...register('state')}>
            <option value="">Select state</option>
            {US_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </Field>

        {segment === 'hs' && (
          <Field id={id('maxprepsUrl')} label="MaxPreps URL (optional)" error={err('maxprepsUrl')}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://www.maxpreps.com/…"
              {...control_('maxprepsUrl')}
              {...register('maxprepsUrl')}
            />
          </Field>
        )}
        <Field id={id('xProfileUrl')} label="X/Twitter profile URL (optional)" error={err('xProfileUrl')}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://x.com/yourhandle"
            {...control_('xProfileUrl')}
            {...register('xProfileUrl')}
          />
        </Field>
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                onBlur={field.onBlur}
                className="mt-0.5"
                {...control_('consent')}
              />
            )}
          />
          {/* A plain label: the Label primitive is single-line (leading-none) and this one wraps. */}
          <label htmlFor={id('consent')} className="text-sm font-medium leading-snug">
            {CONSENT_LABEL}
          </label>
        </div>
        {err('consent') && (
          <p id={`${id('consent')}-error`} role="alert" className="text-sm font-medium text-destructive">
            {err('consent')}
          </p>
        )}
      </div>

      <Button
        type="submit"
        size="lg"
        variant="accent"
        disabled={join.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {join.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {join.isPending ? 'JOINING...' : 'JOIN THE WAITLIST'}
      </Button>
    </form>
  );
}

const numberFormat = new Intl.NumberFormat('en-US');

function JoinedCounts() {
  const stats = useQuery<TWaitlistStats>({ queryKey: ['/api/waitlist/stats'] });
  // SPEC §3: the published fallback numbers stand in until (or unless) real data loads.
  const counts = stats.data?.bySegment ?? PUBLIC_WAITLIST_FALLBACK;
  const icons = { hs: GraduationCap, portal: Repeat2, coach: ShieldCheck } as const;
  return (
    <dl
      className="mt-6 grid grid-cols-3 gap-2 sm:gap-3"
      aria-busy={stats.isLoading}
      aria-label="Joined so far"
    >
      {WAITLIST_SEGMENTS.map((s) => {
        const Icon = icons[s];
        return (
          <div key={s} className="rounded-lg border bg-card p-3 text-center sm:p-4">
            <dt className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground sm:text-sm">
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {SEGMENT_AUDIENCE[s]}
            </dt>
            <dd className="font-display text-xl font-black sm:text-3xl" data-testid={`joined-${s}`}>
              {numberFormat.format(counts[s])}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export default function WaitlistPage() {
  const [params, setParams] = useSearchParams();
  const segment = segmentFrom(params.get('segment'));
  const attribution: Attribution = {
    referredBy: nonEmpty(params.get('ref')),
    utmSource: nonEmpty(params.get('utm_source')),
    utmMedium: nonEmpty(params.get('utm_medium')),
    utmCampaign: nonEmpty(params.get('utm_campaign')),
  };

  const selectSegment = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('segment', segmentFrom(value));
    // Replace, not push: tab changes should not fill the back button's history.
    setParams(next, { replace: true });
  };

  return (
    <>
      <section className="mx-auto max-w-5xl px-4 pb-10 pt-10 md:pt-16">
        <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-widest text-accent">
          <Users className="size-4" aria-hidden /> Early access · free beta
        </p>
        <h1 className="mt-2 font-display text-3xl font-black leading-tight md:text-5xl">Join the waitlist</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Get early access, a verified recruiting profile, free beta access and priority visibility. Launching
          in about 2 weeks.
        </p>
        <JoinedCounts />

        <Card className="mt-8">
          <div className="p-4 sm:p-6">
            <Tabs value={segment} onValueChange={selectSegment}>
              <TabsList aria-label="I am a" className="w-full">
                {WAITLIST_SEGMENTS.map((s) => (
                  <TabsTrigger key={s} value={s} className="flex-1">
                    {/* Short visible labels below 640 px so the three tabs fit one row at 360 px; the accessible name stays the full label. */}
                    {SEGMENT_LABELS[s].split(' ')[0]}
                    {SEGMENT_LABELS[s].includes(' ') && (
                      <span className="sr-only sm:not-sr-only">
                        {' '}
                        {SEGMENT_LABELS[s].split(' ').slice(1).join(' ')}
                      </span>
                    )}
                  </TabsTrigger>
                ))}
              </TabsList>
              {WAITLIST_SEGMENTS.map((s) => (
                <TabsContent key={s} value={s}>
                  <p className="mb-5 text-sm text-muted-foreground">{SEGMENT_PITCH[s]}</p>
                  {/* Inactive tabs unmount, so switching back starts from this segment's defaults. */}
                  <SignupForm segment={s} attribution={attribution} />
                </TabsContent>
              ))}
            </Tabs>
          </div>
        </Card>
        {attribution.referredBy && (
          <p className="mt-3 text-sm text-muted-foreground">
            Joining with referral code{' '}
            <span className="font-mono font-semibold text-foreground">{attribution.referredBy}</span>.
          </p>
        )}
      </section>
      <SocialProfileSamples segment={segment} />
    </>
  );
}
