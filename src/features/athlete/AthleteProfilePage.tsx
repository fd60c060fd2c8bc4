import { type MetricKey, TEAM_LABELS, TIMINGS, VERIFICATION_LABELS } from '@common/constants';
import { evidenceText, metricName, metricValueText } from '@common/metric-evidence';
import type { TPdfTopProgram } from '@common/schemas/match';
import { aboutAthlete, meetsLine } from '@common/third-person';
import { videoEmbed } from '@common/video';
import type { UseQueryResult } from '@tanstack/react-query';
import { AtSign, Check, Copy, ExternalLink, Pencil, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ReadinessStory } from '@/components/ReadinessStory';
import { UnusualMark } from '@/components/UnusualMark';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlocks, Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { cn } from '@/lib/cn';
import { errorMessage, isNotFound } from '@/lib/errors';
import { usePageTitle } from '@/lib/page-title';
import { toast } from '@/lib/toast';
import { type RouterOutputs, trpc } from '@/lib/trpc';

type Profile = RouterOutputs['athlete']['byId'];
type Readiness = UseQueryResult<RouterOutputs['match']['divisionReadiness'], unknown>;

function Row({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">
        {value === null || value === undefined || value === '' ? 'Not provided' : value}
      </dd>
    </>
  );
}

function Video({ url }: { url: string }) {
  const embed = videoEmbed(url);
  if (!embed)
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-4 text-sm">
        <p>Invalid video URL</p>
        <a
          className="text-accent underline underline-offset-2"
          href={url}
          target="_blank"
          rel="noreferrer noopener nofollow"
        >
          View Video
        </a>
      </div>
    );
  return (
    <div className="aspect-video overflow-hidden rounded-lg border">
      <iframe
        src={embed.embedUrl}
        title={`Highlight video on ${embed.provider}`}
        className="size-full"
        allow="encrypted-media; picture-in-picture; fullscreen"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

function CopyLink() {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), TIMINGS.copyFlagMs);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href.split('?')[0]!);
      setCopied(true);
    } catch {
      toast({
        title: 'Failed to copy',
        description: 'Please copy the link manually',
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" onClick={copy}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? 'Copied!' : 'Copy Link'}
    </Button>
  );
}

/**
 * The level the profile meets and why. The PDF (print) speaks to a coach about the athlete: the
 * engine's "Your …" sentences in the third person, its advice to the athlete left out.
 */
function DivisionCard({
  readiness,
  profile,
  print,
}: {
  readiness: Readiness;
  profile: Profile;
  print: boolean;
}) {
  const reasons = print
    ? (readiness.data?.reasons ?? [])
        .map((r) => aboutAthlete(r, profile.firstName))
        .filter((r): r is string => r !== null)
        .slice(0, 3)
    : (readiness.data?.reasons ?? []);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Division readiness</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {readiness.isLoading && <Skeleton className="h-16" />}
        {readiness.isError && <p className="text-destructive">{errorMessage(readiness.error)}</p>}
        {readiness.data && (
          <>
            <p className="text-2xl font-black" data-testid="division-readiness">
              {readiness.data.division ?? 'Not yet placed'}
            </p>
            {print ? (
              <p data-testid="meets-line">
                {meetsLine(profile.firstName, readiness.data.division, profile.sport, profile.position)}
              </p>
            ) : (
              <ReadinessStory athleteId={profile.id} className="text-muted-foreground" />
            )}
            <ul className="list-disc space-y-1 pl-5">
              {reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The athlete's top programs by Fit, on the PDF only, and only when they chose to list them. */
function TopPrograms({ programs, firstName }: { programs: readonly TPdfTopProgram[]; firstName: string }) {
  if (programs.length === 0) return null;
  return (
    <Card data-testid="pdf-top-programs">
      <CardHeader>
        <CardTitle level={2}>Top programs by Fit</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="text-muted-foreground">
          Shared by {firstName}. Fit is FitScout's match score, 0 to 100.
        </p>
        <ol className="grid list-decimal gap-x-8 gap-y-1 pl-5 sm:grid-cols-2">
          {programs.map((p) => (
            <li key={p.school}>
              {p.school} ({p.level}): Fit {p.fit}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function ProfileView({
  profile,
  readiness,
  topPrograms,
  ready,
  print,
}: {
  profile: Profile;
  readiness: Readiness;
  topPrograms: readonly TPdfTopProgram[] | undefined;
  /** Everything the page shows has arrived (the PDF prints only then). */
  ready: boolean;
  print: boolean;
}) {
  const { user } = useAuth();
  const isOwner = user?.id === profile.userId;
  const metrics = Object.entries(profile.metrics) as [MetricKey, number][];
  const initials = `${profile.firstName[0] ?? ''}${profile.lastName[0] ?? ''}`;
  const contact = profile.xProfileUrl ?? (profile.xHandle ? `https://x.com/${profile.xHandle}` : null);
  return (
    <article
      className={cn(
        'mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] px-4',
        // On paper the sides keep the footer's 12 mm, clear of the edge a printer cannot reach.
        print ? 'gap-3 px-[12mm] py-2' : 'gap-6 py-10',
      )}
      // Names the profile it shows: the PDF renderer reuses a warm page, so a bare flag could be stale.
      data-profile-ready={ready ? profile.id : undefined}
    >
      <header className="flex flex-wrap items-center gap-5">
        {profile.profilePictureUrl ? (
          <img
            src={profile.profilePictureUrl}
            alt=""
            width={96}
            height={96}
            className="size-24 rounded-full print:size-16 object-cover"
          />
        ) : (
          <span
            aria-hidden
            className="flex size-24 items-center print:size-16 justify-center rounded-full bg-muted text-3xl font-black"
          >
            {initials}
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="font-display text-3xl font-black break-words">
            {profile.firstName} {profile.lastName}
          </h1>
          <p className="text-muted-foreground">
            {profile.team ? `${TEAM_LABELS[profile.team]} ` : ''}
            {profile.sport} · {profile.position} · {profile.classYear ?? `Class of ${profile.graduationYear}`}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline" data-testid="verification-badge">
              <ShieldCheck className="size-3.5" aria-hidden />{' '}
              {VERIFICATION_LABELS[profile.verificationLevel]}
            </Badge>
            {profile.xHandle && (
              <Badge variant="secondary">
                <AtSign className="size-3.5" aria-hidden />
                {profile.xHandle}
              </Badge>
            )}
          </div>
        </div>
        {!print && (
          <div className="flex flex-wrap gap-2">
            <CopyLink />
            {isOwner && (
              <Button asChild variant="outline">
                <Link to={`/profile/edit/${profile.id}`}>
                  <Pencil aria-hidden /> Edit Profile
                </Link>
              </Button>
            )}
            {contact ? (
              <Button asChild>
                <a href={contact} target="_blank" rel="noreferrer noopener">
                  Contact Athlete
                </a>
              </Button>
            ) : profile.discoverable ? (
              <Button asChild>
                <Link to="/coach" aria-describedby="contact-note">
                  Contact Athlete
                </Link>
              </Button>
            ) : (
              <Button disabled aria-describedby="contact-note">
                Contact Athlete
              </Button>
            )}
          </div>
        )}
      </header>
      {!print && !contact && (
        <p id="contact-note" className="text-sm text-muted-foreground">
          {profile.discoverable
            ? 'Coaches: ask for contact from your coach area, where this athlete is among your prospects. The athlete decides whether to share their email.'
            : 'This athlete has not shared a public contact link yet. Their email stays private.'}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle level={2}>Physical</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <Row label="Height" value={profile.height} />
              <Row label="Weight" value={`${profile.weight} lbs`} />
              <Row label="Location" value={profile.location} />
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle level={2}>Academic</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <Row label="GPA" value={profile.gpa} />
              <Row label="SAT" value={profile.satScore} />
              <Row label="ACT" value={profile.actScore} />
              <Row label="Graduation" value={profile.graduationYear} />
            </dl>
          </CardContent>
        </Card>
        <DivisionCard readiness={readiness} profile={profile} print={print} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>Athletic stats</CardTitle>
        </CardHeader>
        <CardContent>
          {metrics.length === 0 ? (
            <p className="text-sm text-muted-foreground">No testing numbers shared yet.</p>
          ) : (
            <dl className="grid gap-3 sm:grid-cols-2 md:grid-cols-3" data-testid="athletic-stats">
              {metrics.map(([key, value]) => (
                <div key={key} className="rounded-lg border p-3">
                  <dt className="text-xs text-muted-foreground">{metricName(key)}</dt>
                  <dd className="text-xl font-bold tabular-nums">{metricValueText(key, value)}</dd>
                  <dd className="text-xs text-muted-foreground" data-testid={`evidence-${key}`}>
                    {evidenceText(profile.evidenceDetail[key], { source: true })}
                  </dd>
                  <dd>
                    <UnusualMark profile={profile} metric={key} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </CardContent>
      </Card>
      {print && <TopPrograms programs={topPrograms ?? []} firstName={profile.firstName} />}
      <div className="grid gap-4 md:grid-cols-2">
        <Card className={cn(print && !profile.filmUrl && 'md:col-span-2')}>
          <CardHeader>
            <CardTitle level={2}>About</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="whitespace-pre-line">{profile.bio}</p>
            {profile.achievements.length > 0 && (
              <>
                <h3 className="font-bold">Achievements</h3>
                <ul className="list-disc space-y-1 pl-5">
                  {profile.achievements.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </>
            )}
            {contact && (
              <a
                className="inline-flex items-center gap-1 text-accent underline underline-offset-2"
                href={contact}
                target="_blank"
                rel="noreferrer noopener"
              >
                <ExternalLink className="size-3.5" aria-hidden /> Social profile
              </a>
            )}
          </CardContent>
        </Card>
        {/* On paper, a missing video is left out rather than printed as a note. */}
        {!(print && !profile.filmUrl) && (
          <Card>
            <CardHeader>
              <CardTitle level={2}>Highlight video</CardTitle>
            </CardHeader>
            <CardContent>
              {profile.filmUrl ? (
                print ? (
                  <p className="break-all text-sm">{profile.filmUrl}</p>
                ) : (
                  <Video url={profile.filmUrl} />
                )
              ) : (
                <p className="text-sm text-muted-foreground">No highlight video yet.</p>
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </article>
  );
}

export default function AthleteProfilePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const print = search.get('print') === '1';
  const profile = trpc.athlete.byId.useQuery({ id }, { retry: false });
  // Asked for together with the profile, so all three travel in one batched request instead of
  // one after the other: the page, and the PDF printed from it, wait for them (the readiness
  // sentence reads the same two answers from the cache).
  const readiness = trpc.match.divisionReadiness.useQuery({ id });
  const score = trpc.match.readiness.useQuery({ id });
  // Only the print view (the PDF) lists them: empty unless the athlete chose to show them.
  const top = trpc.match.pdfTopPrograms.useQuery({ id }, { enabled: print });
  usePageTitle(profile.data && `${profile.data.firstName} ${profile.data.lastName}`);

  if (profile.isLoading)
    return (
      <LoadingBlocks
        label="Loading profile…"
        blocks={['h-24 w-2/3', 'h-48 w-full']}
        className="mx-auto grid max-w-5xl gap-4 px-4 py-10"
      />
    );
  if (!profile.data) {
    const missing = isNotFound(profile.error);
    return (
      <section
        className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-24 text-center"
        data-profile-ready={id}
      >
        <h1 className="font-display text-3xl font-black">
          {missing ? 'Profile not found' : 'Could not load this profile'}
        </h1>
        {!missing && <p className="text-muted-foreground">{errorMessage(profile.error)}</p>}
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </section>
    );
  }
  return (
    <ProfileView
      profile={profile.data}
      readiness={readiness}
      topPrograms={top.data}
      ready={!readiness.isLoading && !score.isLoading && !(print && top.isLoading)}
      print={print}
    />
  );
}
