import {
  METRIC_DISPLAY,
  type MetricKey,
  markExample,
  markFieldHint,
  metricsForPosition,
  POSITION_MARKS,
  PREVIEW_SPORTS,
  PREVIEW_SPORTS_WITH_TEAMS,
  type PreviewSport,
  positionsOfProgram,
  previewProgramSport,
  readMetricText,
  sportOfProgram,
  TEAM_LABELS,
  TEAMS,
  type Team,
  teamOfProgram,
  US_STATES,
} from '@common/constants';
import { ROSTER_NOT_ON_FILE } from '@common/roster-on-file';
import { metricValueProblem } from '@common/schemas/athlete';
import { MATCH_MESSAGES, ZPreviewFields } from '@common/schemas/match';
import { TIER_LABELS } from '@common/tiers';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, RotateCcw, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { AdmissionFacts } from '@/components/AdmissionFacts';
import { FitBreakdown } from '@/components/FitBreakdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { isNetworkError, serverMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { tenths } from '@/lib/range';
import { type RouterOutputs, trpc } from '@/lib/trpc';

type Result = RouterOutputs['match']['preview'];

const SPORT_NAMES: Partial<Record<PreviewSport, string>> = {
  'mens-soccer': "Men's Soccer",
  'womens-soccer': "Women's Soccer",
};
const SPORT_OPTIONS = PREVIEW_SPORTS.map((s) => ({
  value: s,
  label: SPORT_NAMES[s] ?? sportOfProgram(s),
}));
/**
 * Why three of the builder's sports are missing here (data/marks/SOURCES.md): no level publishes a
 * mark for them, so a preview could tell their programs apart only by place and academics.
 */
const NOT_OFFERED =
  'Wrestling, field hockey and ice hockey are not in the preview: no college level publishes a measurable mark for them (a time, score or rating), so their programs could be told apart only by place and academics. A full profile includes them.';
const TEAM_OPTIONS = TEAMS.map((team) => ({ value: team, label: TEAM_LABELS[team] }));
const GPAS = tenths(0, 40).reverse();
const isPreviewSport = (s: string): s is PreviewSport => (PREVIEW_SPORTS as readonly string[]).includes(s);
/** Basketball, volleyball and lacrosse have men's and women's programs: the preview asks which. */
const asksTeam = (s: string) => isPreviewSport(s) && PREVIEW_SPORTS_WITH_TEAMS.includes(s);
const isTeam = (s: string): s is Team => (TEAMS as readonly string[]).includes(s);
/** The positions of the chosen team's programs: women's and men's gymnastics have other events. */
const positionsOf = (slug: PreviewSport, team: string): readonly string[] =>
  positionsOfProgram(previewProgramSport(slug, isTeam(team) ? team : null));
/** The marks the preview asks of a position, in the sports recruited on marks (none for the others). */
const markKeysOf = (
  slug: PreviewSport,
  team: string,
  position: string | null | undefined,
): readonly MetricKey[] => {
  const sport = sportOfProgram(slug);
  if (!POSITION_MARKS[sport] || !position) return [];
  return metricsForPosition(
    sport,
    position,
    teamOfProgram(previewProgramSport(slug, isTeam(team) ? team : null)),
  );
};

const EMPTY = {
  sport: '',
  team: '',
  position: '',
  height: '',
  weight: '',
  gpa: '',
  satScore: '',
  actScore: '',
  city: '',
  state: '',
  metrics: {} as Record<string, string>,
};

/**
 * The request's own fields and messages (the server's schema), with city and state for its
 * location, and the team asked only for the sports that have two.
 */
const ZPreviewForm = ZPreviewFields.omit({ team: true, location: true, metrics: true })
  .extend({
    team: z.string(),
    city: z.string(),
    state: z.string(),
    metrics: z.record(z.string(), z.string()),
  })
  .transform(({ team, city, state, metrics: typed, ...request }, ctx) => {
    const chosen = isTeam(team) ? team : null;
    if (asksTeam(request.sport) && !chosen) {
      ctx.addIssue({ code: 'custom', path: ['team'], message: MATCH_MESSAGES.team, input: team });
      return z.NEVER;
    }
    // Only the chosen position's marks travel; a time is typed in seconds or as m:ss.hh.
    const metrics: Record<string, number> = {};
    const asked = new Set<string>(
      isPreviewSport(request.sport) ? markKeysOf(request.sport, team, request.position) : [],
    );
    for (const [key, text] of Object.entries(typed)) {
      if (!asked.has(key) || text.trim() === '') continue;
      const value = readMetricText(key, text);
      // In the chosen team's own ranges (ADR 037), as the server checks them.
      const list = isPreviewSport(request.sport) ? previewProgramSport(request.sport, chosen) : undefined;
      const problem = metricValueProblem(key, value, list);
      if (problem) ctx.addIssue({ code: 'custom', path: ['metrics', key], message: problem, input: text });
      else metrics[key] = value;
    }
    if (ctx.issues.length > 0) return z.NEVER;
    const location = state ? [city.trim(), state].filter(Boolean).join(', ') : null;
    return {
      ...request,
      height: request.height || null,
      team: asksTeam(request.sport) ? chosen : null,
      location,
      metrics: Object.keys(metrics).length > 0 ? metrics : undefined,
    };
  });
const resolver = zodResolver(ZPreviewForm);

/** SPEC §4: idle → loading → results | empty | error; Try Again resets to idle and clears the form. */
type View =
  | { state: 'idle' | 'loading' }
  | { state: 'results'; result: Result; marked: boolean }
  | { state: 'empty' }
  | { state: 'error'; title: string; message: string };

export default function PreviewPage() {
  usePageTitle('Instant preview');
  const {
    register,
    handleSubmit,
    reset: resetForm,
    setValue,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof ZPreviewForm>, unknown, z.output<typeof ZPreviewForm>>({
    resolver,
    defaultValues: EMPTY,
    // Messages change on submit only and focus stays put, as the preview has always done; each
    // message is announced where it appears (role=alert).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [view, setView] = useState<View>({ state: 'idle' });
  const preview = trpc.match.preview.useMutation();

  const submit = handleSubmit(async (request) => {
    // With the sport alone nothing tells programs apart (every part sits at its neutral value), so
    // a ranked list would be noise: SPEC's No Matches Found guidance says what to add instead.
    const { sport: _sport, team: _team, ...details } = request;
    if (Object.values(details).every((v) => v === null || v === undefined || v === '')) {
      setView({ state: 'empty' });
      return;
    }
    setView({ state: 'loading' });
    try {
      const result = await preview.mutateAsync(request);
      if (!result.success)
        setView({
          state: 'error',
          title: 'Preview Unavailable',
          message: result.error ?? 'Preview failed. Please try again.',
        });
      else
        setView(
          result.matches.length === 0
            ? { state: 'empty' }
            : { state: 'results', result, marked: request.metrics !== undefined },
        );
    } catch (err) {
      setView({
        state: 'error',
        title: 'Preview Unavailable',
        message: isNetworkError(err)
          ? 'Failed to preview matches. Please try again.'
          : (serverMessage(err) ?? 'Preview failed. Please try again.'),
      });
    }
  });

  const reset = () => {
    resetForm(EMPTY);
    setView({ state: 'idle' });
  };

  const sport = watch('sport');
  const team = watch('team');
  const positions = isPreviewSport(sport) ? positionsOf(sport, team) : [];
  const marks = isPreviewSport(sport) ? markKeysOf(sport, team, watch('position')) : [];
  // A new sport has other positions and maybe no teams: its old choices go.
  const clearSportChoices = () => {
    setValue('position', '');
    setValue('team', '');
    setValue('metrics', {});
  };
  // The other team may have other events: a position it does not offer goes, with its marks.
  const clearTeamChoices = (e: { target: { value: string } }) => {
    if (!isPreviewSport(sport) || positionsOf(sport, e.target.value).includes(watch('position') ?? ''))
      return;
    setValue('position', '');
    setValue('metrics', {});
  };
  const control = (name: Exclude<keyof typeof EMPTY, 'metrics'>) =>
    fieldControlProps(`preview-${name}`, errors[name]?.message);
  return (
    <section className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-black">Instant preview</h1>
        <p className="text-muted-foreground">
          No account needed. Pick a sport and see how real programs score you, part by part.
        </p>
        <p className="text-sm text-muted-foreground" data-testid="sports-not-offered">
          {NOT_OFFERED}
        </p>
      </header>
      <Card>
        <CardContent className="pt-5">
          <form
            onSubmit={submit}
            noValidate
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            aria-label="Preview your matches"
          >
            <Field id="preview-sport" label="Sport" error={errors.sport?.message}>
              <Select
                {...control('sport')}
                {...register('sport', { onChange: clearSportChoices })}
                options={SPORT_OPTIONS}
                placeholder="Choose a sport"
              />
            </Field>
            {asksTeam(sport) && (
              <Field id="preview-team" label="Team" error={errors.team?.message}>
                <Select
                  {...control('team')}
                  {...register('team', { onChange: clearTeamChoices })}
                  options={TEAM_OPTIONS}
                  placeholder="Choose a team"
                />
              </Field>
            )}
            <Field id="preview-position" label="Position">
              <Select
                {...control('position')}
                {...register('position')}
                disabled={positions.length === 0}
                options={positions}
                placeholder="Any position"
              />
            </Field>
            {marks.map((key) => {
              const { label, unit, lowerIsBetter, clock } = METRIC_DISPLAY[key];
              const id = `preview-metric-${key}`;
              const error = (errors.metrics as Record<string, { message?: string }> | undefined)?.[key]
                ?.message;
              const hint = markFieldHint(key, unit, lowerIsBetter);
              return (
                <Field key={key} id={id} label={`${label} (${hint})`} error={error}>
                  <Input
                    {...fieldControlProps(id, error)}
                    {...register(`metrics.${key}`)}
                    placeholder={markExample(key) ?? undefined}
                    inputMode={clock ? 'text' : 'decimal'}
                  />
                </Field>
              );
            })}
            <Field id="preview-height" label="Height" error={errors.height?.message}>
              <Input
                {...control('height')}
                {...register('height')}
                placeholder={`e.g. 6'1"`}
                inputMode="text"
              />
            </Field>
            <Field id="preview-weight" label="Weight (lb)" error={errors.weight?.message}>
              <Input
                {...control('weight')}
                {...register('weight')}
                placeholder="e.g. 185"
                inputMode="numeric"
              />
            </Field>
            <Field id="preview-gpa" label="GPA">
              <Select {...control('gpa')} {...register('gpa')} options={GPAS} placeholder="Not entered" />
            </Field>
            <Field id="preview-satScore" label="SAT (optional)" error={errors.satScore?.message}>
              <Input
                {...control('satScore')}
                {...register('satScore')}
                placeholder="e.g. 1200"
                inputMode="numeric"
              />
            </Field>
            <Field id="preview-actScore" label="ACT (optional)" error={errors.actScore?.message}>
              <Input
                {...control('actScore')}
                {...register('actScore')}
                placeholder="e.g. 25"
                inputMode="numeric"
              />
            </Field>
            <Field id="preview-city" label="City">
              <Input {...control('city')} {...register('city')} autoComplete="address-level2" />
            </Field>
            <Field id="preview-state" label="State">
              <Select
                {...control('state')}
                {...register('state')}
                options={US_STATES}
                placeholder="Not entered"
              />
            </Field>
            <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
              <Button type="submit" disabled={view.state === 'loading'}>
                {view.state === 'loading' ? (
                  <Loader2 className="animate-spin" aria-hidden />
                ) : (
                  <Search aria-hidden />
                )}
                Preview Matches
              </Button>
              {view.state !== 'idle' && view.state !== 'loading' && (
                <Button type="button" variant="outline" onClick={reset}>
                  <RotateCcw aria-hidden /> Try Again
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>

      <div aria-live="polite" className="grid gap-4">
        {view.state === 'loading' && (
          <LoadingBlocks
            label="Scoring programs…"
            blocks={['h-48', 'h-48']}
            className="grid gap-3 sm:grid-cols-2"
          />
        )}
        {view.state === 'empty' && (
          <Card role="status">
            <CardHeader>
              <CardTitle>No Matches Found</CardTitle>
              <CardDescription>
                Try adding more details like position, GPA, or location for better matches.
              </CardDescription>
            </CardHeader>
          </Card>
        )}
        {view.state === 'error' && (
          <Card role="alert" className="border-destructive">
            <CardHeader>
              <CardTitle>{view.title}</CardTitle>
              <CardDescription data-testid="preview-error">{view.message}</CardDescription>
            </CardHeader>
          </Card>
        )}
        {view.state === 'results' && <Results result={view.result} marked={view.marked} />}
      </div>
    </section>
  );
}

const BAND_BASIS =
  'This band rests on height and weight only. College levels overlap widely in size, so testing numbers and film decide the level: add them in a full profile.';

const MARK_BASIS =
  'This band rests on your best mark against the marks each level publishes, counted as self-reported: verified marks and film in a full profile count more.';

function Results({ result, marked }: { result: Result; marked: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg" data-testid="division-band">
          Projected division band:{' '}
          <strong>
            {result.divisionBand ?? 'Not yet placed: add height, weight and testing in a full profile'}
          </strong>
        </p>
        <Button asChild>
          <Link to="/profile/new">Build Full Profile</Link>
        </Button>
      </div>
      {result.divisionBand && (
        // The preview asks for no testing numbers, and rostered players of every level share the
        // same sizes (docs/engine.md), so the band must say what it rests on.
        <p className="text-sm text-muted-foreground" data-testid="band-basis">
          {marked ? MARK_BASIS : BAND_BASIS}
        </p>
      )}
      <ol className="grid gap-3 sm:grid-cols-2">
        {result.matches.map((m, i) => (
          <li key={m.programId}>
            <Card data-testid="preview-match" className="h-full">
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <CardTitle className="break-words text-base">
                      {i + 1}. {m.school}
                    </CardTitle>
                    <CardDescription className="flex flex-wrap items-center gap-2">
                      <Badge variant="outline">{m.program_level}</Badge>
                      <Badge variant="secondary" data-testid="preview-tier">
                        {TIER_LABELS[m.tier]}
                      </Badge>
                      {!m.rosterOnFile && (
                        <Badge variant="outline" data-testid="roster-not-on-file">
                          {ROSTER_NOT_ON_FILE}
                        </Badge>
                      )}
                      {m.conference}
                    </CardDescription>
                  </div>
                  <p className="text-2xl font-black tabular-nums">{m.score}</p>
                </div>
              </CardHeader>
              <CardContent className="grid gap-3">
                <FitBreakdown parts={m.parts} />
                <AdmissionFacts academicTier={m.academicTier} admission={m.admission} cost={m.cost} />
                {m.why.length > 0 && (
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {m.why
                      .filter((w) => w !== m.admission)
                      .slice(0, 3)
                      .map((w) => (
                        <li key={w}>{w}</li>
                      ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ol>
    </>
  );
}
