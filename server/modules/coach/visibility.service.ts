import { AppError } from '../../../common/errors';
import { COACH_MESSAGES as M } from '../../../common/schemas/coach';
import type { AppDeps } from '../../deps';
import { athleteVisibility, setProfileDiscoverable } from './contact.repo';

/** Whether coaches can find the athlete: opted in and verified (prospects.repo.ts is the gate). */
export async function visibility(deps: AppDeps, userId: string) {
  const row = await athleteVisibility(deps.db, userId);
  return {
    discoverable: row.discoverable ?? false,
    emailVerified: row.emailVerifiedAt !== null,
    hasProfile: row.id !== null,
  };
}

export async function setDiscoverable(deps: AppDeps, userId: string, discoverable: boolean) {
  if (!(await setProfileDiscoverable(deps.db, userId, discoverable)))
    throw new AppError('NOT_FOUND', M.noProfile);
  deps.log.info({ userId, discoverable }, 'discoverability changed');
  return visibility(deps, userId);
}
