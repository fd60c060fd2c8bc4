import { PDF_PAPER_LABELS, PDF_PAPERS, type PdfPaper } from '@common/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { putFresh, type RouterOutputs, trpc } from '@/lib/trpc';

type Profile = NonNullable<RouterOutputs['athlete']['mine']>;
const PAPER_OPTIONS = PDF_PAPERS.map((p) => ({ value: p, label: PDF_PAPER_LABELS[p] }));
const isPaper = (v: string): v is PdfPaper => (PDF_PAPERS as readonly string[]).includes(v);

/** The athlete's choices for the PDF a coach holds: the top programs (off by default) and the paper. */
export function PdfSettingsCard({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const save = trpc.athlete.setPdfSettings.useMutation({
    onSuccess: (p) => putFresh(utils.athlete.mine, undefined, p),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
  });
  const current = { pdfTopPrograms: profile.pdfTopPrograms, pdfPaper: profile.pdfPaper };
  return (
    <Card data-testid="pdf-settings">
      <CardHeader>
        <CardTitle>PDF for coaches</CardTitle>
        <CardDescription>
          The Download PDF button prints your public profile on one page for a coach, with its link.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-start gap-2">
          <Checkbox
            id="pdf-top-programs"
            checked={profile.pdfTopPrograms}
            disabled={save.isPending}
            onCheckedChange={(c) => save.mutate({ ...current, pdfTopPrograms: c === true })}
            aria-describedby="pdf-top-programs-hint"
          />
          <div className="grid gap-1">
            <Label htmlFor="pdf-top-programs">List my top 5 programs by Fit on the PDF</Label>
            <p id="pdf-top-programs-hint" className="text-xs text-muted-foreground">
              Off by default. Anyone with your profile link can download the PDF, so they would see the list
              too.
            </p>
          </div>
        </div>
        <Field id="pdf-paper" label="Paper" className="max-w-xs">
          <Select
            id="pdf-paper"
            value={profile.pdfPaper}
            disabled={save.isPending}
            onChange={(e) => isPaper(e.target.value) && save.mutate({ ...current, pdfPaper: e.target.value })}
            options={PAPER_OPTIONS}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
