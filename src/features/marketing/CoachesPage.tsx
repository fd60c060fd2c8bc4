import { MARKETING_META } from '@common/page-meta';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { usePageMeta } from '@/lib/page-title';
import { useHydrated } from '@/lib/use-hydrated';
import { COACH_SIGNUP_HREF } from '../coach/coach-links';
import { CountUp } from './CountUp';
import {
  COACH_STATS,
  COACH_WAITLIST,
  DATA_BARS,
  PREVIEW_FILTERS,
  PREVIEW_MATCHES,
  ROSTER_DIVISIONS,
  ROSTER_POSITIONS,
  ROSTER_REGIONS,
  ROSTER_REPORT,
} from './coaches-content';
import { ClosingCta, CtaButton, Hero, RankedList, SampleLabel, Section, SelectField } from './sections';

export default function CoachesPage() {
  usePageMeta(MARKETING_META['/coaches']);
  return (
    <>
      <Hero
        eyebrow="For college coaches"
        title={
          <>
            Turn hours into <span className="text-accent">minutes.</span>
          </>
        }
        lead="Verified athletes ranked by fit for your roster: position, level and region, with the evidence behind every score."
        actions={
          <>
            <CtaButton cta={{ label: 'GET ACCESS', to: COACH_WAITLIST }} />
            {/* The sign-up is a server page (/api/login), so a plain link, not the router's. */}
            <Button asChild size="lg" variant="outline">
              <a href={COACH_SIGNUP_HREF}>Create a coach account</a>
            </Button>
            <CtaButton cta={{ label: 'Overview', to: '/' }} variant="outline" />
          </>
        }
        visual={<DashboardPreview />}
      />

      <Section id="numbers" title="What staffs get back" className="border-t">
        <div className="mb-4">
          <SampleLabel>Sample figures</SampleLabel>
        </div>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {COACH_STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse rounded-xl border bg-card p-5">
              <dt className="mt-1 text-sm text-muted-foreground">{s.label}</dt>
              <dd className="font-display text-4xl font-black text-accent">
                <CountUp value={s.value} decimals={s.decimals} suffix={s.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="roster-demo" title="Build your ideal roster" className="border-t">
        <RosterDemo />
      </Section>

      <Section id="data" title="The evidence behind the board" className="border-t">
        <div className="mb-4">
          <SampleLabel />
        </div>
        <ul className="grid max-w-3xl gap-4">
          {DATA_BARS.map((bar) => (
            <li key={bar.label} className="grid gap-1">
              <div className="flex justify-between text-sm">
                <span>{bar.label}</span>
                <span className="font-semibold tabular-nums">{bar.percent}%</span>
              </div>
              <Progress value={bar.percent} aria-label={`${bar.label}: ${bar.percent}%`} />
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        title="Get your staff early access"
        text="Join the coach beta: verified athletes, ranked by fit, in minutes."
        actions={<CtaButton cta={{ label: 'JOIN THE WAITLIST', to: COACH_WAITLIST }} />}
      />
    </>
  );
}

function DashboardPreview() {
  return (
    <figure className="rounded-2xl border bg-card p-5 shadow-lg" aria-label="Sample coach dashboard">
      <div className="flex items-center justify-between gap-2">
        <p className="font-bold">Recruiting board</p>
        <SampleLabel />
      </div>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Sample filters">
        {PREVIEW_FILTERS.map((f) => (
          <li key={f} className="rounded-full border px-2.5 py-0.5 text-xs">
            {f}
          </li>
        ))}
      </ul>
      <RankedList items={PREVIEW_MATCHES} className="mt-4" />
    </figure>
  );
}

/** SPEC §4: results only once position, division and region are all set; Reset clears them. */
function RosterDemo() {
  const [position, setPosition] = useState('');
  const [division, setDivision] = useState('');
  const [region, setRegion] = useState('');
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const reset = () => {
    setPosition('');
    setDivision('');
    setRegion('');
    setShown(false);
  };
  const r = ROSTER_REPORT;
  return (
    <div className="grid gap-6 rounded-2xl border bg-card p-5 md:grid-cols-[1fr_1.4fr] md:p-8">
      <fieldset disabled={!hydrated} className="grid content-start gap-4">
        <SelectField
          id="roster-position"
          label="Position"
          value={position}
          options={ROSTER_POSITIONS}
          onChange={setPosition}
        />
        <SelectField
          id="roster-division"
          label="Division"
          value={division}
          options={ROSTER_DIVISIONS}
          onChange={setDivision}
        />
        <SelectField
          id="roster-region"
          label="Region"
          value={region}
          options={ROSTER_REGIONS}
          onChange={setRegion}
        />
        <div className="flex flex-wrap gap-2">
          <Button size="lg" disabled={!position || !division || !region} onClick={() => setShown(true)}>
            Generate fit report
          </Button>
          <Button size="lg" variant="outline" onClick={reset}>
            Reset
          </Button>
        </div>
      </fieldset>
      <div aria-live="polite">
        {shown ? (
          <div className="grid gap-4" data-testid="roster-report">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-bold">
                Fit report: {position}, {division}, {region}
              </h3>
              <SampleLabel />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                ['Verified athletes', String(r.verifiedAthletes)],
                ['Average fit', r.averageFit.toFixed(1)],
                ['Faster fill', r.fasterFill],
              ].map(([label, value]) => (
                <div key={label} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="font-display text-2xl font-black">{value}</dd>
                </div>
              ))}
            </dl>
            <RankedList items={r.top} fitTestId="roster-top-fit" />
          </div>
        ) : (
          <p className="grid h-full min-h-48 place-items-center rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            Choose a position, a division and a region to generate a sample fit report.
          </p>
        )}
      </div>
    </div>
  );
}
