import { CURRENT_LEVELS, LEVEL_LABELS } from '@common/eligibility';
import type { TProspect } from '@common/schemas/coach';
import type { TransferFilter } from '@common/transfer-prospect';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

const SEASONS = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: `${n}+ season${n === 1 ? '' : 's'}`,
}));
const WINDOWS = [
  { value: 'open', label: 'Their window is open today' },
  { value: 'entered', label: 'Already in the portal' },
];
const LEVELS = CURRENT_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }));

/** The transfer filters of the prospects view: only portal athletes, seasons left, window, level of origin. */
export function TransferFilters({
  value,
  onChange,
}: {
  value: TransferFilter;
  onChange: (next: TransferFilter) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="transfer-filters">
      <legend className="mb-1 text-sm font-semibold">Transfers</legend>
      <div className="flex items-center gap-2 self-end pb-2">
        <Checkbox
          id="f-transfers"
          checked={value.transfersOnly ?? false}
          onCheckedChange={(v) => onChange({ ...value, transfersOnly: v === true })}
        />
        <Label htmlFor="f-transfers">Transfers only</Label>
      </div>
      <Field id="f-seasons" label="Seasons a program can use">
        <Select
          id="f-seasons"
          placeholder="Any"
          options={SEASONS}
          value={value.minSeasons === undefined ? '' : String(value.minSeasons)}
          onChange={(e) =>
            onChange({ ...value, minSeasons: e.target.value ? Number(e.target.value) : undefined })
          }
        />
      </Field>
      <Field id="f-window" label="Portal window">
        <Select
          id="f-window"
          placeholder="Any"
          options={WINDOWS}
          value={value.window ?? ''}
          onChange={(e) =>
            onChange({ ...value, window: (e.target.value || undefined) as TransferFilter['window'] })
          }
        />
      </Field>
      <Field id="f-from-level" label="Transferring from">
        <Select
          id="f-from-level"
          placeholder="Any level"
          options={LEVELS}
          value={value.fromLevel ?? ''}
          onChange={(e) =>
            onChange({ ...value, fromLevel: (e.target.value || undefined) as TransferFilter['fromLevel'] })
          }
        />
      </Field>
    </fieldset>
  );
}

/** "Transfer · from Example State (FBS) · 2 seasons, through 2027-28". */
export function TransferLine({ transfer }: { transfer: NonNullable<TProspect['transfer']> }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="prospect-transfer">
      <Badge variant="secondary">
        {transfer.status === 'in-portal' ? 'In the portal' : 'Entering the portal'}
      </Badge>
      {transfer.currentSchool && (
        <span>
          From {transfer.currentSchool}
          {transfer.currentLevel ? ` (${transfer.currentLevel})` : ''}
        </span>
      )}
      {transfer.eligibilityText && <span>· {transfer.eligibilityText}</span>}
      {transfer.windowOpen && <span>· window open</span>}
    </p>
  );
}
