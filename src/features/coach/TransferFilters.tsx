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

/** One labelled filter whose empty choice means "any": `undefined` in and out. */
function FilterSelect({
  id,
  label,
  placeholder = 'Any',
  options,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder?: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}) {
  return (
    <Field id={id} label={label}>
      <Select
        id={id}
        placeholder={placeholder}
        options={options}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </Field>
  );
}

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
      <FilterSelect
        id="f-seasons"
        label="Seasons a program can use"
        options={SEASONS}
        value={value.minSeasons === undefined ? undefined : String(value.minSeasons)}
        onChange={(v) => onChange({ ...value, minSeasons: v === undefined ? undefined : Number(v) })}
      />
      <FilterSelect
        id="f-window"
        label="Portal window"
        options={WINDOWS}
        value={value.window}
        onChange={(v) => onChange({ ...value, window: v as TransferFilter['window'] })}
      />
      <FilterSelect
        id="f-from-level"
        label="Transferring from"
        placeholder="Any level"
        options={LEVELS}
        value={value.fromLevel}
        onChange={(v) => onChange({ ...value, fromLevel: v as TransferFilter['fromLevel'] })}
      />
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
