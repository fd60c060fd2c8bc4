import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';

interface Page {
  page: number;
  pageSize: number;
  total: number;
}

/**
 * A paged admin list (the sign-ups, the outbox) in each of its states: the error in words, the
 * loading blocks, the empty sentence, or the page's rows with where they stand ("21–40 of 57") and
 * the buttons to the pages on either side.
 */
export function PagedList<P extends Page>({
  query,
  loadingLabel,
  empty,
  navLabel,
  rangeId,
  shown,
  onPage,
  children,
}: {
  query: { isError: boolean; error: unknown; data: P | undefined; isFetching: boolean };
  loadingLabel: string;
  empty: string;
  navLabel: string;
  /** The range line's id, for the table's aria-describedby. */
  rangeId: string;
  /** How many rows the page holds. */
  shown: (data: P) => number;
  onPage: (page: number) => void;
  children: (data: P) => ReactNode;
}) {
  const { data } = query;
  if (query.isError)
    return (
      <p role="alert" className="px-5 pb-5 text-sm text-destructive">
        {errorMessage(query.error)}
      </p>
    );
  if (!data)
    return (
      <div className="px-5 pb-5">
        <LoadingBlocks label={loadingLabel} blocks={['h-32']} />
      </div>
    );
  if (data.total === 0)
    return <p className="px-5 py-10 text-center text-sm text-muted-foreground">{empty}</p>;
  const { page, pageSize, total } = data;
  const rows = shown(data);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = first + rows - Math.min(1, rows);
  return (
    <>
      {children(data)}
      <nav aria-label={navLabel} className="flex flex-wrap items-center justify-between gap-3 p-4">
        <p id={rangeId} className="text-sm text-muted-foreground" aria-live="polite">
          {first}–{last} of {total}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1 || query.isFetching}
          >
            <ChevronLeft aria-hidden /> Newer
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onPage(page + 1)}
            disabled={page >= pages || query.isFetching}
          >
            Older <ChevronRight aria-hidden />
          </Button>
        </div>
      </nav>
    </>
  );
}
