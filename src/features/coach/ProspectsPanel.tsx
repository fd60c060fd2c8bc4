import { type MetricKey, VERIFICATION_LABELS } from '@common/constants';
import { metricValueText } from '@common/metric-evidence';
import { REGIONS, type TCoachProgram, type TProspect } from '@common/schemas/coach';
import { aboutAthlete } from '@common/third-person';
import { TIER_LABELS } from '@common/tiers';
import type { TransferFilter } from '@common/transfer-prospect';
import { useState } from 'react';
import { FitBreakdown } from '@/components/FitBreakdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Textarea } from '@/components/ui/input';
import { Field, Label } from '@/components/ui/label';
import { Select, type SelectOption } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { TransferFilters, TransferLine } from './TransferFilters';
import { VerifyMetric } from './VerifyMetric';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear + i);

function ContactForm({ programId, athleteId }: { programId: string; athleteId: string }) {
  const utils = trpc.useUtils();
  const [message, setMessage] = useState('');
  const send = trpc.coach.requestContact.useMutation({
    onSuccess: () => {
      utils.coach.prospects.invalidate();
      utils.coach.contacts.invalidate();
    },
  });
  const id = `contact-${athleteId}`;
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send.mutate({ programId, athleteId, message });
      }}
    >
      <Field id={id} label="Message to the athlete">
        <Textarea
          id={id}
          required
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      {send.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(send.error)}
        </p>
      )}
      <Button type="submit" size="sm" disabled={send.isPending || !message.trim()}>
        Send contact request
      </Button>
    </form>
  );
}

function ProspectCard({ p, programId }: { p: TProspect; programId: string }) {
  const utils = trpc.useUtils();
  const [contacting, setContacting] = useState(false);
  const refresh = () => {
    utils.coach.prospects.invalidate();
    utils.coach.shortlist.invalidate();
  };
  const add = trpc.coach.addToShortlist.useMutation({ onSuccess: refresh });
  const remove = trpc.coach.removeFromShortlist.useMutation({ onSuccess: refresh });
  return (
    <Card data-testid="prospect">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle className="text-lg">{p.name}</CardTitle>
          <p className="text-sm text-muted-foreground">
            {p.position} · Class of {p.graduationYear} · {p.location}
            {p.band ? ` · Level band ${p.band}` : ''}
          </p>
          {p.transfer && <TransferLine transfer={p.transfer} />}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant="outline">{TIER_LABELS[p.tier]}</Badge>
          <span className="font-display text-2xl font-black">
            <span className="sr-only">Fit </span>
            {p.fit}
          </span>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FitBreakdown parts={p.parts} />
        {p.why.length > 0 && (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {/* The engine's bullets speak to the athlete; a coach reads them about the athlete. */}
            {p.why
              .map((w) => aboutAthlete(w, p.name.split(' ')[0] ?? p.name))
              .filter((w): w is string => w !== null)
              .map((w) => (
                <li key={w}>{w}</li>
              ))}
          </ul>
        )}
        {p.evidence.length > 0 && (
          <dl
            className="grid grid-cols-[auto_auto_1fr] gap-x-3 gap-y-1 text-sm"
            aria-label="Measured numbers and evidence"
          >
            {p.evidence.map((e) => (
              <div key={e.metric} className="contents">
                <dt className="text-muted-foreground">{e.metric}</dt>
                <dd className="tabular-nums">{metricValueText(e.key, e.value)}</dd>
                <dd className="flex flex-wrap items-center gap-2">
                  <Badge variant={e.label === 'Self-Reported' ? 'secondary' : 'success'}>{e.label}</Badge>
                  {p.contact === 'accepted' && (
                    <VerifyMetric
                      athleteId={p.athleteId}
                      athleteName={p.name}
                      metric={e.key as MetricKey}
                      value={e.value}
                      verified={e.label === VERIFICATION_LABELS.coach}
                    />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className="flex flex-wrap gap-2">
          {p.shortlisted ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => remove.mutate({ programId, athleteId: p.athleteId })}
            >
              Remove from shortlist
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() => add.mutate({ programId, athleteId: p.athleteId, notifyOnClimb: false })}
            >
              Shortlist
            </Button>
          )}
          {p.contact ? (
            <Badge variant="secondary">Contact request {p.contact}</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={contacting}
              onClick={() => setContacting(!contacting)}
            >
              Request contact
            </Button>
          )}
        </div>
        {contacting && !p.contact && <ContactForm programId={programId} athleteId={p.athleteId} />}
      </CardContent>
    </Card>
  );
}

/** Opted-in, verified athletes ranked by Fit to this program, with the athletes' own explanation. */
type Filter = 'position' | 'year' | 'region' | 'band';

/** The four choice filters, each "Any" until set. */
function filterChoices(
  program: TCoachProgram,
): { key: Filter; label: string; options: readonly SelectOption[] }[] {
  return [
    { key: 'position', label: 'Position', options: program.positions },
    { key: 'year', label: 'Graduation year', options: YEARS },
    { key: 'region', label: 'Region', options: REGIONS },
    { key: 'band', label: 'Level band', options: program.levels },
  ];
}

/** Opted-in, verified athletes ranked by Fit to this program, with the athletes' own explanation. */
export function ProspectsPanel({ program }: { program: TCoachProgram }) {
  const [chosen, setChosen] = useState<Record<Filter, string>>({
    position: '',
    year: '',
    region: '',
    band: '',
  });
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [transfer, setTransfer] = useState<TransferFilter>({});
  const list = trpc.coach.prospects.useQuery({
    ...transfer,
    transfersOnly: transfer.transfersOnly ?? false,
    programId: program.id,
    position: chosen.position || undefined,
    graduationYear: chosen.year ? Number(chosen.year) : undefined,
    region: (chosen.region || undefined) as (typeof REGIONS)[number] | undefined,
    band: chosen.band || undefined,
    verifiedOnly,
  });
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">Filters</legend>
        {filterChoices(program).map(({ key, label, options }) => (
          <Field key={key} id={`f-${key}`} label={label}>
            <Select
              id={`f-${key}`}
              placeholder="Any"
              options={options}
              value={chosen[key]}
              onChange={(e) => setChosen({ ...chosen, [key]: e.target.value })}
            />
          </Field>
        ))}
        <div className="flex items-center gap-2 self-end pb-2">
          <Checkbox
            id="f-verified"
            checked={verifiedOnly}
            onCheckedChange={(v) => setVerifiedOnly(v === true)}
          />
          <Label htmlFor="f-verified">Verified metrics only</Label>
        </div>
      </fieldset>
      <TransferFilters value={transfer} onChange={setTransfer} />
      <p role="status" className="text-sm text-muted-foreground">
        {list.isLoading
          ? 'Ranking prospects…'
          : list.data
            ? `${list.data.total} opted-in athlete${list.data.total === 1 ? '' : 's'} with a verified email`
            : ''}
      </p>
      {list.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(list.error)}
        </p>
      )}
      <div className="grid gap-4">
        {list.data?.prospects.map((p) => (
          <ProspectCard key={p.athleteId} p={p} programId={program.id} />
        ))}
      </div>
    </div>
  );
}
