import {
  PREVIEW_SPORTS,
  PREVIEW_SPORTS_WITH_TEAMS,
  type PreviewSport,
  SPORT_OF_PROGRAM,
  SPORT_POSITIONS,
  TEAM_LABELS,
  TEAMS,
  type Team,
  US_STATES,
} from '@common/constants';
import { MATCH_MESSAGES } from '@common/schemas/match';
import { TIER_LABELS } from '@common/tiers';
import { Loader2, RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FitBreakdown } from '@/components/FitBreakdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { isNetworkError, serverMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { type RouterOutputs, trpc } from '@/lib/trpc';

type Result = RouterOutputs['match']['preview'];

const SPORT_NAMES: Partial<Record<PreviewSport, string>> = {
  'mens-soccer': "Men's Soccer",
  'womens-soccer': "Women's Soccer",
};
const sportName = (slug: PreviewSport) => SPORT_NAMES[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1);
const isPreviewSport = (s: string): s is PreviewSport => (PREVIEW_SPORTS as readonly string[]).includes(s);
/** Basketball, volleyball and lacrosse have men's and women's programs: the preview asks which. */
const asksTeam = (s: string) => isPreviewSport(s) && PREVIEW_SPORTS_WITH_TEAMS.includes(s);

const GPAS = Array.from({ length: 41 }, (_, i) => (4 - i / 10).toFixed(1));
const EMPTY = { sport: '', team: '', position: '', height: '', weight: '', gpa: '', city: '', state: '' };

/** SPEC §4: idle → loading → results | empty | error; Try Again resets to idle and clears the form. */
type View =
  | { state: 'idle' | 'loading' }
  | { state: 'results'; result: Result }
  | { state: 'empty' }
  | { state: 'error'; title: string; message: string };

export default function PreviewPage() {
  usePageTitle('Instant preview');
  const [form, setForm] = useState(EMPTY);
  const [sportError, setSportError] = useState<string>();
  const [teamError, setTeamError] = useState<string>();
  const [view, setView] = useState<View>({ state: 'idle' });
  const preview = trpc.match.preview.useMutation();

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value, ...(key === 'sport' ? { position: '', team: '' } : {}) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isPreviewSport(form.sport)) return setSportError(MATCH_MESSAGES.sport);
    setSportError(undefined);
    if (asksTeam(form.sport) && !form.team) return setTeamError(MATCH_MESSAGES.team);
    setTeamError(undefined);
    setView({ state: 'loading' });
    const location = form.state
      ? form.city.trim()
        ? `${form.city.trim()}, ${form.state}`
        : form.state
      : null;
    try {
      const result = await preview.mutateAsync({
        sport: form.sport,
        team: asksTeam(form.sport) ? (form.team as Team) : null,
        position: form.position || null,
        height: form.height.trim() || null,
        weight: form.weight.trim() || null,
        gpa: form.gpa || null,
        location,
      });
      if (!result.success)
        setView({
          state: 'error',
          title: 'Preview Unavailable',
          message: result.error ?? 'Preview failed. Please try again.',
        });
      else setView(result.matches.length === 0 ? { state: 'empty' } : { state: 'results', result });
    } catch (err) {
      setView(
        isNetworkError(err)
          ? {
              state: 'error',
              title: 'Preview Unavailable',
              message: 'Failed to preview matches. Please try again.',
            }
          : {
              state: 'error',
              title: 'Preview Unavailable',
              message: serverMessage(err) ?? 'Preview failed. Please try again.',
            },
      );
    }
  };

  const reset = () => {
    setForm(EMPTY);
    setSportError(undefined);
    setTeamError(undefined);
    setView({ state: 'idle' });
  };

  const positions = isPreviewSport(form.sport) ? SPORT_POSITIONS[SPORT_OF_PROGRAM[form.sport]] : [];
  return (
    <section className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="font-display text-3xl font-black">Instant preview</h1>
        <p className="text-muted-foreground">
          No account needed. Pick a sport and see how real programs score you, part by part.
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
            <Field id="preview-sport" label="Sport" error={sportError}>
              <NativeSelect
                {...fieldControlProps('preview-sport', sportError)}
                value={form.sport}
                onChange={set('sport')}
              >
                <option value="">Choose a sport</option>
                {PREVIEW_SPORTS.map((s) => (
                  <option key={s} value={s}>
                    {sportName(s)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {asksTeam(form.sport) && (
              <Field id="preview-team" label="Team" error={teamError}>
                <NativeSelect
                  {...fieldControlProps('preview-team', teamError)}
                  value={form.team}
                  onChange={set('team')}
                >
                  <option value="">Choose a team</option>
                  {TEAMS.map((team) => (
                    <option key={team} value={team}>
                      {TEAM_LABELS[team]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            )}
            <Field id="preview-position" label="Position">
              <NativeSelect
                id="preview-position"
                value={form.position}
                onChange={set('position')}
                disabled={positions.length === 0}
              >
                <option value="">Any position</option>
                {positions.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="preview-height" label="Height">
              <Input
                id="preview-height"
                value={form.height}
                onChange={set('height')}
                placeholder={`6'1"`}
                inputMode="text"
              />
            </Field>
            <Field id="preview-weight" label="Weight (lb)">
              <Input
                id="preview-weight"
                value={form.weight}
                onChange={set('weight')}
                placeholder="185"
                inputMode="numeric"
              />
            </Field>
            <Field id="preview-gpa" label="GPA">
              <NativeSelect id="preview-gpa" value={form.gpa} onChange={set('gpa')}>
                <option value="">Not entered</option>
                {GPAS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="preview-city" label="City">
              <Input
                id="preview-city"
                value={form.city}
                onChange={set('city')}
                autoComplete="address-level2"
              />
            </Field>
            <Field id="preview-state" label="State">
              <NativeSelect id="preview-state" value={form.state} onChange={set('state')}>
                <option value="">Not entered</option>
                {US_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
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
        {view.state === 'results' && <Results result={view.result} />}
      </div>
    </section>
  );
}

const BAND_BASIS =
  'This band rests on height and weight only. College levels overlap widely in size, so testing numbers and film decide the level: add them in a full profile.';

function Results({ result }: { result: Result }) {
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
          {BAND_BASIS}
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
                      {m.conference}
                    </CardDescription>
                  </div>
                  <p className="text-2xl font-black tabular-nums">{m.score}</p>
                </div>
              </CardHeader>
              <CardContent className="grid gap-3">
                <FitBreakdown parts={m.parts} />
                {m.why.length > 0 && (
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {m.why.slice(0, 3).map((w) => (
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
