import {
  COACH_DIVISIONS,
  GRAD_YEARS,
  SPORTS,
  US_STATES,
  type WaitlistSegment,
  waitlistPositions,
} from '@common/constants';
import {
  DEFAULT_ELIGIBILITY_REMAINING,
  DEFAULT_SPORT,
  defaultGradYear,
  type TWaitlistSignup,
  type TWaitlistSignupInput,
  ZWaitlistSignup,
} from '@common/schemas/waitlist';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import {
  Controller,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  get,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { eligibilityLabel, SEGMENT_LABELS } from './segments';

export const CONSENT_LABEL = 'I agree to receive updates and understand this is a beta product';

/** The server's schema: its discriminated union decides which segment's fields count. */
const resolver = zodResolver(ZWaitlistSignup);

export interface Attribution {
  referredBy?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** SPEC §3 defaults, fresh for every segment; a select left unset starts on its empty choice. */
function defaultsFor(
  segment: WaitlistSegment,
  attribution: Attribution,
): DefaultValues<TWaitlistSignupInput> {
  const common = {
    name: '',
    email: '',
    state: '' as const,
    sport: DEFAULT_SPORT,
    xProfileUrl: '',
    consent: false,
    ...attribution,
  };
  switch (segment) {
    case 'hs':
      return { ...common, segment, gradYear: defaultGradYear(), maxprepsUrl: '' };
    case 'portal':
      return {
        ...common,
        segment,
        currentSchool: '',
        eligibilityRemaining: DEFAULT_ELIGIBILITY_REMAINING,
        eduEmail: '',
      };
    case 'coach':
      return { ...common, segment, coachRole: '', coachSchool: '' };
  }
}

const ELIGIBILITY_OPTIONS = [0, 1, 2, 3, 4, 5].map((n) => ({ value: n, label: eligibilityLabel(n) }));
/** Lower-case values, like the default sport 'football'. */
const SPORT_OPTIONS = SPORTS.map((s) => ({ value: s.toLowerCase(), label: s }));

const toNumber = (v: unknown) => (v === '' || v === undefined ? undefined : Number(v));

export function SignupForm({ segment, attribution }: { segment: WaitlistSegment; attribution: Attribution }) {
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TWaitlistSignupInput, unknown, TWaitlistSignup>({
    resolver,
    defaultValues: defaultsFor(segment, attribution),
  });
  const positions = waitlistPositions(useWatch({ control, name: 'sport' }) ?? DEFAULT_SPORT);

  const join = trpc.waitlist.join.useMutation({
    onSuccess: ({ referralCode }) => {
      navigate(`/waitlist/success?code=${encodeURIComponent(referralCode)}&segment=${segment}`);
    },
    onError: (err) => {
      toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' });
    },
  });

  const id = (name: string) => `${segment}-${name}`;
  // Each segment's errors have their own keys; get() reads any segment's by its path.
  const err = (name: FieldPath<TWaitlistSignupInput>): string | undefined =>
    get<typeof errors, FieldError | undefined>(errors, name)?.message;
  const control_ = (name: FieldPath<TWaitlistSignupInput>) => fieldControlProps(id(name), err(name));

  // A function, not an element built up front: register() order decides which error gets focus.
  const positionField = () => (
    <Field id={id('position')} label="Position" error={err('position')}>
      <Select
        {...control_('position')}
        {...register('position')}
        options={positions}
        placeholder="Select position"
      />
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
              <Select
                {...control_('gradYear')}
                {...register('gradYear', { setValueAs: toNumber })}
                options={GRAD_YEARS}
              />
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
              <Select
                {...control_('eligibilityRemaining')}
                {...register('eligibilityRemaining', { setValueAs: toNumber })}
                options={ELIGIBILITY_OPTIONS}
              />
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
              <Select
                {...control_('division')}
                {...register('division')}
                options={COACH_DIVISIONS}
                placeholder="Select division"
              />
            </Field>
          </>
        )}

        <Field id={id('sport')} label="Sport" error={err('sport')}>
          <Select
            {...control_('sport')}
            {...register('sport', {
              // Another sport has other positions: the one chosen is asked again.
              onChange: () =>
                segment !== 'coach' && setValue('position' as FieldPath<TWaitlistSignupInput>, ''),
            })}
            options={SPORT_OPTIONS}
          />
        </Field>
        <Field id={id('state')} label="State (optional)" error={err('state')}>
          <Select
            autoComplete="address-level1"
            {...control_('state')}
            {...register('state')}
            options={US_STATES}
            placeholder="Select state"
          />
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
