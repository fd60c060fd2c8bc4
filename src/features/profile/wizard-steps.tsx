import {
  GRAD_YEARS,
  hasTeams,
  isRecordMetric,
  METRIC_DISPLAY,
  markExample,
  markFieldHint,
  metricsForPosition,
  metricsForSport,
  PREFERRED_DIVISIONS,
  positionsForSport,
  readMetricText,
  SPORTS,
  TEAM_LABELS,
  TEAMS,
  type Team,
  US_STATES,
} from '@common/constants';
import { inputRange, isUnusual, UNUSUAL_TEXT } from '@common/input-ranges';
import type { TProfileForm } from '@common/schemas/profile-form';
import type { ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Textarea } from '@/components/ui/input';
import { Field, fieldControlProps, Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { range, tenths } from '@/lib/range';
import { PORTAL_HINT, PORTAL_OPTIONS } from './portal-options';
import { TransferFields } from './TransferFields';

export type WizardForm = UseFormReturn<TProfileForm>;

const GPAS = tenths(0, 40).reverse();
const SATS = range(400, 1600, 10).reverse();
const ACTS = range(1, 36).reverse();
const TEAM_OPTIONS = TEAMS.map((team) => ({ value: team, label: TEAM_LABELS[team] }));

type ControlProps = ReturnType<typeof fieldControlProps> & UseFormRegisterReturn;

/** A labelled control wired to react-hook-form, with the field's message under it. */
function useFieldProps(form: WizardForm) {
  const { errors } = form.formState;
  return (
    name: Exclude<keyof TProfileForm, 'metrics' | 'preferredDivisions'>,
    label: string,
    control: (props: ControlProps) => ReactNode,
    hint?: string,
  ) => {
    const id = `profile-${name}`;
    // Feet and inches share one message: said under Feet, it is not said again under Inches.
    const repeated = name === 'heightInches' && errors.heightFeet?.message === errors[name]?.message;
    const error = repeated ? undefined : errors[name]?.message;
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        {control({ ...fieldControlProps(id, error), ...form.register(name) })}
      </Field>
    );
  };
}

/** A wrestler's position is the weight class wrestled. */
const positionWord = (sport: string) => (sport === 'Wrestling' ? 'Weight class' : 'Position');

export function PersonalStep({ form }: { form: WizardForm }) {
  const field = useFieldProps(form);
  const sport = form.watch('sport');
  const team = form.watch('team');
  const portal = form.watch('portalStatus');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('firstName', 'First name', (p) => (
        <Input autoComplete="given-name" {...p} />
      ))}
      {field('lastName', 'Last name', (p) => (
        <Input autoComplete="family-name" {...p} />
      ))}
      {field(
        'portalStatus',
        'Transfer portal',
        (p) => (
          <Select {...p} options={PORTAL_OPTIONS} />
        ),
        PORTAL_HINT,
      )}
      {/* A transfer states its clock instead of a high-school class. */}
      {portal === '' &&
        field('graduationYear', 'Graduation year', (p) => (
          <Select {...p} options={GRAD_YEARS} placeholder="Choose a year" />
        ))}
      {field('sport', 'Sport', (p) => (
        <Select {...p} options={SPORTS} placeholder="Choose a sport" />
      ))}
      {hasTeams(sport) &&
        field('team', 'Team', (p) => <Select {...p} options={TEAM_OPTIONS} placeholder="Choose a team" />)}
      {field('position', positionWord(sport), (p) => (
        <Select
          {...p}
          disabled={!sport}
          options={sport ? positionsForSport(sport, team) : []}
          placeholder={sport ? `Choose a ${positionWord(sport).toLowerCase()}` : 'Choose a sport first'}
        />
      ))}
      {portal !== '' && (
        <TransferFields
          idPrefix="profile"
          register={(key) => form.register(key)}
          errorOf={(key) => form.formState.errors[key]?.message}
          values={{
            portalStatus: portal,
            eligibilityRemaining: form.watch('eligibilityRemaining'),
            currentLevel: form.watch('currentLevel'),
            clockStartYear: form.watch('clockStartYear'),
            transferKind: form.watch('transferKind'),
          }}
        />
      )}
    </div>
  );
}

export function PhysicalStep({ form }: { form: WizardForm }) {
  const field = useFieldProps(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="grid grid-cols-2 items-start gap-3 sm:col-span-2">
        <legend className="mb-1 text-sm font-semibold">Height</legend>
        {field('heightFeet', 'Feet', (p) => (
          <Select {...p} options={range(4, 8)} placeholder="ft" />
        ))}
        {field('heightInches', 'Inches', (p) => (
          <Select {...p} options={range(0, 11)} placeholder="in" />
        ))}
      </fieldset>
      {field('weight', 'Weight (lbs)', (p) => (
        <Input inputMode="numeric" {...p} />
      ))}
      {field(
        'city',
        'City',
        (p) => (
          <Input autoComplete="address-level2" {...p} />
        ),
        'Optional',
      )}
      {field('state', 'State', (p) => (
        <Select {...p} options={US_STATES} placeholder="Choose a state" />
      ))}
    </div>
  );
}

/** "Men's gymnastics": the sport as the team's athletes name it, for sports with two teams. */
const teamSport = (sport: string, team: string) =>
  `${hasTeams(sport) && team in TEAM_LABELS ? `${TEAM_LABELS[team as Team]} ` : ''}${sport.toLowerCase()}`;

export function MetricsStep({ form }: { form: WizardForm }) {
  const sport = form.watch('sport');
  const team = form.watch('team');
  const position = form.watch('position');
  const keys = metricsForPosition(sport, position, team);
  const errors = form.formState.errors.metrics as Record<string, { message?: string }> | undefined;
  const typed = form.watch('metrics');
  // A refused number is checked again as it is corrected, so its message gives way to the hint.
  const recheck = () => {
    if (errors) void form.trigger('metrics');
  };
  if (keys.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        {metricsForSport(sport).length > 0
          ? `No level marks are published for ${position} in ${teamSport(sport, team)}, so there is nothing to enter here; your matches will say what your athletic fit rests on. Continue to your academics.`
          : `No level marks are published for ${teamSport(sport, team)}, so there is nothing to enter here; your matches will say what your athletic fit rests on. Continue to your academics.`}
      </p>
    );
  const record = keys.some(isRecordMetric);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-muted-foreground sm:col-span-2">
        {record
          ? 'All optional. Your record and state finish show on each match; no published level mark turns them into a score, so your athletic fit stays a neutral 50. Each counts as self-reported until verified.'
          : 'All optional. Enter your best marks; each counts as self-reported until verified.'}
      </p>
      {keys.map((key) => {
        const id = `profile-metric-${key}`;
        const error = errors?.[key]?.message;
        const { label, unit, lowerIsBetter, clock, choices } = METRIC_DISPLAY[key];
        // A record's count names its own unit ("Season wins"), and fewer losses being better goes without saying.
        const hint = isRecordMetric(key) ? '' : markFieldHint(key, unit, lowerIsBetter);
        return (
          <Field
            key={key}
            id={id}
            label={hint ? `${label} (${hint})` : label}
            error={error}
            hint={metricHint(key, typed?.[key] ?? '', sport, team)}
          >
            {choices ? (
              <Select
                {...fieldControlProps(id, error)}
                {...form.register(`metrics.${key}`, { onChange: recheck })}
                options={choices}
                placeholder="Not entered"
              />
            ) : (
              <Input
                inputMode={clock ? 'text' : isRecordMetric(key) ? 'numeric' : 'decimal'}
                placeholder={markExample(key) ?? undefined}
                {...fieldControlProps(id, error)}
                {...form.register(`metrics.${key}`, { onChange: recheck })}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}

/**
 * Under a metric: what it measures, or, for a possible value past the elite extremes on record,
 * that it is kept but counts only once evidence backs it (ADR 037).
 */
function metricHint(key: string, text: string, sport: string, team: string): string | undefined {
  const range = inputRange(key, sport, team);
  if (!range) return undefined;
  const value = text.trim() === '' ? Number.NaN : readMetricText(key, text);
  if (isUnusual(key, value, sport, team))
    return `${UNUSUAL_TEXT[0]!.toUpperCase()}${UNUSUAL_TEXT.slice(1)}: kept, but it counts in no level, reason or readiness until an upload, link, event or coach backs it.`;
  return range.definition === range.label ? undefined : range.definition;
}

export function AcademicStep({ form }: { form: WizardForm }) {
  const field = useFieldProps(form);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {field('gpa', 'GPA', (p) => (
        <Select {...p} options={GPAS} placeholder="Choose your GPA" />
      ))}
      {field('satScore', 'SAT', (p) => (
        <Select {...p} options={SATS} placeholder="Not taken" />
      ))}
      {field('actScore', 'ACT', (p) => (
        <Select {...p} options={ACTS} placeholder="Not taken" />
      ))}
      <fieldset className="grid gap-2 sm:col-span-3">
        <legend className="mb-1 text-sm font-semibold">Preferred divisions</legend>
        <Controller
          control={form.control}
          name="preferredDivisions"
          render={({ field: { value, onChange } }) => (
            <div className="flex flex-wrap gap-4">
              {PREFERRED_DIVISIONS.map((d) => {
                const id = `profile-division-${d.replace(/\s/g, '-')}`;
                return (
                  <span key={d} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={value.includes(d)}
                      onCheckedChange={(on) => onChange(on ? [...value, d] : value.filter((x) => x !== d))}
                    />
                    <Label htmlFor={id}>{d}</Label>
                  </span>
                );
              })}
            </div>
          )}
        />
      </fieldset>
    </div>
  );
}

export function FilmStep({ form }: { form: WizardForm }) {
  const field = useFieldProps(form);
  return (
    <div className="grid gap-4">
      {field(
        'bio',
        'Bio',
        (p) => (
          <Textarea rows={5} {...p} />
        ),
        'At least 10 characters: your game, your goals',
      )}
      {field(
        'achievements',
        'Achievements',
        (p) => (
          <Textarea rows={4} {...p} />
        ),
        'One a line, e.g. All-District first team 2025 (optional)',
      )}
      {field(
        'filmUrl',
        'Film URL',
        (p) => (
          <Input type="url" {...p} />
        ),
        'YouTube, Vimeo or Hudl video link (optional)',
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'xHandle',
          'X handle',
          (p) => (
            <Input {...p} />
          ),
          'Optional, without the @',
        )}
        {field(
          'xProfileUrl',
          'X profile URL',
          (p) => (
            <Input type="url" {...p} />
          ),
          'Optional',
        )}
      </div>
    </div>
  );
}
