import { AppError } from '../../../common/errors';
import { COACH_MESSAGES as M } from '../../../common/schemas/coach';
import type { AppDeps } from '../../deps';

/** Whether coaches can find the athlete: opted in and verified (prospects.repo.ts is the gate). */
export async function visibility(deps: AppDeps, userId: string) {
  const row = await deps.db
    .selectFrom('users as u')
    .leftJoin('athleteProfiles as a', 'a.userId', 'u.id')
    .select(['a.id', 'a.discoverable', 'u.emailVerifiedAt'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    discoverable: row.discoverable ?? false,
    emailVerified: row.emailVerifiedAt !== null,
    hasProfile: row.id !== null,
  };
}

export async function setDiscoverable(deps: AppDeps, userId: string, discoverable: boolean) {
  const r = await deps.db
    .updateTable('athleteProfiles')
    .set({ discoverable })
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n) throw new AppError('NOT_FOUND', M.noProfile);
  deps.log.info({ userId, discoverable }, 'discoverability changed');
  return visibility(deps, userId);
}
