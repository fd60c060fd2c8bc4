import { OFFER_KINDS, type Offer, type OfferKind, offerCost, ZOffer } from '@common/net-cost';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Field } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { ProgramNetCost } from './net-cost-context';

const KIND_LABELS: Record<OfferKind, string> = {
  percent: 'Percentage of the cost of attendance',
  dollars: 'Dollars a year',
  books: 'Books and supplies',
  tuition: 'Tuition and fees',
  full: 'Full scholarship (cost of attendance)',
};
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const span = (a: number, b: number) => (a === b ? usd(a) : `${usd(a)}–${usd(b)}`);

/** A net price calculator address as the directory gives it, some without a scheme. */
const href = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** Enter an offer; see the year's cost and four years, with the stacking caveat and the school's own calculator. */
export function OfferCalculator({ cost }: { cost: ProgramNetCost }) {
  const id = useId();
  const [kind, setKind] = useState<OfferKind>('percent');
  const [amount, setAmount] = useState('');
  const { prices, netCost, calculator } = cost;
  if (!prices || netCost.high === null) return null;
  const parsed = ZOffer.safeParse(
    kind === 'percent' || kind === 'dollars'
      ? { kind, amount: amount.trim() === '' ? undefined : Number(amount) }
      : { kind },
  );
  const offer: Offer | null = parsed.success ? parsed.data : null;
  const error = !parsed.success && amount.trim() !== '' ? parsed.error.issues[0]?.message : undefined;
  const result = offer ? offerCost(prices, netCost.high, netCost.residency, offer) : null;
  return (
    <section
      className="grid gap-2 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      data-testid="offer-calculator"
    >
      <h5 id={`${id}-title`} className="text-sm font-bold">
        Offer calculator
      </h5>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id={`${id}-kind`} label="Offer">
          <Select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as OfferKind)}
            options={OFFER_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          />
        </Field>
        {(kind === 'percent' || kind === 'dollars') && (
          <Field id={`${id}-amount`} label={kind === 'percent' ? 'Percent' : 'Dollars a year'} error={error}>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-amount-error` : undefined}
            />
          </Field>
        )}
      </div>
      <div aria-live="polite" className="text-sm" data-testid="offer-result">
        {result ? (
          <>
            <p>
              Offer worth {usd(result.award)} a year (cost of attendance {usd(result.costOfAttendance)},{' '}
              {prices.source} {prices.dataYear}).
            </p>
            <p className="font-semibold">
              This year: {span(result.yearLow, result.yearHigh)} · Four years:{' '}
              {span(result.fourYearsLow, result.fourYearsHigh)}
            </p>
          </>
        ) : offer ? (
          <p className="text-muted-foreground">This school reports no figure for that kind of offer.</p>
        ) : (
          <p className="text-muted-foreground">Enter the offer to see what the year would cost.</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        Schools differ in how athletic and need-based aid combine: some keep your grants and add the offer
        (the lower figure), others reduce grants by it (the higher figure). Four years repeats today's prices.
        Ask the school's financial aid office how your award stacks.
        {calculator && (
          <>
            {' '}
            <a
              className="underline underline-offset-2"
              href={href(calculator.url)}
              target="_blank"
              rel="noreferrer noopener"
            >
              {prices.name}'s net price calculator
            </a>{' '}
            (address from the IPEDS directory {calculator.dataYear}).
          </>
        )}
      </p>
    </section>
  );
}
