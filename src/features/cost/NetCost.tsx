import { ChevronDown, Wallet } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useProgramNetCost } from './net-cost-context';
import { OfferCalculator } from './OfferCalculator';

const usd = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(Math.round(n)).toLocaleString('en-US')}`;

/**
 * The card's "Likely net cost" line; its parts, sources, the scholarship rule and the offer calculator one click away.
 * A collapsed card leaves it to its opened view, so 25 compact cards stay short on a phone.
 */
export function NetCost({
  programId,
  programName,
  compact = false,
}: {
  programId: string;
  programName: string;
  compact?: boolean;
}) {
  const { enabled, loading, error, cost } = useProgramNetCost(programId);
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!enabled) return null;
  if (loading) return <p className="text-sm text-muted-foreground">Loading net cost…</p>;
  if (error)
    return (
      <p className="text-sm text-muted-foreground">Net cost could not load; reload the page to try again.</p>
    );
  if (!cost) return null;
  const { netCost, rule } = cost;
  if (compact) return null;
  return (
    <div className="grid gap-2 text-sm" data-testid="net-cost">
      <div className="flex flex-wrap items-center gap-2">
        <Wallet className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="font-semibold" data-testid="net-cost-text">
          {cost.text ?? 'Likely net cost: not available'}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((o) => !o)}
        >
          <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden />
          Cost details<span className="sr-only"> for {programName}</span>
        </Button>
      </div>
      {netCost.missing.length > 0 && (
        <ul className="text-xs text-muted-foreground" data-testid="net-cost-missing">
          {netCost.missing.map((m) => (
            <li key={m}>Missing: {m}</li>
          ))}
        </ul>
      )}
      <div id={`${id}-details`} hidden={!open} className="grid gap-3">
        {netCost.parts.length > 0 && (
          <table className="w-full text-left text-xs">
            <caption className="sr-only">How the net cost is made</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="py-1 font-medium">
                  Part
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  A year
                </th>
                <th scope="col" className="py-1 pl-2 font-medium">
                  Source
                </th>
              </tr>
            </thead>
            <tbody>
              {netCost.parts.map((p) => (
                <tr key={p.label} className="border-t align-top">
                  <td className="py-1">{p.label}</td>
                  <td className="py-1 text-right tabular-nums">{usd(p.usd)}</td>
                  <td className="break-words py-1 pl-2 text-muted-foreground">{p.from}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {netCost.notes.map((n) => (
          <p key={n} className="text-xs text-muted-foreground">
            {n}
          </p>
        ))}
        <p className="text-xs">
          The range runs from the price less this team side's typical athletic aid per athlete to the price
          with no athletic aid: an estimate from published averages, never a promise.
        </p>
        <div className="text-xs">
          <p>{rule.text}</p>
          <ul className="mt-1 list-disc pl-5 text-muted-foreground">
            {rule.sources.map((s) => (
              <li key={s.url}>
                <a
                  className="underline underline-offset-2"
                  href={s.url}
                  target="_blank"
                  rel="noreferrer noopener"
                >
                  {s.title}
                </a>{' '}
                (read {s.read})
              </li>
            ))}
          </ul>
        </div>
        <OfferCalculator cost={cost} />
      </div>
    </div>
  );
}
