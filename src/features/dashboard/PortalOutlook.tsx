import type { TPortalOutlook, TProgramIntake } from '@common/schemas/portal';
import { CalendarClock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** Programs shown in the outlook; every card carries its own line. */
const SHOWN = 8;

function SourceLink({ source }: { source: { name: string; url: string; dated?: string } | null }) {
  if (!source) return null;
  return (
    <a href={source.url} className="underline underline-offset-2" target="_blank" rel="noreferrer">
      {source.name}
      {source.dated ? ` (${source.dated})` : ''}
    </a>
  );
}

/** One matched program's transfers at the position, with its label; also shown on its match card. */
export function IntakeLine({ intake }: { intake: TProgramIntake }) {
  return (
    <p className="grid gap-1 text-sm" data-testid="intake-line">
      {intake.label && (
        <Badge variant="secondary" className="justify-self-start">
          {intake.label}
        </Badge>
      )}
      <span>{intake.text}</span>
      {intake.source && (
        <span className="text-xs text-muted-foreground">
          Roster: <SourceLink source={intake.source} />
        </span>
      )}
    </p>
  );
}

function Windows({ outlook }: { outlook: TPortalOutlook }) {
  if (!outlook.level)
    return (
      <p className="text-sm text-muted-foreground">
        Add your current level to your profile to see its windows.
      </p>
    );
  if (outlook.windows.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        No transfer windows for {outlook.level} are on file from a reachable source.
      </p>
    );
  return (
    <ul className="grid gap-2" aria-label="Transfer windows">
      {outlook.windows.map((w) => (
        <li key={w.name} className="grid gap-1 rounded-lg border p-3" data-testid="portal-window">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">
              {w.name} <span className="font-normal text-muted-foreground">· {w.body}</span>
            </span>
            <span className="text-sm font-semibold" data-testid="window-countdown">
              {w.countdown}
            </span>
          </p>
          {w.dates && <p className="text-sm tabular-nums">{w.dates}</p>}
          <p className="text-xs text-muted-foreground">
            {w.rule} <SourceLink source={w.source} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The portal athlete's outlook (ADR 036): its sport's windows with a countdown, what its
 * eligibility allows, and the matched programs that take transfers at its position first.
 */
export function PortalOutlook({ athleteId, position }: { athleteId: string; position: string }) {
  const q = trpc.portal.outlook.useQuery({ athleteId });
  const o = q.data;
  return (
    <Card data-testid="portal-outlook" aria-labelledby="portal-outlook-title">
      <CardHeader>
        <CardTitle level={2} id="portal-outlook-title" className="flex items-center gap-2">
          <CalendarClock className="size-5" aria-hidden /> Windows, eligibility and transfer intake
        </CardTitle>
        {o && <CardDescription>As of {o.today}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {q.isLoading && <LoadingBlocks label="Loading your transfer outlook…" blocks={['h-24 w-full']} />}
        {q.isError && <p className="text-sm text-destructive">{errorMessage(q.error)}</p>}
        {o && (
          <>
            <section className="grid gap-2" aria-labelledby="windows-title">
              <h3 id="windows-title" className="text-sm font-semibold">
                Transfer windows
              </h3>
              <Windows outlook={o} />
              {o.entered && <p className="text-sm">{o.entered.text}.</p>}
            </section>
            <section className="grid gap-1" aria-labelledby="eligibility-title">
              <h3 id="eligibility-title" className="text-sm font-semibold">
                Your eligibility allows
              </h3>
              <p className="text-lg font-bold" data-testid="eligibility-allows">
                {o.eligibility?.text ?? 'Add your seasons remaining to see this'}
              </p>
              <ul className="grid gap-1 text-xs text-muted-foreground">
                {o.notes.map((n) => (
                  <li key={n.text}>
                    {n.text} <SourceLink source={n.source} />
                  </li>
                ))}
              </ul>
            </section>
            <section className="grid gap-2" aria-labelledby="intake-title">
              <h3 id="intake-title" className="text-sm font-semibold">
                Transfer intake at {position} among your matches
              </h3>
              {o.intake.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Generate matches to see each program’s transfers.
                </p>
              ) : (
                <ol className="grid gap-2">
                  {o.intake.slice(0, SHOWN).map((p) => (
                    <li key={p.programId} className="grid gap-1 rounded-lg border p-3">
                      <p className="font-semibold">
                        {p.name}{' '}
                        <span className="font-normal text-muted-foreground">
                          · {p.division} · Fit {p.fit}
                        </span>
                      </p>
                      <IntakeLine intake={p} />
                    </li>
                  ))}
                </ol>
              )}
              <p className="text-xs text-muted-foreground">{o.intakeNote}</p>
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
