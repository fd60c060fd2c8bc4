import { TIMINGS } from '@common/constants';
import { Check, Copy, Crown, Gift, Home, Medal, Rocket, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { COACH_SIGNUP_HREF } from '../coach/coach-links';
import { InstagramLogo, XLogo } from './brand-icons';
import { referralLink, SHARE_TEXT, SUCCESS_TITLES, segmentFrom, tweetIntentUrl } from './segments';

/** SPEC §9 referral rewards, lowest first. */
const REWARDS = [
  { min: 3, tier: 'Early Access', icon: Rocket, reward: 'Skip the line: early access before launch' },
  {
    min: 10,
    tier: 'Beta Tester',
    icon: Medal,
    reward: 'Beta tester badge with early features and priority support',
  },
  { min: 25, tier: 'Premium', icon: Crown, reward: '3 months of free premium' },
] as const;

/** 50 particles, gone after 5 s (SPEC §9); skipped entirely for reduced motion. */
function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(
    () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );

  useEffect(() => {
    if (!visible || !canvasRef.current) return;
    const canvas = canvasRef.current;
    let fire: { reset: () => void } | undefined;
    let cancelled = false;
    // Loaded on demand: the library is only needed here, after a successful sign-up.
    import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      // No worker: the CSP does not allow blob: workers, and 50 particles need none.
      const instance = confetti.create(canvas, { resize: true, useWorker: false });
      fire = instance;
      instance({
        particleCount: TIMINGS.confettiParticles,
        spread: 80,
        startVelocity: 40,
        origin: { y: 0.35 },
        ticks: Math.round((TIMINGS.confettiMs / 1000) * 60),
        disableForReducedMotion: true,
      });
    });
    const timer = setTimeout(() => setVisible(false), TIMINGS.confettiMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      fire?.reset();
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-testid="confetti"
      className="pointer-events-none fixed inset-0 z-50 size-full"
    />
  );
}

function ReferralProgress({ code }: { code: string }) {
  const status = trpc.waitlist.referrals.useQuery({ code });

  if (status.isPending) {
    return (
      <div role="status" className="grid gap-2" aria-live="polite">
        <div className="h-6 w-40 animate-pulse rounded bg-muted" />
        <div className="h-2 w-full animate-pulse rounded bg-muted" />
        <span className="sr-only">Loading your referrals…</span>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="text-destructive">
          Couldn't load your referral count. {errorMessage(status.error)}
        </span>
        <Button size="sm" variant="outline" onClick={() => status.refetch()}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </div>
    );
  }
  const { referralCount, tier } = status.data;
  const next = REWARDS.find((r) => referralCount < r.min);
  const prevMin = [...REWARDS].reverse().find((r) => referralCount >= r.min)?.min ?? 0;
  const progress = next ? ((referralCount - prevMin) / (next.min - prevMin)) * 100 : 100;
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-display text-3xl font-black" data-testid="referral-count">
          {referralCount}
        </span>
        <span className="text-muted-foreground">{referralCount === 1 ? 'referral' : 'referrals'}</span>
        <Badge variant={tier === 'Standard' ? 'secondary' : 'success'} data-testid="referral-tier">
          {tier}
        </Badge>
      </p>
      <Progress value={progress} aria-label="Progress to the next reward" />
      <p className="text-sm text-muted-foreground">
        {next
          ? `${next.min - referralCount} more to unlock ${next.tier}.`
          : 'You have unlocked every reward. Thank you!'}
      </p>
    </div>
  );
}

export default function WaitlistSuccessPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const segment = segmentFrom(params.get('segment'));
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(copyTimer.current), []);

  if (!code) {
    return (
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-black">No referral code here</h1>
        <p className="text-muted-foreground">Join the waitlist to get your personal referral link.</p>
        <Button asChild variant="accent">
          <Link to="/waitlist">JOIN THE WAITLIST</Link>
        </Button>
      </section>
    );
  }

  const link = referralLink(window.location.origin, code, segment);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(copyTimer.current);
      copyTimer.current = setTimeout(() => setCopied(false), TIMINGS.copyFlagMs);
      toast({ title: 'Link copied!', description: 'Share it to unlock early access' });
    } catch {
      toast({
        title: 'Failed to copy',
        description: 'Please copy the link manually',
        variant: 'destructive',
      });
    }
  };

  const shareOnX = () => {
    window.open(
      tweetIntentUrl(SHARE_TEXT[segment], link),
      '_blank',
      'noopener,noreferrer,width=600,height=500',
    );
  };

  const shareStory = async () => {
    if (typeof navigator.share !== 'function') {
      toast({
        title: 'Share manually',
        description: 'Copy your link and add it to your Instagram story.',
      });
      return;
    }
    try {
      await navigator.share({ title: 'FitScout', text: SHARE_TEXT[segment], url: link });
    } catch (err) {
      // Closing the share sheet is a choice, not a failure.
      if (err instanceof DOMException && err.name === 'AbortError') return;
      toast({
        title: 'Copy & Share',
        description: 'Copy your link, then paste it into your Instagram story.',
      });
    }
  };

  return (
    <>
      <Confetti />
      <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10 md:py-16">
        <div className="text-center">
          <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent/15 text-accent">
            <Check className="size-7" aria-hidden />
          </span>
          <h1 className="font-display text-3xl font-black leading-tight md:text-4xl">
            {SUCCESS_TITLES[segment]}
          </h1>
          <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
            Move up the list by inviting teammates, friends and coaches. Every sign-up through your link
            counts.
          </p>
        </div>

        {segment === 'coach' ? (
          <StartNow
            testId="coach-account-link"
            title="Coaches can start now"
            text="Create a coach account, claim your program with your staff email, and see opted-in prospects ranked by Fit."
            action={<a href={COACH_SIGNUP_HREF}>Create my coach account</a>}
          />
        ) : (
          <StartNow
            testId="athlete-start-link"
            title="Athletes can start now"
            text="Build your profile and see your ranked program matches, each Fit Score with its parts and sources."
            action={<Link to="/profile/new">Build my profile</Link>}
          />
        )}

        <Card>
          <CardHeader>
            <CardTitle level={2}>Your referral link</CardTitle>
            <CardDescription>
              Your code: <span className="font-mono font-semibold text-foreground">{code}</span>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="referral-link" className="sr-only">
                Referral link
              </Label>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="referral-link"
                  readOnly
                  value={link}
                  onFocus={(e) => e.currentTarget.select()}
                  className="font-mono"
                />
                <Button onClick={copyLink} variant={copied ? 'secondary' : 'default'} className="shrink-0">
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied ? 'Copied!' : 'Copy Link'}
                </Button>
              </div>
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button variant="outline" onClick={shareOnX}>
                <XLogo /> Share on X
              </Button>
              <Button variant="outline" onClick={shareStory}>
                <InstagramLogo /> Share as a story
              </Button>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle level={2} className="flex items-center gap-2">
              <Gift className="size-5 text-accent" aria-hidden /> Referral rewards
            </CardTitle>
            <CardDescription>Your referrals and current tier</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ReferralProgress code={code} />
            <ol className="grid gap-3">
              {REWARDS.map((r) => (
                <RewardRow key={r.tier} reward={r} code={code} />
              ))}
            </ol>
          </CardContent>
        </Card>

        <Button asChild variant="ghost" className="justify-self-center">
          <Link to="/">
            <Home aria-hidden /> Back to Home
          </Link>
        </Button>
      </section>
    </>
  );
}

/** The product is open while the waitlist runs: each segment's way to start today. */
function StartNow({
  testId,
  title,
  text,
  action,
}: {
  testId: string;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>{action}</Button>
      </CardContent>
    </Card>
  );
}

function RewardRow({ reward, code }: { reward: (typeof REWARDS)[number]; code: string }) {
  // Shares the referral query's cache entry: no second request.
  const status = trpc.waitlist.referrals.useQuery({ code });
  const unlocked = status.data ? status.data.referralCount >= reward.min : false;
  const Icon = reward.icon;
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg border p-3',
        unlocked ? 'border-accent bg-accent/10' : 'bg-background',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          unlocked ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
          {reward.min} referrals · {reward.tier}
          {unlocked && (
            <Badge variant="success">
              <Check className="size-3" aria-hidden /> Unlocked
            </Badge>
          )}
        </p>
        <p className="text-sm text-muted-foreground">{reward.reward}</p>
      </div>
    </li>
  );
}
