import { MARKETING_META } from '@common/page-meta';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageMeta } from '@/lib/page-title';
import { FitScoreCard } from './FitScoreCard';
import { LandingDemo } from './LandingDemo';
import { LiveFeed } from './LiveFeed';
import { AUDIENCES, ENGINE_PARTS } from './landing-content';
import { SAMPLE_CARD, SAMPLE_FEED } from './sample-data';
import { ClosingCta, CtaButton, Hero, Section, START_PROFILE } from './sections';

const WAITLIST = { label: 'JOIN THE WAITLIST', to: '/waitlist' };

export default function LandingPage() {
  usePageMeta(MARKETING_META['/']);
  return (
    <>
      <Hero
        eyebrow="AI recruiting engine · every level"
        title={
          <>
            Know your fit. <span className="text-accent">See why.</span>
          </>
        }
        lead="FitScout reads performance, predicts fit and scores matches between athletes and college programs. Every Fit Score shows its five parts, its evidence and its sources."
        actions={
          <>
            <CtaButton cta={WAITLIST} />
            <CtaButton cta={{ label: 'Try the instant preview', to: '/preview' }} variant="outline" />
            <CtaButton cta={START_PROFILE} variant="outline" />
          </>
        }
        visual={<FitScoreCard card={SAMPLE_CARD} />}
      />

      <Section
        id="engine"
        eyebrow="The AI engine"
        title="Five parts. Every one explained."
        lead="A Fit Score is a weighted sum you can check. Each part shows its evidence, how strong that evidence is, and where the data came from."
        className="border-t"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {ENGINE_PARTS.map((part) => (
            <li key={part.title} className="rounded-xl border bg-card p-5">
              <p className="font-display text-3xl font-black text-accent">{Math.round(part.weight * 100)}%</p>
              <h3 className="mt-1 font-bold">{part.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{part.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="audiences" title="Built for every side of recruiting" className="border-t">
        <div className="grid gap-4 md:grid-cols-3">
          {AUDIENCES.map((a) => (
            <Card key={a.cta.to}>
              <CardHeader>
                <CardTitle>{a.title}</CardTitle>
                <CardDescription>{a.message}</CardDescription>
              </CardHeader>
              <CardContent>
                <Button asChild variant="outline" className="w-full">
                  <Link to={a.cta.to}>{a.cta.label}</Link>
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
      </Section>

      <Section
        id="demo"
        eyebrow="Instant demo"
        title="Find your matches in three answers"
        lead="Football only here. The real engine scores every program in our data from your position, GPA and 40-yard time."
        className="border-t"
      >
        <LandingDemo />
      </Section>

      <Section
        id="live-feed"
        eyebrow="Live feed"
        title="What is happening on FitScout"
        lead="Scores move when evidence changes. This feed shows the kind of activity the product produces."
        className="border-t"
      >
        <LiveFeed items={SAMPLE_FEED} className="max-w-2xl" />
      </Section>

      <ClosingCta
        title="Early access is opening soon"
        text="Verified recruiting profile, free beta access and priority visibility."
        actions={<CtaButton cta={WAITLIST} />}
      />
    </>
  );
}
