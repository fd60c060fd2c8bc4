import { METRIC_DISPLAY, type MetricKey } from '@common/constants';
import type { TPublicAthleteProfile } from '@common/schemas/athlete';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Field, fieldControlProps } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** Link a public Hudl, NCSA or MaxPreps page that shows a metric: it becomes Linked. */
export function LinkMetric({ profile, onLinked }: { profile: TPublicAthleteProfile; onLinked: () => void }) {
  const id = useId();
  const metrics = Object.keys(profile.metrics) as MetricKey[];
  const [metric, setMetric] = useState<MetricKey | ''>(metrics[0] ?? '');
  const [url, setUrl] = useState('');
  const link = trpc.evidence.link.useMutation();
  if (metrics.length === 0) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!metric) return;
    try {
      const res = await link.mutateAsync({ metric, url });
      toast({
        title:
          res.level === 'link'
            ? `${METRIC_DISPLAY[metric].label} now counts at 0.75× as Linked`
            : `${METRIC_DISPLAY[metric].label} already has stronger evidence`,
      });
      onLinked();
    } catch {
      // Shown below.
    }
  };
  const error = link.isError ? errorMessage(link.error) : undefined;
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      aria-label="Link a public profile"
    >
      <Field id={`${id}-metric`} label="Metric">
        <Select
          id={`${id}-metric`}
          value={metric}
          onChange={(e) => setMetric(e.target.value as MetricKey)}
          options={metrics.map((m) => ({ value: m, label: METRIC_DISPLAY[m]?.label ?? m }))}
        />
      </Field>
      <Field id={`${id}-url`} label="Public Hudl, NCSA or MaxPreps page" error={error}>
        <Input
          {...fieldControlProps(`${id}-url`, error)}
          type="url"
          required
          placeholder="https://www.hudl.com/profile/…"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={link.isPending}>
        Check link
      </Button>
    </form>
  );
}
