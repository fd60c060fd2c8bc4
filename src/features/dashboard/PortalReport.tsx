import { PORTAL_BAND_LABELS, type TPortalBand } from '@common/schemas/portal';
import { ArrowLeftRight } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

/** The traffic light's colour beside its words, which carry the meaning on their own. */
const BAND_DOT: Record<TPortalBand, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-destructive',
};

function Figure({ title, value, text }: { title: string; value: string; text: string }) {
  return (
    <div className="grid content-start gap-1 rounded-lg border p-3">
      <dt className="text-sm font-semibold">{title}</dt>
      <dd className="grid gap-1">
        <span className="text-2xl font-black tabular-nums">{value}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </dd>
    </div>
  );
}

/**
 * The transfer-portal report of a portal athlete (SPEC §1): demand, competition, a risk band and
 * timing at its position, each from the public rosters it names.
 */
export function PortalReport({ athleteId }: { athleteId: string }) {
  const report = trpc.match.portalReport.useQuery({ athleteId });
  return (
    <Card data-testid="portal-report" aria-labelledby="portal-report-title">
      <CardHeader>
        <CardTitle level={2} id="portal-report-title" className="flex items-center gap-2">
          <ArrowLeftRight className="size-5" aria-hidden /> Transfer Portal Report
        </CardTitle>
        {report.data && (
          <CardDescription>
            {report.data.position} at {report.data.levels.join(', ')}
            {report.data.placed
              ? ' (your level and one either side)'
              : ' (every level until your numbers place you)'}
            {report.data.seasons.length > 0 && `, from ${report.data.seasons.join(' and ')} rosters`}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {report.isLoading && <LoadingBlocks label="Loading your portal report…" blocks={['h-24 w-full']} />}
        {report.isError && <p className="text-sm text-destructive">{errorMessage(report.error)}</p>}
        {report.data?.empty && <p className="text-sm text-muted-foreground">{report.data.empty}</p>}
        {report.data && !report.data.empty && (
          <>
            {report.data.risk ? (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className={cn('size-3 rounded-full', BAND_DOT[report.data.risk.band])} aria-hidden />
                <span className="font-semibold" data-testid="portal-band">
                  {PORTAL_BAND_LABELS[report.data.risk.band]}
                </span>
                <span>Risk {report.data.risk.percent}%</span>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{report.data.riskMissing}</p>
            )}
            <dl className="grid gap-3 sm:grid-cols-3">
              {report.data.demand && (
                <Figure
                  title="Demand"
                  value={`${report.data.demand.programs} programs`}
                  text={report.data.demand.text}
                />
              )}
              <Figure
                title="Competition"
                value={
                  report.data.competition ? `${report.data.competition.transfers} transfers` : 'Not on file'
                }
                text={report.data.competition?.text ?? report.data.riskMissing ?? ''}
              />
              {report.data.risk && (
                <Figure title="Risk" value={`${report.data.risk.percent}%`} text={report.data.risk.text} />
              )}
            </dl>
            {report.data.timing && (
              <div className="grid gap-1">
                <h3 className="text-sm font-semibold">Timing</h3>
                <p className="text-sm">{report.data.timing.text}</p>
              </div>
            )}
          </>
        )}
        {report.data && report.data.sources.length > 0 && (
          <p className="text-xs text-muted-foreground">
            Sources:{' '}
            {report.data.sources.map((s, k) => (
              <span key={s.id}>
                {k > 0 && '; '}
                {s.url ? (
                  <a href={s.url} className="underline underline-offset-2" rel="noreferrer" target="_blank">
                    {s.name}
                  </a>
                ) : (
                  s.name
                )}{' '}
                ({s.programs} programs)
              </span>
            ))}
            . Counts only, never players.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
