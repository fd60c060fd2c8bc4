import type { TAdminRecentSignup } from '@common/schemas/admin';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { trpc } from '@/lib/trpc';
import { SEGMENT_LABELS } from '../waitlist/segments';
import { adminCall } from './admin-api';
import { PagedList } from './PagedList';

/** Typing settles this long before the list is asked again, so a word is one request, not one a key. */
const SEARCH_DELAY_MS = 300;

/** The Recent Signups tab: SPEC §9's 20 newest, then older pages, narrowed by a search (ADR 048). */
export function SignupsList({ password }: { password: string }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = trpc.admin.waitlistSignups.useQuery(
    { q, page },
    { ...adminCall(password), placeholderData: (p) => p },
  );

  return (
    <>
      <div className="grid gap-2 p-4 sm:max-w-sm">
        <Label htmlFor="signup-search">Search sign-ups</Label>
        <Input
          id="signup-search"
          type="search"
          value={typed}
          maxLength={100}
          placeholder="Email, name or referral code"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <PagedList
        query={list}
        loadingLabel="Loading sign-ups…"
        empty={q ? `No sign-up matches “${q}”.` : 'No sign-ups yet.'}
        navLabel="Sign-up pages"
        rangeId="signups-range"
        shown={(d) => d.signups.length}
        onPage={setPage}
      >
        {(d) => <SignupsTable signups={d.signups} />}
      </PagedList>
    </>
  );
}

function SignupsTable({ signups }: { signups: readonly TAdminRecentSignup[] }) {
  return (
    <Table scrollLabel="Recent sign-ups" aria-describedby="signups-range">
      <TableHeader>
        <TableRow>
          <TableHead>Joined</TableHead>
          <TableHead>Segment</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Details</TableHead>
          <TableHead>Referred by</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {signups.map((r) => (
          <TableRow key={r.id} data-testid="signup-row">
            <TableCell className="whitespace-nowrap text-muted-foreground">
              {new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
            </TableCell>
            <TableCell>
              <Badge variant="secondary">{SEGMENT_LABELS[r.segment]}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap font-medium">{r.name}</TableCell>
            <TableCell className="whitespace-nowrap">{r.email}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{details(r)}</TableCell>
            <TableCell className="text-xs">
              {/* SPEC §9's code, cut to 8 characters, with the referrer it stands for. */}
              <span className="font-mono">{r.referredBy ? r.referredBy.slice(0, 8) : '—'}</span>
              {r.referrerEmail && (
                <span className="block whitespace-nowrap text-muted-foreground" data-testid="referrer-email">
                  {r.referrerEmail}
                </span>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function details(r: TAdminRecentSignup): string {
  const parts =
    r.segment === 'coach'
      ? [r.coachSchool]
      : r.segment === 'portal'
        ? [r.position, r.currentSchool]
        : [r.position, r.gradYear ? `Class of ${r.gradYear}` : null];
  return parts.filter(Boolean).join(' · ') || '—';
}
