import { MARKETING_META } from '@common/page-meta';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/page-title';
import { useHydrated } from '@/lib/use-hydrated';
import {
  DECISION_GUIDE,
  PORTAL_FAQ,
  PORTAL_STEPS,
  PORTAL_WAITLIST,
  PORTAL_WHAT_YOU_GET,
  SAMPLE_ENTRY_WINDOW,
  SAMPLE_REPORT,
  SNAPSHOT_POSITIONS,
  SNAPSHOT_REGIONS,
  type Snapshot,
  snapshotFor,
} from './portal-content';
import {
  ClosingCta,
  CtaButton,
  FeatureCards,
  Hero,
  RankedList,
  SampleLabel,
  Section,
  SelectField,
  START_PROFILE,
  Steps,
} from './sections';

const TONE_DOT = { green: 'bg-success', yellow: 'bg-warning', red: 'bg-destructive' } as const;

export default function PortalPage() {
  usePageMeta(MARKETING_META['/portal']);
  return (
    <>
      <Hero
        eyebrow="For transfer-portal athletes"
        title={
          <>
            Analyze the market. <span className="text-accent">Know your worth.</span>
          </>
        }
        lead="Before you enter, see how many programs need your position, your risk, and the programs you are predicted to match."
        actions={
          <>
            <CtaButton cta={{ label: 'ANALYZE MARKET', to: PORTAL_WAITLIST }} />
            {/* A plain in-page link: it scrolls before the page has hydrated, too. */}
            <Button asChild size="lg" variant="outline">
              <a href="#sample-report">See a sample report</a>
            </Button>
            <CtaButton cta={START_PROFILE} variant="outline" />
          </>
        }
        visual={<MarketSnapshot />}
      />

      <Section id="what-you-get" title="What you get" className="border-t">
        <FeatureCards items={PORTAL_WHAT_YOU_GET} />
      </Section>

      <Section
        id="sample-report"
        eyebrow="Sample report"
        title="A portal report, start to finish"
        className="border-t"
      >
        <SampleReport />
      </Section>

      <Section
        id="should-you-enter"
        title="Should you enter?"
        lead="The traffic light weighs demand for your position against the competition, and your risk."
        className="border-t"
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {DECISION_GUIDE.map((light) => (
            <li
              key={light.tone}
              className="rounded-xl border bg-card p-5"
              data-testid={`guide-${light.tone}`}
            >
              <h3 className="flex items-center gap-2 font-bold">
                <span className={cn('size-3 rounded-full', TONE_DOT[light.tone])} aria-hidden />
                {light.title}
              </h3>
              <p className="mt-2 text-sm text-muted-foreground">{light.rule}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="Four steps before you decide"
        className="border-t"
      >
        <Steps steps={PORTAL_STEPS} />
      </Section>

      <Section id="coaches-watching" title="Coaches are watching" className="border-t">
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-muted-foreground">
            Staffs use FitScout to find verified athletes who fit their roster. See the kind of activity
            happening now.
          </p>
          <Button asChild variant="outline" size="lg">
            <Link to="/#live-feed">See the live feed</Link>
          </Button>
        </div>
      </Section>

      <Section id="faq" title="Questions" className="border-t">
        {/* Native disclosure widgets: keyboard operable and announced as expandable, with no script. */}
        <div className="max-w-3xl">
          {PORTAL_FAQ.map((item) => (
            <details key={item.question} className="group border-b" name="faq">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold hover:underline [&::-webkit-details-marker]:hidden">
                {item.question}
                <span aria-hidden className="text-xl leading-none transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="pb-4 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <ClosingCta
        title="Know before you enter"
        text="Join the portal beta for your market report."
        actions={
          <>
            <CtaButton cta={{ label: 'JOIN THE WAITLIST', to: PORTAL_WAITLIST }} />
            <CtaButton cta={{ label: 'Overview', to: '/' }} variant="outline" />
          </>
        }
      />
    </>
  );
}

/** SPEC §4: the result shows once both choices exist and the button is pressed; any change hides it. */
function MarketSnapshot() {
  const [position, setPosition] = useState('');
  const [region, setRegion] = useState('');
  const [shown, setShown] = useState<Snapshot | null>(null);
  const hydrated = useHydrated();
  const choose = (set: (v: string) => void) => (value: string) => {
    set(value);
    setShown(null);
  };
  return (
    <div className="rounded-2xl border bg-card p-5 shadow-lg md:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-display text-xl font-black">Instant Market Snapshot</h2>
        <SampleLabel />
      </div>
      <fieldset disabled={!hydrated}>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id="snapshot-position"
            label="Position"
            value={position}
            options={SNAPSHOT_POSITIONS}
            onChange={choose(setPosition)}
          />
          <SelectField
            id="snapshot-region"
            label="Region"
            value={region}
            options={SNAPSHOT_REGIONS}
            onChange={choose(setRegion)}
          />
        </div>
        <Button
          className="mt-4 w-full"
          size="lg"
          disabled={!position || !region}
          onClick={() => setShown(snapshotFor(position))}
        >
          Show Market Snapshot
        </Button>
      </fieldset>
      <div aria-live="polite">
        {shown && (
          <div data-testid="snapshot-result">
            <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
              <SnapshotFigure label="Programs needing" value={String(shown.programsNeeding)} />
              <SnapshotFigure label="Predicted matches" value={String(shown.predictedMatches)} />
              <SnapshotFigure label="Risk" value={shown.risk} />
            </dl>
            <p className="mt-3 text-center text-sm" data-testid="snapshot-window">
              Best entry window: <strong>{SAMPLE_ENTRY_WINDOW}</strong>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

function SnapshotFigure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd
        className="font-display text-2xl font-black"
        data-testid={`snapshot-${label.split(' ')[0]!.toLowerCase()}`}
      >
        {value}
      </dd>
    </div>
  );
}

function SampleReport() {
  const r = SAMPLE_REPORT;
  return (
    <div className="grid gap-4 rounded-2xl border bg-card p-6 md:grid-cols-[1fr_1fr]">
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{r.athlete}</p>
          <SampleLabel />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted-foreground">Programs needing a WR</dt>
            <dd className="font-display text-2xl font-black">{r.snapshot.programsNeeding}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Predicted matches</dt>
            <dd className="font-display text-2xl font-black">{r.snapshot.predictedMatches}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Risk</dt>
            <dd className="font-display text-2xl font-black">{r.riskPercent}%</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Decision</dt>
            <dd className="font-bold text-success">{r.decision}</dd>
          </div>
        </dl>
      </div>
      <div>
        <h3 className="font-bold">Top predicted matches</h3>
        <RankedList items={r.topPrograms} className="mt-2" />
      </div>
    </div>
  );
}
