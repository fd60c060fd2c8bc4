import { WAITLIST_POSITIONS } from '@common/constants';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { tenths } from '@/lib/range';
import { scoreTone, TONE_TEXT } from '@/lib/score-tone';
import type { RouterOutputs } from '@/lib/trpc';
import { useHydrated } from '@/lib/use-hydrated';
import { SelectField } from './sections';

type DemoMatch = RouterOutputs['match']['demo'][number];
type DemoState =
  | { status: 'idle' }
  | { status: 'analyzing' }
  | { status: 'results'; matches: DemoMatch[] }
  | { status: 'error' };

/** SPEC §9: GPA 4.0 down to 2.0 and 40-yard times 4.3 to 5.8, both in 0.1 steps. */
const GPAS = tenths(20, 40).reverse();
const FORTY_TIMES = tenths(43, 58);
/** SPEC §4: the result shows after about 1.6 s, however fast the server answers. */
export const DEMO_DELAY_MS = 1600;
export const DEMO_ERROR = 'Unable to generate matches. Please try again.';
export const DEMO_MISSING = 'Please select all fields';

// The typed client loads on demand, so the landing page's first load carries no tRPC code.
const loadClient = () => import('@/lib/trpc');

/** The landing demo widget: three answers, then real football programs scored by the engine. */
export function LandingDemo() {
  const [position, setPosition] = useState('');
  const [gpa, setGpa] = useState('');
  const [forty, setForty] = useState('');
  const [missing, setMissing] = useState(false);
  const [state, setState] = useState<DemoState>({ status: 'idle' });
  const hydrated = useHydrated();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const chosen = WAITLIST_POSITIONS.find((p) => p === position);
    if (!chosen || !gpa || !forty) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setState({ status: 'analyzing' });
    const delay = new Promise((r) => setTimeout(r, DEMO_DELAY_MS));
    try {
      const { api } = await loadClient();
      const [matches] = await Promise.all([
        api.match.demo.mutate({ position: chosen, gpa: Number(gpa), fortyYardDash: Number(forty) }),
        delay,
      ]);
      setState({ status: 'results', matches });
    } catch {
      await delay;
      setState({ status: 'error' });
    }
  };

  return (
    <div className="grid gap-6 rounded-2xl border bg-card p-5 md:grid-cols-[1fr_1.4fr] md:p-8">
      <form onSubmit={submit} onFocus={loadClient} noValidate>
        <fieldset disabled={!hydrated} className="grid content-start gap-4">
          <SelectField
            id="demo-position"
            label="Position"
            value={position}
            options={WAITLIST_POSITIONS}
            onChange={setPosition}
          />
          <SelectField id="demo-gpa" label="GPA" value={gpa} options={GPAS} onChange={setGpa} />
          <SelectField
            id="demo-forty"
            label="40-yard dash (seconds)"
            value={forty}
            options={FORTY_TIMES}
            onChange={setForty}
          />
          {missing && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {DEMO_MISSING}
            </p>
          )}
          <Button type="submit" size="lg" variant="accent" disabled={state.status === 'analyzing'}>
            FIND MY MATCHES →
          </Button>
        </fieldset>
      </form>
      <div aria-live="polite" className="min-h-64">
        <DemoResult state={state} />
      </div>
    </div>
  );
}

function DemoResult({ state }: { state: DemoState }) {
  if (state.status === 'idle')
    return (
      <p className="grid h-full place-items-center rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        Pick a position, a GPA and a 40-yard time. The real engine scores every football program in our data.
      </p>
    );
  if (state.status === 'analyzing')
    return (
      <p
        className="grid h-full place-items-center rounded-xl border border-dashed p-6 text-center font-semibold"
        role="status"
      >
        <span className="flex items-center gap-2">
          <span className="size-3 rounded-full bg-accent motion-safe:animate-ping" aria-hidden />
          Analyzing programs…
        </span>
      </p>
    );
  if (state.status === 'error')
    return (
      <p role="alert" className="rounded-xl border border-destructive/40 p-6 text-sm text-destructive">
        {DEMO_ERROR}
      </p>
    );
  return (
    <div className="grid gap-3">
      <h3 className="font-bold">Your top matches</h3>
      {state.matches.length === 0 ? (
        <p className="text-sm text-muted-foreground">No programs matched these answers yet.</p>
      ) : (
        <ol className="grid gap-2">
          {state.matches.slice(0, 5).map((m) => (
            <li key={m.program.name} className="rounded-lg border p-3" data-testid="demo-match">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{m.program.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {m.program.division} · {m.program.location}
                  </p>
                </div>
                <p
                  className={cn(
                    'font-display text-2xl font-black tabular-nums',
                    TONE_TEXT[scoreTone(m.fitScore)],
                  )}
                >
                  {m.fitScore}
                  <span className="sr-only"> Fit Score</span>
                </p>
              </div>
              {m.reasoning[0] && <p className="mt-1 text-xs text-muted-foreground">{m.reasoning[0].text}</p>}
            </li>
          ))}
        </ol>
      )}
      <Button asChild variant="outline">
        <Link to="/waitlist">Get my full Fit Score report</Link>
      </Button>
    </div>
  );
}
