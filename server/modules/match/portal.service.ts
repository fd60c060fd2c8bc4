import { programSportOf, rosterSourceOf } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { PORTAL_MESSAGES, type TPortalReport } from '../../../common/schemas/portal';
import type { SessionUser } from '../../auth/lucia';
import { athleteFromProfile, prepareAthlete } from '../../engine';
import { describePortal } from '../../engine/explain-portal';
import { portalFigures } from '../../engine/portal-report';
import type { DB } from '../../platform/db';
import { getOwnedProfile } from '../athlete';
import { rosterSourcesAt } from './portal.repo';
import { compiledPrograms } from './program-cache';

/**
 * The transfer-portal report of a portal athlete's own profile: demand, competition, risk band and
 * timing at its position, from the public rosters of the programs at its level and either side.
 */
export async function portalReport(db: DB, user: SessionUser, athleteId: string): Promise<TPortalReport> {
  const profile = await getOwnedProfile(db, user, athleteId, PORTAL_MESSAGES.notOwner);
  if (!profile.portalStatus) throw new AppError('BAD_REQUEST', PORTAL_MESSAGES.notPortal);
  const sport = programSportOf(profile.sport, profile.team);
  if (!sport) throw new AppError('BAD_REQUEST', PORTAL_MESSAGES.notPortal);
  const compiled = await compiledPrograms(db, sport);
  const figures = portalFigures(compiled, prepareAthlete(compiled, athleteFromProfile(profile)));
  const sources = (await rosterSourcesAt(db, sport, figures.levels)).map((s) => ({
    id: s.source,
    ...rosterSourceOf(s.source),
    programs: Number(s.programs),
  }));
  return describePortal(figures, sources, profile.eligibilityRemaining);
}
