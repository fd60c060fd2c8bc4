import { metricsForSport, sportUsesMetric } from '../../../common/constants';
import { maskEmail } from '../../../common/mask-email';
import type { TEventResult } from '../../../common/schemas/evidence';
import type { EventResultRow } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import type { DB } from '../../platform/db';
import { getProfileByUser } from '../athlete';
import * as repo from './evidence.repo';
import { applyEvidence, type Log, refreshMatches } from './ladder.service';

const eventDay = (d: Date) => d.toISOString().slice(0, 10);
export const toEventResult = (r: EventResultRow): TEventResult => ({
  id: r.id,
  eventName: r.eventName,
  eventDate: eventDay(r.eventDate),
  metric: r.metric as TEventResult['metric'],
  value: r.value,
  registeredAs: maskEmail(r.matchKey),
});

export async function applyEventResult(trx: DB, r: EventResultRow, athleteId: string) {
  return applyEvidence(trx, athleteId, {
    metric: r.metric,
    value: r.value,
    level: 'event',
    source: { kind: 'event', eventName: r.eventName, eventDate: eventDay(r.eventDate), resultId: r.id },
  });
}

/**
 * Operator import of event results (docs/events-csv.md): rows whose email is an athlete's
 * confirmed account address become Event Data (1.05×) at once; the others wait for a claim.
 */
export async function importEventResults(
  { db, log }: { db: DB; log: Log },
  rows: repo.EventRowInput[],
): Promise<{ rows: number; matched: number; waiting: number }> {
  let matched = 0;
  const touched = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (const input of rows) {
      const row = await repo.upsertEventResult(trx, input);
      const byEmail = row.athleteId ? undefined : await repo.profileIdByEmail(trx, input.matchKey);
      // A result in a metric the athlete's sport does not use waits, as it would for a claim.
      const usable = byEmail && sportUsesMetric(byEmail.sport, input.metric);
      const athleteId = row.athleteId ?? (usable ? byEmail.id : undefined);
      if (!athleteId) continue;
      const attached = await repo.attachResult(trx, row.id, athleteId, row.claimedAt !== null);
      if (!attached) continue;
      await applyEventResult(trx, attached, athleteId);
      touched.add(athleteId);
      matched++;
    }
  });
  for (const id of touched) await refreshMatches(db, log, id);
  return { rows: rows.length, matched, waiting: rows.length - matched };
}

/** Unclaimed results under the athlete's own name and class. */
export async function claimableResults(db: DB, user: SessionUser): Promise<TEventResult[]> {
  const profile = await getProfileByUser(db, user.id);
  return (await repo.claimableResults(db, profile, metricsForSport(profile.sport))).map(toEventResult);
}
