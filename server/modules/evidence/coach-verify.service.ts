import { metricsForPosition, type VerificationLevel } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { metricName, metricValueText } from '../../../common/metric-evidence';
import { EVIDENCE_MESSAGES as M, type TCoachVerification } from '../../../common/schemas/evidence';
import type { EvidenceDetailJson } from '../../../db/types';
import type { SessionUser } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db';
import * as repo from './evidence.repo';
import { applyEvidence, refreshMatches } from './ladder.service';

/**
 * A coach marks one of an athlete's metrics Coach Verified (1.0×) at the value the coach saw, with
 * their name and the date. Allowed only to a coach of a program the athlete accepted contact from
 * (coach-access.ts). A value changed since the coach looked is refused (409): the coach looks again.
 */
export async function coachVerify(
  { db, log, coachAccess }: Pick<AppDeps, 'db' | 'log' | 'coachAccess'>,
  coach: SessionUser,
  input: { athleteId: string; metric: string; value: number },
): Promise<{ level: VerificationLevel; countsForPosition: boolean; message: string }> {
  const grant = await coachAccess(db, coach.id, input.athleteId);
  if (!grant) throw new AppError('FORBIDDEN', M.coachNotAllowed);
  if (!coach.emailVerifiedAt) throw new AppError('FORBIDDEN', M.coachUnconfirmed);
  const { result, counts } = await db.transaction().execute(async (trx) => {
    const row = await repo.lockProfile(trx, input.athleteId);
    const value = row && (row.metrics as Record<string, number>)[input.metric];
    if (!row || value === undefined || value === null) throw new AppError('BAD_REQUEST', M.metricForSport);
    if (value !== input.value)
      throw new AppError(
        'CONFLICT',
        M.coachValueChanged(metricName(input.metric), metricValueText(input.metric, value)),
      );
    const result = await applyEvidence(trx, input.athleteId, {
      metric: input.metric,
      value,
      level: 'coach',
      source: {
        kind: 'coach',
        coachName: grant.coachName,
        coachUserId: coach.id,
        programName: grant.programName,
      },
    });
    const counts = (metricsForPosition(row.sport, row.position, row.team) as readonly string[]).includes(
      input.metric,
    );
    return { result, counts };
  });
  await refreshMatches(db, log, input.athleteId);
  return {
    level: result.level,
    countsForPosition: counts,
    message: counts ? M.coachVerified : M.coachVerifiedNotCounted,
  };
}

/**
 * Every metric this coach verified, and whether it still stands: an athlete who changes a verified
 * number makes it Self-Reported again, and the coach sees which value changed to what.
 */
export async function coachVerifications(db: DB, coach: SessionUser): Promise<TCoachVerification[]> {
  const rows = await repo.profilesVerifiedBy(db, coach.id);
  const out: TCoachVerification[] = [];
  for (const row of rows) {
    const detail = row.evidenceDetail as EvidenceDetailJson;
    const metrics = row.metrics as Record<string, number>;
    for (const [metric, d] of Object.entries(detail)) {
      if (d?.source.kind !== 'coach' || d.source.coachUserId !== coach.id) continue;
      const current = metrics[metric] ?? null;
      out.push({
        athleteId: row.id,
        athleteName: `${row.firstName} ${row.lastName}`,
        metric,
        verifiedValue: d.value,
        currentValue: current,
        verifiedAt: d.at,
        stillVerified: current === d.value,
      });
    }
  }
  return out.sort(
    (a, b) => Number(a.stillVerified) - Number(b.stillVerified) || b.verifiedAt.localeCompare(a.verifiedAt),
  );
}
