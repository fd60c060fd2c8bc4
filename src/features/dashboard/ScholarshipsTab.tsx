import {
  inHighSchool,
  isEligible,
  isNeedBased,
  SCHOLARSHIP_DIVISION_FILTERS,
  SCHOLARSHIP_SPORT_FILTERS,
  type TScholarship,
} from '@common/schemas/scholarship';
import {
  DEADLINE_FILTERS,
  daysUntil,
  ELIGIBILITY_FILTERS,
  filterScholarships,
  NO_FILTERS,
  type ScholarshipFilters,
} from '@common/scholarship-filters';
import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { type RouterOutputs, trpc } from '@/lib/trpc';

type Profile = RouterOutputs['athlete']['byId'];

const LABELS: Record<string, string> = {
  all: 'All',
  eligible: 'Eligible',
  'not-eligible': 'Not eligible',
  upcoming: 'Upcoming',
  'next-30': 'Next 30 days',
  past: 'Past',
  'multi-sport': 'Multi-sport',
  d1: 'D1',
  d2: 'D2',
  d3: 'D3',
  naia: 'NAIA',
};
const label = (v: string) => LABELS[v] ?? v.charAt(0).toUpperCase() + v.slice(1);

function Countdown({ deadline }: { deadline: string | null }) {
  const days = daysUntil(deadline, new Date());
  const text =
    days === null
      ? // An empty deadline is one the official page did not confirm, not an open-ended award.
        'Deadline not confirmed: see the official page'
      : days < 0
        ? 'Deadline passed'
        : days === 0
          ? 'Due today'
          : `${days} days left`;
  return (
    <span className="flex items-center gap-1 text-xs text-muted-foreground">
      <CalendarClock className="size-3.5" aria-hidden /> {text}
      {deadline && <span>({deadline})</span>}
    </span>
  );
}

function ScholarshipCard({
  s,
  eligible,
  needsBracket,
}: {
  s: TScholarship;
  eligible: boolean;
  needsBracket: boolean;
}) {
  return (
    <Card data-testid="scholarship-card">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="break-words">{s.name}</CardTitle>
          <Badge variant={eligible ? 'success' : 'secondary'}>{eligible ? 'Eligible' : 'Not eligible'}</Badge>
        </div>
        <CardDescription>
          {s.amount ?? 'Amount not confirmed'} · {label(s.sport)}
          {s.division ? ` · ${label(s.division)}` : ''}
          {s.isExample ? ' · Example listing' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {s.description && <p>{s.description}</p>}
        {s.requirements.length > 0 && (
          <ul className="list-disc pl-5">
            {s.requirements.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
        {needsBracket && (
          <p className="text-xs text-muted-foreground">
            Need-based: add your family income bracket under Program Matches to check eligibility.
          </p>
        )}
        <Countdown deadline={s.deadline} />
        {s.sourceUrl && (
          <a
            className="text-accent underline underline-offset-2"
            href={s.sourceUrl}
            target="_blank"
            rel="noreferrer noopener"
          >
            Official page
          </a>
        )}
        {s.checkedOn && <span className="text-xs text-muted-foreground">Checked {s.checkedOn}</span>}
      </CardContent>
    </Card>
  );
}

export function ScholarshipsTab({ profile }: { profile: Profile }) {
  const list = trpc.scholarship.list.useQuery();
  const incomeBracket = trpc.cost.settings.useQuery({ athleteId: profile.id }).data?.incomeBracket ?? null;
  const [filters, setFilters] = useState<ScholarshipFilters>(NO_FILTERS);
  const athlete = useMemo(
    () => ({
      gpa: Number(profile.gpa),
      satScore: profile.satScore,
      actScore: profile.actScore,
      inHighSchool: inHighSchool(profile.graduationYear, new Date()),
      incomeBracket,
      sport: profile.sport,
    }),
    [profile, incomeBracket],
  );
  const shown = useMemo(
    () => filterScholarships(list.data ?? [], filters, athlete, new Date()),
    [list.data, filters, athlete],
  );
  const select = (key: keyof ScholarshipFilters, options: readonly string[], text: string) => (
    <Field id={`filter-${key}`} label={text}>
      <Select
        id={`filter-${key}`}
        value={filters[key]}
        onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))}
        options={['all', ...options.filter((o) => o !== 'all')].map((o) => ({ value: o, label: label(o) }))}
      />
    </Field>
  );

  return (
    <section aria-labelledby="scholarships-heading" className="grid gap-4">
      <div className="flex items-center gap-2">
        <h2 id="scholarships-heading" className="text-xl font-bold">
          Scholarships
        </h2>
        <Badge variant="secondary" data-testid="scholarship-count" aria-label={`${shown.length} shown`}>
          {shown.length}
        </Badge>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {select('sport', SCHOLARSHIP_SPORT_FILTERS, 'Sport')}
        {select('division', SCHOLARSHIP_DIVISION_FILTERS, 'Division')}
        {select('eligibility', ELIGIBILITY_FILTERS, 'Eligibility')}
        {select('deadline', DEADLINE_FILTERS, 'Deadline')}
      </div>
      {list.isLoading && (
        <LoadingBlocks
          label="Loading scholarships…"
          blocks={['h-40', 'h-40']}
          className="grid gap-3 md:grid-cols-2"
        />
      )}
      {list.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(list.error)}{' '}
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            Try Again
          </Button>
        </p>
      )}
      {list.data && shown.length === 0 && (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No scholarships available
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {shown.map((s) => (
          <ScholarshipCard
            key={s.id}
            s={s}
            eligible={isEligible(athlete, s)}
            needsBracket={isNeedBased(s) && !incomeBracket}
          />
        ))}
      </div>
    </section>
  );
}
