import type { WaitlistSegment } from '@common/constants';
import { BadgeCheck, Heart, MessageCircle, Repeat2, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { InstagramLogo, XLogo } from './brand-icons';

/** Static sample content (SPEC §1): not real athletes, not real scores. */
const SAMPLES = {
  hs: {
    name: 'Jordan Example',
    handle: '@jordan_example',
    line: 'WR · Class of 2027 · Austin, TX',
    score: 87,
    delta: '+3 this week',
    matches: '5 new matches',
    post: 'Fit Score just hit 87. 5 new program matches this week. Coaches — my verified profile is one tap away.',
  },
  portal: {
    name: 'Casey Example',
    handle: '@casey_portal',
    line: 'LB · 2 years eligibility · State U',
    score: 84,
    delta: 'Low risk',
    matches: '14 predicted matches',
    post: 'Market check before the window: LB demand is up and my risk score is low. 14 programs predicted to fit.',
  },
} as const;

function ProfileCard({ segment }: { segment: 'hs' | 'portal' }) {
  const s = SAMPLES[segment];
  return (
    <div className="rounded-lg border bg-background p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-11 items-center justify-center rounded-full bg-accent font-display text-lg font-black text-accent-foreground"
        >
          {s.name[0]}
        </span>
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-bold">
            {s.name} <BadgeCheck className="size-4 text-accent" aria-label="Verified sample" />
          </p>
          <p className="truncate text-xs text-muted-foreground">{s.line}</p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-md bg-muted p-2">
          <p className="font-display text-2xl font-black">{s.score}</p>
          <p className="text-[11px] text-muted-foreground">Fit Score</p>
        </div>
        <div className="rounded-md bg-muted p-2">
          <p className="flex items-center justify-center gap-1 text-sm font-bold text-success">
            <TrendingUp className="size-4" aria-hidden /> {s.delta}
          </p>
        </div>
        <div className="rounded-md bg-muted p-2">
          <p className="text-sm font-bold">{s.matches}</p>
        </div>
      </div>
    </div>
  );
}

/** Two static share mock-ups (X post and Instagram story); shown for hs and portal only. */
export function SocialProfileSamples({ segment }: { segment: WaitlistSegment }) {
  if (segment === 'coach') return null;
  const s = SAMPLES[segment];
  return (
    <section aria-labelledby="social-samples" className="mx-auto max-w-5xl px-4 pb-16">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="social-samples" className="font-display text-2xl font-black">
          Share a profile coaches can trust
        </h2>
        <Badge variant="secondary">Sample data</Badge>
      </div>
      <p className="mt-1 text-muted-foreground">
        What your verified profile card could look like on X and Instagram. These are static examples.
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <figure className="rounded-xl border bg-card p-4 shadow-sm">
          <figcaption className="mb-3 flex items-center gap-2 text-sm font-semibold">
            <XLogo className="size-4" /> X post <span className="text-muted-foreground">(sample)</span>
          </figcaption>
          <div className="flex gap-3">
            <span aria-hidden className="size-9 shrink-0 rounded-full bg-muted" />
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                <span className="font-bold">{s.name}</span>{' '}
                <span className="text-muted-foreground">{s.handle} · 2h</span>
              </p>
              <p className="mt-1 text-sm">{s.post}</p>
              <div className="mt-3">
                <ProfileCard segment={segment} />
              </div>
              <div className="mt-3 flex gap-6 text-xs text-muted-foreground" aria-hidden>
                <span className="flex items-center gap-1">
                  <MessageCircle className="size-4" /> 12
                </span>
                <span className="flex items-center gap-1">
                  <Repeat2 className="size-4" /> 31
                </span>
                <span className="flex items-center gap-1">
                  <Heart className="size-4" /> 248
                </span>
              </div>
            </div>
          </div>
        </figure>
        <figure className="rounded-xl border bg-card p-4 shadow-sm">
          <figcaption className="mb-3 flex items-center gap-2 text-sm font-semibold">
            <InstagramLogo className="size-4" /> Instagram story{' '}
            <span className="text-muted-foreground">(sample)</span>
          </figcaption>
          <div className="mx-auto max-w-xs rounded-2xl bg-linear-to-br from-[#0b1220] via-[#1e293b] to-[#365314] p-5 text-white">
            <div className="mb-4 h-1 rounded-full bg-white/30">
              <div className="h-1 w-2/3 rounded-full bg-white" />
            </div>
            <p className="text-xs font-bold uppercase tracking-widest text-[#a3e635]">FitScout verified</p>
            <p className="mt-2 font-display text-5xl font-black">{s.score}</p>
            <p className="text-sm text-white/80">Fit Score · {s.delta}</p>
            <p className="mt-4 text-lg font-bold">{s.name}</p>
            <p className="text-sm text-white/80">{s.line}</p>
            <p className="mt-4 rounded-md bg-white/10 px-3 py-2 text-sm">{s.matches}</p>
          </div>
        </figure>
      </div>
    </section>
  );
}
