import { programSportOf, TEAM_LABELS, type Team } from '@common/constants';
import { TIER_DISPLAY_ORDER, TIER_LABELS } from '@common/tiers';
import { Lightbulb, Loader2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingBlocks } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { putFresh, type RouterOutputs, trpc } from '@/lib/trpc';
import { CostControls, type CostOrder } from '../cost/CostControls';
import { orderByNetCost } from '../cost/cost-order';
import { IncomeQuestion } from '../cost/IncomeQuestion';
import { useNetCosts } from '../cost/net-cost-context';
import { MatchCard } from './MatchCard';
import { SentProfiles } from './SendProfile';

type Profile = RouterOutputs['athlete']['byId'];

/** What puts a program in each tier (docs/engine.md, "The target level"). */
const TIER_HINTS = {
  reach: 'above the level whose typical marks your numbers reach',
  target: 'your numbers reach their level’s typical marks',
  safety: 'a level below: likely fits',
} as const;

/** Each change alone reaches the next level: the three easiest. Only together: all of them. */
function WhatIf({ athleteId }: { athleteId: string }) {
  const whatIf = trpc.match.whatIf.useQuery({ id: athleteId });
  if (!whatIf.data || whatIf.data.length === 0) return null;
  const shown = whatIf.data.some((w) => w.together) ? whatIf.data : whatIf.data.slice(0, 3);
  return (
    <Card data-testid="what-if">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lightbulb className="size-4" aria-hidden /> What moves your list
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {shown.map((w) => (
            <li key={w.metric}>{w.text}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

export function MatchesTab({ profile }: { profile: Profile }) {
  const utils = trpc.useUtils();
  const matches = trpc.match.forAthlete.useQuery({ athleteId: profile.id });
  // A portal athlete's cards also say each program's transfers at the position (the outlook's query).
  const outlook = trpc.portal.outlook.useQuery(
    { athleteId: profile.id },
    { enabled: !!profile.portalStatus },
  );
  const intakeOf = new Map((outlook.data?.intake ?? []).map((p) => [p.programId, p]));
  const generate = trpc.match.generate.useMutation({
    onSuccess: async (data) => {
      await putFresh(utils.match.forAthlete, { athleteId: profile.id }, data.matches);
      await utils.cost.forAthlete.invalidate({ athleteId: profile.id });
      // The outlook counts intake over the match list, which just changed.
      if (profile.portalStatus) void utils.portal.outlook.invalidate({ athleteId: profile.id });
      toast({ title: 'Matches Generated!', description: `${data.generated} programs ranked for you.` });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err), variant: 'destructive' }),
  });
  const costs = useNetCosts(profile.id);
  const [order, setOrder] = useState<CostOrder>({ sort: 'fit', cap: 0 });
  const { shown: list, withoutPrice } = orderByNetCost(matches.data ?? [], costs.data, order.sort, order.cap);
  // The first card on screen (the best fits' tier first) starts open.
  const firstShown = TIER_DISPLAY_ORDER.flatMap((t) => list.filter((m) => m.tier === t))[0]?.id;
  const programSport = programSportOf(profile.sport, profile.team);

  return (
    <section aria-labelledby="matches-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="matches-heading" className="text-xl font-bold">
          Program Matches
        </h2>
        <Button
          onClick={() => generate.mutate({ athleteId: profile.id })}
          disabled={generate.isPending || !programSport}
        >
          {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
          {generate.isPending ? 'Generating…' : 'Generate Matches'}
        </Button>
      </div>
      <WhatIf athleteId={profile.id} />
      <IncomeQuestion athleteId={profile.id} />
      <SentProfiles />
      {matches.isLoading && <LoadingBlocks label="Loading matches…" blocks={['h-64', 'h-64']} />}
      {matches.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(matches.error)}
        </p>
      )}
      {matches.data && matches.data.length > 0 && (
        <CostControls value={order} onChange={setOrder} withoutPrice={withoutPrice} shown={list.length} />
      )}
      {matches.data && matches.data.length === 0 && (
        <p
          className="rounded-lg border border-dashed p-8 text-center text-muted-foreground"
          data-testid="no-matches"
        >
          {programSport
            ? 'No matches yet. Press Generate Matches to rank every program of your sport.'
            : `No ${profile.team ? `${TEAM_LABELS[profile.team as Team].toLowerCase()} ` : ''}${profile.sport.toLowerCase()} programs are on file yet, so there is nothing to rank. Your profile, readiness and public page still work.`}
        </p>
      )}
      {list.length > 0 && (
        <>
          <ul className="flex flex-wrap gap-2 text-sm" aria-label="Matches by tier" data-testid="tier-counts">
            {TIER_DISPLAY_ORDER.map((tier) => (
              <li key={tier} className="rounded-full border px-3 py-1">
                <a href={`#tier-${tier}`} className="font-semibold">
                  {TIER_LABELS[tier]}
                </a>{' '}
                <span data-testid={`tier-count-${tier}`}>{list.filter((m) => m.tier === tier).length}</span>
              </li>
            ))}
          </ul>
          {TIER_DISPLAY_ORDER.map((tier) => {
            const group = list.filter((m) => m.tier === tier);
            if (group.length === 0) return null;
            return (
              // A native disclosure: each tier folds away with the keyboard as well as the mouse.
              <details key={tier} id={`tier-${tier}`} open className="group grid gap-3">
                <summary className="cursor-pointer list-inside py-1" data-testid={`tier-toggle-${tier}`}>
                  <h3 id={`tier-${tier}-heading`} className="inline text-lg font-bold">
                    {TIER_LABELS[tier]} ({group.length}){' '}
                    <span className="text-sm font-normal text-muted-foreground">{TIER_HINTS[tier]}</span>
                  </h3>
                </summary>
                <div className="grid gap-3">
                  {group.map((m) => (
                    <MatchCard
                      key={m.id}
                      match={m}
                      from={profile.location}
                      defaultOpen={m.id === firstShown}
                      intake={intakeOf.get(m.program.id)}
                    />
                  ))}
                </div>
              </details>
            );
          })}
        </>
      )}
    </section>
  );
}
