import { STATED_NEEDS_EXPLAINED } from '@common/constants';
import type { TCoachProgram } from '@common/schemas/coach';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { putFresh, trpc } from '@/lib/trpc';
import { SaveRow } from './SaveRow';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear + i);
type Need = TCoachProgram['needs'][number];

/** Needs by position and graduation year; they replace the roster reading in every athlete's Fit. */
export function NeedsEditor({ program }: { program: TCoachProgram }) {
  const utils = trpc.useUtils();
  const [needs, setNeeds] = useState<Need[]>(program.needs);
  const [position, setPosition] = useState(program.positions[0] ?? '');
  const [year, setYear] = useState(String(thisYear + 1));
  const save = trpc.coach.setNeeds.useMutation({
    onSuccess: async (p) => {
      await putFresh(utils.coach.program, { programId: p.id }, p);
      utils.coach.prospects.invalidate();
      toast({ title: 'Needs saved', description: 'Fit now reads your stated needs.' });
    },
  });
  const add = () => {
    const need = { position, graduationYear: Number(year) };
    if (!needs.some((n) => n.position === need.position && n.graduationYear === need.graduationYear))
      setNeeds([...needs, need]);
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" data-testid="needs-explained">
        {STATED_NEEDS_EXPLAINED}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="need-position" label="Position">
          <Select
            id="need-position"
            options={program.positions}
            value={position}
            onChange={(e) => setPosition(e.target.value)}
          />
        </Field>
        <Field id="need-year" label="Graduation year">
          <Select id="need-year" options={YEARS} value={year} onChange={(e) => setYear(e.target.value)} />
        </Field>
        <Button type="button" variant="outline" onClick={add}>
          Add need
        </Button>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Stated needs">
        {needs.length === 0 && (
          <li className="text-sm text-muted-foreground">No needs stated: Fit reads the roster.</li>
        )}
        {needs.map((n) => (
          <li key={`${n.position}-${n.graduationYear}`}>
            <Badge variant="secondary" className="gap-1">
              {n.position} · {n.graduationYear}
              <button
                type="button"
                className="rounded-sm focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove ${n.position} ${n.graduationYear}`}
                onClick={() => setNeeds(needs.filter((x) => x !== n))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </Badge>
          </li>
        ))}
      </ul>
      <SaveRow
        label="Save needs"
        mutation={save}
        onSave={() => save.mutate({ programId: program.id, needs })}
      />
    </div>
  );
}
