import { Download, Share2, TrendingUp, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isProfileId, useAthleteId } from '@/features/athlete/athlete-id';
import { loginHref, useAuth } from '@/features/auth/use-auth';
import { errorMessage, isNotFound } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import { NetCostAthlete } from '../cost/net-cost-context';
import { MatchesTab } from './MatchesTab';
import { PortalOutlook } from './PortalOutlook';
import { PortalReport } from './PortalReport';
import { ScholarshipsTab } from './ScholarshipsTab';
import { AcsCard, ReadinessCard, VerificationCard } from './SideColumn';

type Profile = RouterOutputs['athlete']['byId'];

function Prompt({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-black">Your Gameplan</h1>
      <h2 className="text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function BuildProfilePrompt() {
  return (
    <Prompt title="Build your profile to see your matches">
      <p className="text-muted-foreground">
        Your Gameplan ranks real college programs against your own numbers. It needs an athlete profile first.
      </p>
      <Button asChild size="lg">
        <Link to="/profile/new">
          <UserPlus aria-hidden /> Build Your Profile
        </Link>
      </Button>
      <Link to="/preview" className="text-sm underline underline-offset-2">
        Or try the instant preview without an account
      </Link>
    </Prompt>
  );
}

function WeeklyChange({ athleteId }: { athleteId: string }) {
  const weekly = trpc.match.weeklyChange.useQuery({ athleteId });
  // Until it answers, an invisible badge holds its line, so the page below does not jump when it lands.
  if (!weekly.data)
    return (
      <Badge variant="secondary" className="invisible" aria-hidden>
        <TrendingUp className="size-3.5" aria-hidden />
        Weekly update every Monday 6AM
      </Badge>
    );
  const { change } = weekly.data;
  return (
    <Badge variant={change !== null && change > 0 ? 'success' : 'secondary'} data-testid="weekly-change">
      <TrendingUp className="size-3.5" aria-hidden />
      {change === null ? 'Weekly update every Monday 6AM' : `${change > 0 ? '+' : ''}${change} this week`}
    </Badge>
  );
}

/** A plain file download (SPEC §7): the browser saves the server's PDF under the name it gives. */
function DownloadPdf({ profile }: { profile: Profile }) {
  return (
    <Button asChild variant="outline">
      <a href={`/api/athlete-profiles/${profile.id}/pdf`} download>
        <Download aria-hidden /> Download PDF
      </a>
    </Button>
  );
}

function Gameplan({ profile }: { profile: Profile }) {
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-3xl font-black">Your Gameplan</h1>
          <p className="text-muted-foreground">
            {profile.firstName} {profile.lastName} · {profile.sport} · {profile.position} · {profile.location}
          </p>
          <WeeklyChange athleteId={profile.id} />
        </div>
        <div className="flex flex-wrap gap-2">
          <DownloadPdf profile={profile} />
          <Button asChild variant="outline">
            <Link to={`/athlete/${profile.id}`}>
              <Share2 aria-hidden /> Share Profile
            </Link>
          </Button>
        </div>
      </header>
      {profile.portalStatus && <PortalReport athleteId={profile.id} />}
      {profile.portalStatus && <PortalOutlook athleteId={profile.id} position={profile.position} />}
      {/* The summary comes first in the page, so a phone shows it before the matches; from lg up it
          sits in the side column as before. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside
          className="grid content-start gap-4 lg:col-start-2 lg:row-start-1"
          aria-label="Your standing"
          data-testid="standing"
        >
          <VerificationCard profile={profile} />
          <AcsCard />
          <ReadinessCard athleteId={profile.id} />
        </aside>
        <Tabs defaultValue="matches" className="lg:col-start-1 lg:row-start-1">
          <TabsList>
            <TabsTrigger value="matches">Program Matches</TabsTrigger>
            <TabsTrigger value="scholarships">Scholarships</TabsTrigger>
          </TabsList>
          <TabsContent value="matches">
            <NetCostAthlete.Provider value={profile.id}>
              <MatchesTab profile={profile} />
            </NetCostAthlete.Provider>
          </TabsContent>
          <TabsContent value="scholarships">
            <ScholarshipsTab profile={profile} />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}

export default function DashboardPage() {
  usePageTitle('Your Gameplan');
  const { user, isLoading: authLoading } = useAuth();
  const { athleteId, isLoading, own, ownError } = useAthleteId();
  const valid = isProfileId(athleteId);
  // The signed-in athlete's own profile is already here: asking athlete.byId for it again would
  // add a round trip before the matches and readiness are even asked for.
  const profile = trpc.athlete.byId.useQuery({ id: athleteId }, { enabled: valid, initialData: own });

  if (isLoading || authLoading || (valid && profile.isLoading)) {
    return (
      <LoadingBlocks
        label="Loading your Gameplan…"
        blocks={['h-10 w-64', 'h-64 w-full']}
        className="mx-auto grid max-w-6xl gap-4 px-4 py-8"
      />
    );
  }
  // A failed read of the user's own profile is an error to retry, not an invitation to build one.
  const failure =
    ownError ??
    (valid && (profile.isError || !profile.data) && !isNotFound(profile.error)
      ? { error: profile.error, retry: () => profile.refetch() }
      : undefined);
  if (failure)
    return (
      <Prompt title="Could not load your Gameplan">
        <p className="text-destructive">{errorMessage(failure.error)}</p>
        <Button variant="outline" onClick={failure.retry}>
          Try Again
        </Button>
      </Prompt>
    );
  if (!valid || isNotFound(profile.error) || !profile.data) return <BuildProfilePrompt />;
  // Matches are private to their owner (SPEC §6); the public profile is for everyone else.
  if (!user)
    return (
      <Prompt title="Sign in to see your matches">
        <Button asChild size="lg">
          <a href={loginHref('/dashboard')}>LOGIN</a>
        </Button>
      </Prompt>
    );
  if (profile.data.userId !== user.id)
    return (
      <Prompt title="This Gameplan belongs to another athlete">
        <p className="text-muted-foreground">Matches are private. You can still see their public profile.</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to={`/athlete/${profile.data.id}`}>View public profile</Link>
          </Button>
          <Button asChild>
            <Link to="/profile/new">Build Your Profile</Link>
          </Button>
        </div>
      </Prompt>
    );
  return <Gameplan profile={profile.data} />;
}
