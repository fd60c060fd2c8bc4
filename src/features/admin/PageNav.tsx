import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Where a paged admin list stands ("21–40 of 57") and the buttons to the pages on either side. */
export function PageNav({
  label,
  rangeId,
  page,
  pageSize,
  shown,
  total,
  busy,
  onPage,
  newer = 'Newer',
  older = 'Older',
}: {
  label: string;
  rangeId: string;
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
  newer?: string;
  older?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total > 0 ? (page - 1) * pageSize + 1 : 0;
  const last = first + shown - Math.min(1, shown);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 p-4">
      <p id={rangeId} className="text-sm text-muted-foreground" aria-live="polite">
        {first}–{last} of {total}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
          <ChevronLeft aria-hidden /> {newer}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
          {older} <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
