import { evidenceText, metricName, metricValueText } from '@common/metric-evidence';
import type { TPublicAthleteProfile } from '@common/schemas/athlete';
import { EVIDENCE_MESSAGES } from '@common/schemas/evidence';
import { FileUp, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { UnusualMark } from '@/components/UnusualMark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { trpc } from '@/lib/trpc';
import { ClaimResults } from './ClaimResults';
import { ConfirmProposals } from './ConfirmProposals';
import { LinkMetric } from './LinkMetric';
import { ACCEPTED_TYPES, MAX_BYTES, uploadFile } from './upload-file';

/** Each metric with its evidence level and date, as the public profile shows it. */
export function MetricEvidenceList({ profile }: { profile: TPublicAthleteProfile }) {
  const metrics = Object.entries(profile.metrics);
  if (metrics.length === 0) return <p className="text-sm text-muted-foreground">No testing numbers yet.</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid="metric-evidence">
      {metrics.map(([key, value]) => (
        <li key={key} className="rounded-lg border p-3 text-sm">
          <span className="font-medium">{metricName(key)}</span>{' '}
          <span className="tabular-nums">{metricValueText(key, value)}</span>
          <span className="block text-xs text-muted-foreground" data-testid={`evidence-${key}`}>
            {evidenceText(profile.evidenceDetail[key], { source: true })}
          </span>
          <UnusualMark profile={profile} metric={key} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Evidence on the athlete's own profile page: upload a stats sheet and confirm what was read,
 * link a public page, claim event results. Each moves a metric up SPEC's ladder.
 */
export function EvidencePanel({ profile }: { profile: TPublicAthleteProfile }) {
  const inputId = useId();
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileId, setFileId] = useState<string | null>(null);
  const file = trpc.evidence.file.useQuery(
    { id: fileId ?? '' },
    { enabled: !!fileId, refetchInterval: (q) => (q.state.data?.status === 'reading' ? 1000 : false) },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!chosen) return setError(EVIDENCE_MESSAGES.noFile);
    if (chosen.size > MAX_BYTES) return setError('Files can be up to 10 MB');
    setProgress(0);
    try {
      const saved = await uploadFile(chosen, setProgress);
      setFileId(saved.id);
      setChosen(null);
      (e.target as HTMLFormElement).reset();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };

  const refresh = () => utils.athlete.mine.invalidate();
  const reading = file.data?.status === 'reading';

  return (
    <Card data-testid="evidence-panel">
      <CardHeader>
        <CardTitle>Evidence for your numbers</CardTitle>
        <CardDescription>
          Self-reported numbers count at 0.6×. Upload a stats sheet (0.85×), link your public profile (0.75×)
          or claim event results (1.05×) to make them count more.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <MetricEvidenceList profile={profile} />

        <form onSubmit={submit} className="grid gap-2" aria-label="Upload a stats sheet">
          <label htmlFor={inputId} className="text-sm font-medium">
            Stats sheet or testing results
          </label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setChosen(e.target.files?.[0] ?? null);
              setError(null);
            }}
            className="rounded-md border bg-background p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            PNG, JPG or PDF, up to 10 MB. Location and camera data are removed before it is stored.
          </p>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          )}
          {progress !== null && (
            <div className="grid gap-1">
              <Progress value={progress} aria-label="Upload progress" />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                Uploading… {progress}%
              </p>
            </div>
          )}
          <Button type="submit" variant="accent" className="justify-self-start" disabled={progress !== null}>
            <FileUp aria-hidden /> Upload
          </Button>
        </form>

        <div aria-live="polite">
          {reading && (
            <p className="flex items-center gap-2 text-sm" data-testid="reading">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Reading {file.data?.originalName}…
            </p>
          )}
          {file.data?.status === 'failed' && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {file.data.error}
            </p>
          )}
          {file.data?.status === 'read' && (
            <ConfirmProposals
              key={file.data.id}
              file={file.data}
              onDone={() => {
                setFileId(null);
                void refresh();
              }}
            />
          )}
        </div>

        <LinkMetric profile={profile} onLinked={refresh} />
        <ClaimResults />
      </CardContent>
    </Card>
  );
}
