import { SCORE_BANDS, VERIFICATION_LABELS } from '@common/constants';
import { evidenceText, metricName, metricValueText } from '@common/metric-evidence';
import { CheckCircle2, Circle, ShieldCheck } from 'lucide-react';
import { ReadinessStory } from '@/components/ReadinessStory';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { scoreTone, TONE_TEXT } from '@/lib/score-tone';
import { type RouterOutputs, trpc } from '@/lib/trpc';

type Profile = RouterOutputs['athlete']['byId'];

/** Each number with its evidence level and the day it was evidenced. */
function MetricEvidence({ profile }: { profile: Profile }) {
  const metrics = Object.entries(profile.metrics);
  if (metrics.length === 0) return null;
  return (
    <ul className="grid gap-1" aria-label="Evidence per metric" data-testid="metric-levels">
      {metrics.map(([key, value]) => (
        <li key={key} data-testid={`level-${key}`}>
          <span className="font-medium">{metricName(key)}</span>{' '}
          <span className="tabular-nums">{metricValueText(key, value)}</span>
          <span className="text-muted-foreground"> · {evidenceText(profile.evidenceDetail[key])}</span>
        </li>
      ))}
    </ul>
  );
}

export function VerificationCard({ profile }: { profile: Profile }) {
  return (
    <Card data-testid="verification-card">
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden /> Profile Verification
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <Badge variant="secondary" className="justify-self-start">
          {VERIFICATION_LABELS[profile.verificationLevel]}
        </Badge>
        <p>
          <span className="font-semibold" data-testid="verified-count">
            {profile.verifiedMetricCount}
          </span>{' '}
          verified {profile.verifiedMetricCount === 1 ? 'metric' : 'metrics'} (coach or event data)
        </p>
        <MetricEvidence profile={profile} />
        <p className="text-muted-foreground">Self-reported numbers count for less in every Fit Score.</p>
      </CardContent>
    </Card>
  );
}

/** SPEC §9: fixed placeholder numbers, labelled as a preview: no ACS is computed yet. */
const ACS = { overall: 75, parts: { Athleticism: 82, Performance: 78, Academics: 68, Character: 72 } };

export function AcsCard() {
  const tone = (n: number) => TONE_TEXT[scoreTone(n, SCORE_BANDS.acs)];
  return (
    <Card data-testid="acs-card">
      <CardHeader>
        <CardTitle level={2}>ACS score</CardTitle>
        <CardDescription>Preview with sample numbers: not computed from your profile yet.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className={cn('text-4xl font-black tabular-nums', tone(ACS.overall))}>{ACS.overall}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {Object.entries(ACS.parts).map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className={cn('font-bold tabular-nums', tone(value))}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function ReadinessCard({ athleteId }: { athleteId: string }) {
  const readiness = trpc.match.readiness.useQuery({ id: athleteId });
  // Asked beside the score rather than after it: the story needs both, so the card draws once.
  const division = trpc.match.divisionReadiness.useQuery({ id: athleteId });
  const loading = readiness.isLoading || division.isLoading;
  return (
    <Card data-testid="readiness-card">
      <CardHeader>
        <CardTitle level={2}>Readiness Score</CardTitle>
      </CardHeader>
      <CardContent>
        {loading && (
          <LoadingBlocks
            label="Loading readiness…"
            // About the drawn card's height (score, story, breakdown), so a phone's matches below it stay put.
            blocks={['h-10 w-24', 'h-12 w-full', 'h-48 w-full']}
            className="grid gap-2"
          />
        )}
        {readiness.isError && <p className="text-sm text-destructive">{errorMessage(readiness.error)}</p>}
        {readiness.data && !loading && (
          <div className="grid gap-3">
            <p className="flex items-baseline gap-2">
              <span
                className={cn(
                  'text-4xl font-black tabular-nums',
                  TONE_TEXT[scoreTone(readiness.data.score, { strong: 70, mid: 60 })],
                )}
                data-testid="readiness-score"
              >
                {readiness.data.score}
              </span>
              <Badge variant="outline" data-testid="readiness-label">
                {readiness.data.label}
              </Badge>
            </p>
            <ReadinessStory athleteId={athleteId} className="text-sm text-muted-foreground" />
            <ul className="grid gap-2 text-sm">
              {readiness.data.breakdown.map((b) => (
                <li key={b.category} className="grid gap-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="flex items-center gap-1.5">
                      {b.complete ? (
                        <CheckCircle2 className="size-4 text-success" aria-label="complete" />
                      ) : (
                        <Circle className="size-4 text-muted-foreground" aria-label="incomplete" />
                      )}
                      {b.category}
                    </span>
                    <span className="tabular-nums">{b.percentage}%</span>
                  </span>
                  <Progress value={b.percentage} aria-label={`${b.category}: ${b.percentage}%`} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
