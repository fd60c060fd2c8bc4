import { VERIFICATION_LEVELS, type VerificationLevel } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import type { EvidenceDetailJson, EvidenceSource } from '../../../db/types';
import type { DB } from '../../platform/db';
import { NOT_FOUND } from '../athlete';
import { storeMatches } from '../match';
import * as repo from './evidence.repo';
import { currentDetail, levelRank } from './public-evidence';

/** Where a failed refresh is reported: the app's logger, or a script's console. */
export type Log = { warn(obj: object, msg: string): void };

/**
 * Give one metric a value and its evidence, in the caller's transaction. Stronger evidence of the
 * same value is kept (an upload never demotes event data); a new value takes the new evidence.
 * The profile's own level is its weakest metric's: the badge never claims more than every number.
 */
export async function applyEvidence(
  trx: DB,
  athleteId: string,
  change: { metric: string; value: number; level: VerificationLevel; source: EvidenceSource | null },
): Promise<{ level: VerificationLevel; kept: boolean }> {
  const row = await repo.lockProfile(trx, athleteId);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const existing = currentDetail(row, change.metric);
  if (existing && existing.value === change.value && levelRank(existing.level) <= levelRank(change.level))
    return { level: existing.level as VerificationLevel, kept: true };

  const metrics = { ...(row.metrics as Record<string, number>), [change.metric]: change.value };
  const evidence = { ...(row.evidence as Record<string, string>), [change.metric]: change.level };
  const evidenceDetail: EvidenceDetailJson = { ...(row.evidenceDetail as EvidenceDetailJson) };
  if (change.source)
    evidenceDetail[change.metric] = {
      level: change.level,
      value: change.value,
      at: new Date().toISOString(),
      source: change.source,
    };
  else delete evidenceDetail[change.metric];
  const levels = Object.keys(metrics).map((m) => evidence[m] ?? 'self');
  const weakest = levels.reduce((w, l) => (levelRank(l) > levelRank(w) ? l : w), VERIFICATION_LEVELS[0]);
  await repo.setProfileEvidence(trx, athleteId, {
    metrics,
    evidence,
    evidenceDetail,
    verificationLevel: weakest,
  });
  return { level: change.level, kept: false };
}

/**
 * Stored matches follow the new multipliers at once, not at Monday's recompute. The evidence is
 * already committed, so a failure here is logged, not answered: the next Generate or weekly run
 * catches up.
 */
export async function refreshMatches(db: DB, log: Log, athleteId: string): Promise<void> {
  try {
    if (!(await repo.hasStoredMatches(db, athleteId))) return;
    const profile = await repo.profileById(db, athleteId);
    if (profile) await storeMatches(db, profile);
  } catch (err) {
    log.warn({ err, athleteId }, 'matches not refreshed after new evidence');
  }
}
