import { mailKindLabel } from '@common/schemas/mail';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { type RouterOutputs, trpc } from '@/lib/trpc';
import { adminCall } from './admin-api';
import { PagedList } from './PagedList';

type Entry = RouterOutputs['admin']['mailOutbox']['entries'][number];

const STATUS: Record<Entry['status'], { label: string; variant: 'secondary' | 'outline' | 'destructive' }> = {
  queued: { label: 'Queued', variant: 'outline' },
  sent: { label: 'Sent', variant: 'secondary' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const time = (d: Date | null) =>
  d ? d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '—';

/** The outgoing mail (docs/email.md): what waits, what went, what failed and why, newest first. */
export function MailOutbox({ password }: { password: string }) {
  const [page, setPage] = useState(1);
  const outbox = trpc.admin.mailOutbox.useQuery(
    { page },
    { ...adminCall(password), placeholderData: (p) => p },
  );

  return (
    <Card aria-labelledby="outbox-heading" role="region" data-testid="mail-outbox">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="outbox-heading" className="text-lg font-bold leading-tight">
            Mail outbox
          </h2>
          <CardDescription>
            Every email the product writes waits here until the mail server takes it. Without SMTP_URL it
            stays queued.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => outbox.refetch()} disabled={outbox.isFetching}>
          <RotateCw className={outbox.isFetching ? 'animate-spin' : undefined} aria-hidden /> Reload outbox
        </Button>
      </CardHeader>
      <PagedList
        query={outbox}
        loadingLabel="Loading the outbox…"
        empty="No email has been written yet."
        navLabel="Outbox pages"
        rangeId="outbox-range"
        shown={(d) => d.entries.length}
        onPage={setPage}
      >
        {(d) => (
          <Table scrollLabel="Outbox messages" aria-describedby="outbox-range">
            <TableHeader>
              <TableRow>
                <TableHead>Status</TableHead>
                <TableHead>Kind</TableHead>
                <TableHead>To</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead numeric>Attempts</TableHead>
                <TableHead>Last error</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Sent</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {d.entries.map((m) => (
                <TableRow key={m.id} data-testid="outbox-row">
                  <TableCell>
                    <Badge variant={STATUS[m.status].variant}>{STATUS[m.status].label}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{mailKindLabel(m.kind)}</TableCell>
                  <TableCell className="whitespace-nowrap">{m.to}</TableCell>
                  <TableCell className="min-w-48">{m.subject}</TableCell>
                  <TableCell numeric>{m.attempts}</TableCell>
                  <TableCell className="min-w-40 text-xs text-muted-foreground">
                    {m.lastError ?? '—'}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {time(m.createdAt)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">{time(m.sentAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedList>
    </Card>
  );
}
