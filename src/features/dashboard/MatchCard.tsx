import { distanceOrigin } from '@common/distance-origin';
import { ROSTER_NOT_ON_FILE, rosterOnFile } from '@common/roster-on-file';
import type { TProgramIntake } from '@common/schemas/portal';
import { TIER_LABELS } from '@common/tiers';
import { ChevronDown, ExternalLink, Mail, MapPin } from 'lucide-react';
import { useState } from 'react';
import { AdmissionFacts } from '@/components/AdmissionFacts';
import { FitBreakdown } from '@/components/FitBreakdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { scoreTone, TONE_TEXT } from '@/lib/score-tone';
import { NetCost } from '../cost/NetCost';
import { AthleticEvidence } from './AthleticEvidence';
import type { DashboardMatch } from './dashboard-match';
import { distanceText } from './distance';
import { IntakeLine } from './PortalOutlook';
import { SendProfile } from './SendProfile';

function Bullets({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-bold">{title}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CoachContact({ program }: { program: DashboardMatch['program'] }) {
  const known = program.coachName || program.coachEmail || program.coachPhone;
  return (
    <div className="text-sm" data-testid="coach-contact">
      <h4 className="mb-1 font-bold">Coach contact</h4>
      {known ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {program.coachName && (
            <>
              <dt className="text-muted-foreground">Coach</dt>
              <dd>
                {program.coachName}
                {program.coachTitle && <span className="text-muted-foreground">, {program.coachTitle}</span>}
              </dd>
            </>
          )}
          {program.coachEmail && (
            <>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{program.coachEmail}</dd>
            </>
          )}
          {program.coachPhone && (
            <>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{program.coachPhone}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-muted-foreground">Contact via program website</p>
      )}
      {program.questionnaireUrl && (
        <a
          className="mt-1 inline-block underline underline-offset-2"
          href={program.questionnaireUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          Recruiting questionnaire
        </a>
      )}
    </div>
  );
}

/**
 * Compact by default (score, tier and the top reason), so 25 matches fit a phone; the button opens
 * the full breakdown. The first match of the list starts open, to show what a card holds.
 */
export function MatchCard({
  match,
  from,
  defaultOpen = false,
  intake,
}: {
  match: DashboardMatch;
  from: string;
  defaultOpen?: boolean;
  /** A portal athlete's: the program's transfers at the position. */
  intake?: TProgramIntake;
}) {
  const { program } = match;
  const [open, setOpen] = useState(defaultOpen);
  const detailsId = `match-details-${match.id}`;
  const topReason = match.why[0] ?? match.gaps[0];
  const fitTone = scoreTone(match.fit);
  const noEmailId = `no-email-${match.id}`;
  return (
    <Card data-testid="match-card">
      <CardHeader>
        {/* The score stays top right at every width; a long program name wraps beside it. */}
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <CardTitle className="break-words">{program.name}</CardTitle>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge variant="outline">{program.division}</Badge>
              <span>{program.location}</span>
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p className={cn('text-3xl font-black tabular-nums', TONE_TEXT[fitTone])} data-testid="fit-score">
              {match.fit}
            </p>
            <p className="text-xs text-muted-foreground">Fit Score</p>
            <p className={cn('text-xs font-semibold', TONE_TEXT[scoreTone(match.confidence)])}>
              {match.confidence}% confidence
            </p>
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground" data-testid="distance">
          <MapPin className="size-3.5" aria-hidden />
          {distanceText(match.distanceMiles, distanceOrigin(from), !open)}
          <span aria-hidden>·</span>
          <span>{TIER_LABELS[match.tier]}</span>
          {/* On the line the card already has, so a card without a roster is no taller on a phone. */}
          {!rosterOnFile(match.gaps) && (
            <>
              <span aria-hidden>·</span>
              <span className="font-semibold" data-testid="roster-not-on-file">
                {ROSTER_NOT_ON_FILE}
              </span>
            </>
          )}
        </p>
        <NetCost programId={program.id} programName={program.name} compact={!open} />
        {intake && <IntakeLine intake={intake} />}
        {topReason && (
          // Two lines on a collapsed card, so 25 stay short on a phone; the opened card lists it whole.
          <p className={cn('text-sm', !open && 'line-clamp-2')} data-testid="top-reason">
            {topReason}
          </p>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-start px-2"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
          {open ? 'Hide full breakdown' : 'Show full breakdown'}
          <span className="sr-only"> for {program.name}</span>
        </Button>
      </CardHeader>
      <CardContent id={detailsId} hidden={!open} className="grid gap-4">
        <FitBreakdown parts={match.breakdown} />
        <AthleticEvidence items={match.athleticEvidence} />
        <AdmissionFacts academicTier={match.academicTier} admission={match.admission} cost={match.cost} />
        <div className="grid gap-4 md:grid-cols-2">
          <Bullets
            title="Why You're a Fit"
            items={match.why.filter((w) => w !== match.admission)}
            empty="No strengths stood out yet."
          />
          <Bullets
            title="Areas to Strengthen"
            items={match.gaps.filter((g) => g !== match.admission)}
            empty="Nothing to strengthen for this program."
          />
        </div>
        <CoachContact program={program} />
        <div className="flex flex-wrap gap-2">
          {program.programWebsite ? (
            <Button asChild variant="outline" size="sm">
              <a href={program.programWebsite} target="_blank" rel="noreferrer noopener">
                <ExternalLink aria-hidden /> Visit Program
              </a>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled aria-describedby={`${noEmailId}-site`}>
              <ExternalLink aria-hidden /> Visit Program
            </Button>
          )}
          {program.coachEmail ? (
            <Button asChild size="sm">
              <a href={`mailto:${program.coachEmail}`}>
                <Mail aria-hidden /> Email Coach
              </a>
            </Button>
          ) : (
            <Button size="sm" disabled aria-describedby={noEmailId}>
              <Mail aria-hidden /> Email Coach
            </Button>
          )}
        </div>
        {!program.coachEmail && (
          <p id={noEmailId} className="text-xs text-muted-foreground">
            We have no verified coach email for this program yet, and we never guess one.
          </p>
        )}
        {!program.programWebsite && (
          <p id={`${noEmailId}-site`} className="text-xs text-muted-foreground">
            No program website on file yet.
          </p>
        )}
        <SendProfile program={program} />
      </CardContent>
    </Card>
  );
}
