import { IMPORT_SOURCES, type ImportSource, type TImportResult, X_NOT_ENABLED } from '@common/schemas/import';
import { Download, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const PLACEHOLDERS: Record<ImportSource, string> = {
  x: '@yourhandle',
  hudl: 'https://www.hudl.com/profile/…',
  ncsa: 'https://www.ncsasports.org/…',
};
const ALL_SOURCES = Object.keys(IMPORT_SOURCES) as ImportSource[];

/** SPEC §2 'Import Profile': fills the builder from a social handle or a film/recruiting profile URL. */
export function ImportDialog({ onImported }: { onImported: (result: TImportResult) => void }) {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<ImportSource>('hudl');
  const [value, setValue] = useState('');
  const [emptyInput, setEmptyInput] = useState<string>();
  // Until the server says otherwise, every source is offered; one it cannot run is then left out.
  const sources = trpc.import.sources.useQuery(undefined, { enabled: open });
  const sourceOptions = ALL_SOURCES.filter((s) => sources.data?.[s] !== false).map((s) => ({
    value: s,
    label: IMPORT_SOURCES[s].label,
  }));
  const x = trpc.import.x.useMutation();
  const hudl = trpc.import.hudl.useMutation();
  const ncsa = trpc.import.ncsa.useMutation();
  const mutations = [x, hudl, ncsa];
  const pending = mutations.some((m) => m.isPending);
  const failureMessage = (err: unknown) =>
    serverMessage(err) ??
    `Failed to import from ${IMPORT_SOURCES[source].label}. Please check the handle/URL and try again.`;
  const failed = mutations.find((m) => m.isError);
  // Also said inside the dialog: a modal hides the toast region from screen readers.
  const problem = emptyInput ?? (failed ? failureMessage(failed.error) : undefined);
  const clearProblem = () => {
    setEmptyInput(undefined);
    for (const m of mutations) m.reset();
  };

  const run = async (event: FormEvent) => {
    // The builder's own form must not see this submit.
    event.preventDefault();
    event.stopPropagation();
    const { label, empty } = IMPORT_SOURCES[source];
    clearProblem();
    if (!value.trim()) {
      setEmptyInput(empty);
      return toast({ title: 'Error', description: empty, variant: 'destructive' });
    }
    try {
      const result =
        source === 'x'
          ? await x.mutateAsync({ handle: value })
          : await (source === 'hudl' ? hudl : ncsa).mutateAsync({ url: value });
      onImported(result);
      toast({
        title: 'Profile Imported!',
        description: `We filled in what your ${label} profile shows. Check each step.`,
      });
      setOpen(false);
      setValue('');
    } catch (err) {
      toast({
        title: 'Import Failed',
        description:
          serverMessage(err) ?? `Failed to import from ${label}. Please check the handle/URL and try again.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Download aria-hidden /> Import Profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Import Profile</DialogTitle>
        <DialogDescription>
          Start from a profile you already have. You can change anything afterwards.
        </DialogDescription>
        <form onSubmit={run} noValidate className="grid gap-4">
          <Field id="import-source" label="Source">
            <Select
              id="import-source"
              value={source}
              onChange={(e) => setSource(e.target.value as ImportSource)}
              options={sourceOptions}
            />
          </Field>
          {sources.data?.x === false && <p className="text-sm text-muted-foreground">{X_NOT_ENABLED}</p>}
          <Field id="import-value" label={source === 'x' ? 'X handle' : 'Profile URL'} error={problem}>
            <Input
              id="import-value"
              value={value}
              placeholder={PLACEHOLDERS[source]}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'import-value-error' : undefined}
              onChange={(e) => setValue(e.target.value)}
              inputMode={source === 'x' ? 'text' : 'url'}
            />
          </Field>
          <Button type="submit" disabled={pending}>
            {pending && <Loader2 className="animate-spin" aria-hidden />}
            Import
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
