import type { TCoachProgram } from '@common/schemas/coach';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { putFresh, trpc } from '@/lib/trpc';
import { SaveRow } from './SaveRow';

const FIELDS = [
  { key: 'coachName', label: 'Contact name', type: 'text', autoComplete: 'name' },
  { key: 'coachTitle', label: 'Title', type: 'text', autoComplete: 'organization-title' },
  { key: 'coachEmail', label: 'Public email', type: 'email', autoComplete: 'email' },
  { key: 'coachPhone', label: 'Public phone', type: 'tel', autoComplete: 'tel' },
  { key: 'playingStyle', label: 'Playing style', type: 'text', autoComplete: 'off' },
  { key: 'questionnaireUrl', label: 'Recruiting questionnaire link', type: 'url', autoComplete: 'url' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** The contact athletes see on their match cards, the style that feeds system fit, the questionnaire. */
export function ProgramDetailsForm({ program }: { program: TCoachProgram }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, program[f.key] ?? ''])) as Record<Key, string>,
  );
  const save = trpc.coach.updateDetails.useMutation({
    onSuccess: async (p) => {
      await putFresh(utils.coach.program, { programId: p.id }, p);
      toast({ title: 'Saved', description: 'Athletes now see these details on their match cards.' });
    },
  });
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ programId: program.id, ...values });
      }}
    >
      {FIELDS.map((f) => (
        <Field
          key={f.key}
          id={`detail-${f.key}`}
          label={f.label}
          hint={
            f.key === 'playingStyle'
              ? 'e.g. "Spread offense, 4-2-5 defense": it feeds system fit.'
              : undefined
          }
        >
          <Input
            id={`detail-${f.key}`}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.key]}
            aria-describedby={f.key === 'playingStyle' ? 'detail-playingStyle-hint' : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          />
        </Field>
      ))}
      <SaveRow label="Save details" mutation={save} className="sm:col-span-2" />
    </form>
  );
}
