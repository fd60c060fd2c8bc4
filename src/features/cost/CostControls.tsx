import { useId } from 'react';
import { Field } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { COST_CAPS, type CostSort } from './cost-order';

export interface CostOrder {
  sort: CostSort;
  cap: number;
}

const capLabel = (cap: number) => (cap === 0 ? 'Any' : `$${cap.toLocaleString('en-US')} or less`);

/** Sort the matches by likely net cost, and keep those that can cost a chosen amount or less a year. */
export function CostControls({
  value,
  onChange,
  withoutPrice,
  shown,
}: {
  value: CostOrder;
  onChange: (next: CostOrder) => void;
  withoutPrice: number;
  shown: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-2" data-testid="cost-controls">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Field id={`${id}-sort`} label="Sort matches">
          <Select
            id={`${id}-sort`}
            value={value.sort}
            onChange={(e) => onChange({ ...value, sort: e.target.value as CostSort })}
            options={[
              { value: 'fit', label: 'By fit' },
              { value: 'net-cost', label: 'By net cost, lowest first' },
            ]}
          />
        </Field>
        <Field id={`${id}-cap`} label="Net cost a year">
          <Select
            id={`${id}-cap`}
            value={value.cap}
            onChange={(e) => onChange({ ...value, cap: Number(e.target.value) })}
            options={COST_CAPS.map((cap) => ({ value: cap, label: capLabel(cap) }))}
          />
        </Field>
      </div>
      {shown === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No matches can cost {capLabel(value.cap).replace(' or less', '')} or less a year. Choose a higher
          amount.
        </p>
      )}
      {withoutPrice > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="cost-hidden">
          {withoutPrice} {withoutPrice === 1 ? 'program' : 'programs'} without a net price on file{' '}
          {withoutPrice === 1 ? 'is' : 'are'} left out by this filter.
        </p>
      )}
    </div>
  );
}
