import { WAITLIST_SEGMENTS } from '@common/constants';
import type { TAdminWaitlistStats } from '@common/schemas/admin';
import {
  Download,
  GraduationCap,
  Loader2,
  LogOut,
  Repeat2,
  RotateCw,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/errors';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { SEGMENT_LABELS } from '../waitlist/segments';

import { adminCall, statsFailureMessage } from './admin-api';
import { MailOutbox } from './MailOutbox';
import { ProgramClaimsCard } from './ProgramClaimsCard';
import { SignupsList } from './SignupsList';

const SignupsChart = lazy(() => import('./SignupsChart'));

export function Dashboard({ password, onLogOut }: { password: string; onLogOut: () => void }) {
  const utils = trpc.useUtils();
  const stats = trpc.admin.waitlistStats.useQuery(undefined, adminCall(password));
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!stats.isError) return;
    toast({
      title: 'Authentication Failed',
      description: stats.error ? statsFailureMessage(stats.error) : 'Invalid credentials',
      variant: 'destructive',
    });
    onLogOut();
  }, [stats.isError, stats.error, onLogOut]);

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      // Read afresh at each click and not kept in the cache: it is every sign-up's personal data.
      const { filename, csv } = await utils.admin.waitlistCsv.fetch(undefined, {
        ...adminCall(password),
        staleTime: 0,
        gcTime: 0,
      });
      saveFile(filename, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    } catch (err) {
      toast({ title: 'Download failed', description: errorMessage(err), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const refresh = () => {
    void stats.refetch();
    void utils.admin.waitlistSignups.invalidate();
  };

  const data = stats.data;
  return (
    <section className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 md:py-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-black md:text-3xl">Waitlist dashboard</h1>
          <p className="text-sm text-muted-foreground">
            Sign-ups, referrals and segments. Contains personal data.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={refresh} disabled={stats.isFetching}>
            <RotateCw className={stats.isFetching ? 'animate-spin' : undefined} aria-hidden /> Refresh
          </Button>
          <Button variant="outline" size="sm" onClick={downloadCsv} disabled={downloading}>
            {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />} Export
            CSV
          </Button>
          <Button variant="ghost" size="sm" onClick={onLogOut}>
            <LogOut aria-hidden /> Log out
          </Button>
        </div>
      </div>

      {!data ? (
        <div role="status" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-xl bg-muted" />
          ))}
          <span className="sr-only">Loading stats…</span>
        </div>
      ) : (
        <DashboardBody data={data} password={password} />
      )}
      {data && <ProgramClaimsCard password={password} />}
      <MailOutbox password={password} />
    </section>
  );
}

const number = new Intl.NumberFormat('en-US');
const percentOf = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

function DashboardBody({ data, password }: { data: TAdminWaitlistStats; password: string }) {
  const cards = [
    { label: 'Total sign-ups', value: data.total, icon: Users },
    { label: 'HS Athletes', value: data.bySegment.hs, icon: GraduationCap },
    { label: 'Portal Athletes', value: data.bySegment.portal, icon: Repeat2 },
    { label: 'Coaches', value: data.bySegment.coach, icon: ShieldCheck },
  ];
  const last30 = data.signupsPerDay.reduce((sum, d) => sum + d.count, 0);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <div className="flex items-center justify-between p-4 sm:p-5">
              <div>
                <p className="text-sm text-muted-foreground">{label}</p>
                <p className="font-display text-3xl font-black" data-testid={`stat-${label}`}>
                  {number.format(value)}
                </p>
              </div>
              <Icon className="hidden size-8 text-accent sm:block" aria-hidden />
            </div>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader>
          <h2 className="text-lg font-bold leading-tight">Sign-ups per day</h2>
          <CardDescription>
            Last {data.signupsPerDay.length} days (UTC): {number.format(last30)} sign-ups
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<div className="h-56 animate-pulse rounded-lg bg-muted" />}>
            <SignupsChart data={data.signupsPerDay} />
          </Suspense>
        </CardContent>
      </Card>

      <Tabs defaultValue="recent">
        <TabsList aria-label="Waitlist views">
          <TabsTrigger value="recent">Recent Signups</TabsTrigger>
          <TabsTrigger value="referrers">Top Referrers</TabsTrigger>
          <TabsTrigger value="segments">By Segment</TabsTrigger>
        </TabsList>
        <TabsContent value="recent">
          <Card>
            <SignupsList password={password} />
          </Card>
        </TabsContent>
        <TabsContent value="referrers">
          <Card>
            {data.topReferrers.length === 0 ? (
              <Empty>No referrals yet.</Empty>
            ) : (
              <Table scrollLabel="Top referrers">
                <TableHeader>
                  <TableRow>
                    <TableHead>#</TableHead>
                    <TableHead>Email</TableHead>
                    <TableHead>Code</TableHead>
                    <TableHead numeric>Referrals</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.topReferrers.map((r, i) => (
                    <TableRow key={r.code}>
                      <TableCell className="text-muted-foreground">{i + 1}</TableCell>
                      <TableCell className="whitespace-nowrap">{r.email}</TableCell>
                      <TableCell className="font-mono text-xs">{r.code}</TableCell>
                      <TableCell numeric className="font-semibold">
                        {number.format(r.referralCount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="segments">
          <Card>
            <div className="grid gap-5 p-5">
              {WAITLIST_SEGMENTS.map((s) => {
                const count = data.bySegment[s];
                const pct = percentOf(count, data.total);
                return (
                  <div key={s} className="grid gap-2">
                    <div className="flex items-baseline justify-between gap-3">
                      <span className="font-semibold">{SEGMENT_LABELS[s]}</span>
                      <span className="text-sm text-muted-foreground">
                        {number.format(count)} · <span className="font-semibold text-foreground">{pct}%</span>
                      </span>
                    </div>
                    <Progress value={pct} aria-label={`${SEGMENT_LABELS[s]} share of sign-ups`} />
                  </div>
                );
              })}
            </div>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

function Empty({ children }: { children: string }) {
  return <p className="px-5 py-10 text-center text-sm text-muted-foreground">{children}</p>;
}
