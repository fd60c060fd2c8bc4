import { MARKETING_META } from '@common/page-meta';
import { usePageMeta } from '@/lib/page-title';
import { FitScoreCard } from './FitScoreCard';
import { HS_STEPS, HS_WAITLIST, HS_WHY_NOW } from './hs-content';
import { LiveFeed } from './LiveFeed';
import { SAMPLE_CARD, SAMPLE_FEED } from './sample-data';
import { ClosingCta, CtaButton, Hero, Section, START_PROFILE, Steps } from './sections';

export default function HsPage() {
  usePageMeta(MARKETING_META['/hs']);
  return (
    <>
      <Hero
        eyebrow="For high-school athletes"
        title={
          <>
            Get your score. <span className="text-accent">Choose your future.</span>
          </>
        }
        lead="See which college programs fit you, and exactly why: athletic, roster need, academic, geographic and system fit, each with its evidence."
        actions={
          <>
            <CtaButton cta={{ label: 'GET YOUR SCORE', to: HS_WAITLIST }} />
            <CtaButton cta={{ label: 'JOIN THE BETA', to: HS_WAITLIST }} variant="outline" />
            <CtaButton cta={START_PROFILE} variant="outline" />
          </>
        }
        visual={<LiveFeed items={SAMPLE_FEED} />}
      />

      <Section
        id="demo-teaser"
        eyebrow="Product demo"
        title="From a stats screenshot to a Fit Score"
        className="border-t"
      >
        <div className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-muted-foreground">
            Three steps: upload a screenshot of your stats, watch the AI extract them, and see your score
            jump. The demo uses mocked data.
          </p>
          <CtaButton cta={{ label: 'Watch the demo', to: '/demo/hs' }} variant="outline" />
        </div>
      </Section>

      <Section
        id="how-it-works"
        eyebrow="How it works"
        title="Four steps to your matches"
        className="border-t"
      >
        <Steps steps={HS_STEPS} />
      </Section>

      <Section id="why-now" title="Why join now" className="border-t">
        <div className="grid items-start gap-8 md:grid-cols-2">
          <ul className="grid gap-3">
            {HS_WHY_NOW.map((reason) => (
              <li key={reason} className="flex gap-3">
                <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" aria-hidden />
                {reason}
              </li>
            ))}
          </ul>
          <FitScoreCard card={SAMPLE_CARD} />
        </div>
      </Section>

      <ClosingCta
        title="Your Fit Score is waiting"
        text="Join the beta and be first to see where you fit."
        actions={
          <>
            <CtaButton cta={{ label: 'JOIN THE WAITLIST', to: HS_WAITLIST }} />
            <CtaButton cta={{ label: 'Overview', to: '/' }} variant="outline" />
          </>
        }
      />
    </>
  );
}
