import { styleSportOf, stylesOfProgramSport } from '@common/constants';
import type { TCoachProgram } from '@common/schemas/coach';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Field, Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { putFresh, trpc } from '@/lib/trpc';
import { SaveRow } from './SaveRow';

const FIELDS = [
  { key: 'coachName', label: 'Contact name', type: 'text', autoComplete: 'name' },
  { key: 'coachTitle', label: 'Title', type: 'text', autoComplete: 'organization-title' },
  { key: 'coachEmail', label: 'Public email', type: 'email', autoComplete: 'email' },
  { key: 'coachPhone', label: 'Public phone', type: 'tel', autoComplete: 'tel' },
  { key: 'questionnaireUrl', label: 'Recruiting questionnaire link', type: 'url', autoComplete: 'url' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/**
 * The sport's playing styles as checkboxes: system fit reads only these (ADR 047). A style written
 * as free text before the list is shown as not scored, and saving replaces it.
 */
function PlayingStyles({
  program,
  chosen,
  onChange,
}: {
  program: TCoachProgram;
  chosen: string[];
  onChange: (keys: string[]) => void;
}) {
  const styles = stylesOfProgramSport(program.sport);
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby="playing-styles-hint">
      <legend className="mb-1 text-sm font-medium">Playing style</legend>
      <p id="playing-styles-hint" className="text-xs text-muted-foreground">
        {styles.length
          ? 'Choose every style that fits your program: system fit gives a bonus to the positions each one uses most.'
          : `FitScout scores no playing style for ${styleSportOf(program.sport)}: system fit reads your roster instead.`}
      </p>
      {program.unscoredStyleText && (
        <p className="text-sm" data-testid="unscored-style">
          Your earlier description, “{program.unscoredStyleText}”, is not scored. Choose from the list; saving
          replaces it.
        </p>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        {styles.map((st) => (
          <div key={st.key} className="flex items-start gap-2">
            <Checkbox
              id={`style-${st.key}`}
              checked={chosen.includes(st.key)}
              onCheckedChange={(v) =>
                onChange(v === true ? [...chosen, st.key] : chosen.filter((k) => k !== st.key))
              }
            />
            <Label htmlFor={`style-${st.key}`} className="leading-snug">
              {st.label}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The contact athletes see on their match cards, the styles that feed system fit, the questionnaire. */
export function ProgramDetailsForm({ program }: { program: TCoachProgram }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<Record<Key, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, program[f.key] ?? ''])) as Record<Key, string>,
  );
  const [styles, setStyles] = useState<string[]>(program.playingStyles);
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
        save.mutate({ programId: program.id, ...values, playingStyles: styles });
      }}
    >
      {FIELDS.map((f) => (
        <Field key={f.key} id={`detail-${f.key}`} label={f.label}>
          <Input
            id={`detail-${f.key}`}
            type={f.type}
            autoComplete={f.autoComplete}
            value={values[f.key]}
            onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
          />
        </Field>
      ))}
      <PlayingStyles program={program} chosen={styles} onChange={setStyles} />
      <SaveRow label="Save details" mutation={save} className="sm:col-span-2" />
    </form>
  );
}
