import { METRIC_DISPLAY, type MetricKey } from '@common/constants';
import type { TEvidenceFile } from '@common/schemas/evidence';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** The metrics read from a file, each to keep (as read or corrected) or leave out. */
export function ConfirmProposals({ file, onDone }: { file: TEvidenceFile; onDone: () => void }) {
  const [rows, setRows] = useState(() =>
    file.proposals.map((p) => ({ ...p, keep: true, text: String(p.value) })),
  );
  const confirm = trpc.evidence.confirm.useMutation();

  if (rows.length === 0)
    return (
      <p className="text-sm" role="status">
        No testing numbers were found in {file.originalName}. Try a sharper picture, or a sheet that names
        each test beside its result.
      </p>
    );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const metrics = rows.filter((r) => r.keep).map((r) => ({ metric: r.metric, value: Number(r.text) }));
    try {
      const res = await confirm.mutateAsync({ id: file.id, metrics });
      const label = (m: string) => METRIC_DISPLAY[m as MetricKey]?.label ?? m;
      if (res.uploaded.length)
        toast({ title: `${res.uploaded.map(label).join(', ')} now count at 0.85× as Uploaded` });
      if (res.selfReported.length)
        toast({
          title: `${res.selfReported.map(label).join(', ')} kept as Self-Reported`,
          description: 'The sheet does not show that value.',
        });
      onDone();
    } catch {
      // The message is shown below from the mutation's error.
    }
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3"
      data-testid="proposals"
      aria-label="Confirm the numbers read"
    >
      <p className="text-sm font-medium">
        Found in {file.originalName}: check each number against the sheet.
      </p>
      <ul className="grid gap-2">
        {rows.map((r, i) => {
          const id = `proposal-${file.id}-${r.metric}`;
          const display = METRIC_DISPLAY[r.metric];
          return (
            <li
              key={r.metric}
              className="grid grid-cols-[auto_1fr_5.5rem_2.5rem] items-center gap-x-3 gap-y-1 rounded-lg border p-2"
            >
              <input
                type="checkbox"
                id={`${id}-keep`}
                checked={r.keep}
                className="size-4 accent-[var(--color-accent)]"
                onChange={(e) =>
                  setRows((all) => all.map((x, j) => (j === i ? { ...x, keep: e.target.checked } : x)))
                }
              />
              <label htmlFor={`${id}-keep`} className="text-sm font-medium">
                {display?.label ?? r.metric}
              </label>
              <label htmlFor={id} className="sr-only">
                {display?.label ?? r.metric} value ({display?.unit})
              </label>
              <Input
                id={id}
                inputMode="decimal"
                value={r.text}
                disabled={!r.keep}
                onChange={(e) =>
                  setRows((all) => all.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
                }
              />
              <span className="text-xs text-muted-foreground">{display?.unit}</span>
              <span className="col-span-full truncate text-xs text-muted-foreground">
                Read from: “{r.line}”
              </span>
            </li>
          );
        })}
      </ul>
      {confirm.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(confirm.error)}
        </p>
      )}
      <Button
        type="submit"
        className="justify-self-start"
        disabled={confirm.isPending || !rows.some((r) => r.keep)}
      >
        Confirm numbers
      </Button>
    </form>
  );
}
