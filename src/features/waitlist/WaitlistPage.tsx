import { WAITLIST_SEGMENTS } from '@common/constants';
import { MARKETING_META } from '@common/page-meta';
import { GraduationCap, Repeat2, ShieldCheck, Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/page-title';
import { trpc } from '@/lib/trpc';
import { useHydrated } from '@/lib/use-hydrated';
import { type Attribution, SignupForm } from './SignupForm';
import { SocialProfileSamples } from './SocialProfileSamples';
import { publicCounts, SEGMENT_AUDIENCE, SEGMENT_LABELS, SEGMENT_PITCH, segmentFrom } from './segments';

const nonEmpty = (v: string | null) => (v?.trim() ? v.trim() : undefined);
const numberFormat = new Intl.NumberFormat('en-US');

function JoinedCounts() {
  const stats = trpc.waitlist.stats.useQuery();
  const counts = publicCounts(stats.data?.bySegment);
  const icons = { hs: GraduationCap, portal: Repeat2, coach: ShieldCheck } as const;
  if (stats.isLoading) return <div className="mt-6 h-[84px]" aria-busy="true" />;
  if (!counts)
    return (
      <p className="mt-6 h-[84px] text-muted-foreground">
        Be one of the first to join: the beta opens in waves.
      </p>
    );
  return (
    <dl className="mt-6 grid grid-cols-3 gap-2 sm:gap-3" aria-label="Joined so far">
      {WAITLIST_SEGMENTS.map((s) => {
        const Icon = icons[s];
        const count = counts[s];
        return (
          <div key={s} className="rounded-lg border bg-card p-3 text-center sm:p-4">
            <dt className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground sm:text-sm">
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {SEGMENT_AUDIENCE[s]}
            </dt>
            <dd className="font-display text-xl font-black sm:text-3xl" data-testid={`joined-${s}`}>
              {count === undefined ? 'New' : numberFormat.format(count)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export default function WaitlistPage() {
  usePageMeta(MARKETING_META['/waitlist']);
  const hydrated = useHydrated();
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
          {/* Disabled in the prerendered page until React owns it, so no early click or keystroke is lost. */}
          <fieldset disabled={!hydrated} className="min-w-0 p-4 sm:p-6">
            <Tabs value={segment} onValueChange={selectSegment}>
              <TabsList aria-label="I am a" className="w-full">
                {WAITLIST_SEGMENTS.map((s) => (
                  <TabsTrigger key={s} value={s} className="flex-1 leading-tight">
                    {/* SPEC's full labels; at 360 px a long one wraps onto two lines rather than shortening. */}
                    {SEGMENT_LABELS[s]}
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
          </fieldset>
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
