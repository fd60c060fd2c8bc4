import { programSportOf, rosterSourceOf } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { PORTAL_MESSAGES, type TPortalOutlook } from '../../../common/schemas/portal';
import type { SessionUser } from '../../auth/lucia';
import { describeIntake, rankIntake } from '../../engine/transfer-intake';
import type { DB } from '../../platform/db';
import { getOwnedProfile } from '../athlete';
import { outlookRules, type TransferProfile } from './outlook';
import { intakeOfMatches } from './portal.repo';

export const INTAKE_NOTE =
  'Counted from each program’s public roster: players at your position whose previous school is a college. A four-year previous school’s level (FBS, D1, D2…) is its program’s level in your sport today, said only where its name matches a program on file (about 9 in 10 do); the others are counted as of a level not on file. Only the volleyball, men’s soccer and Power-4 football rosters on file name previous schools.';

export const todayIso = (): string => new Date().toISOString().slice(0, 10);

const isoDay = (d: Date | string | null): string | null =>
  d === null ? null : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);

/**
 * The portal athlete's outlook: its sport's windows with a countdown, what its eligibility allows,
 * and each matched program's transfers at its position, those that take transfers there first.
 */
export async function portalOutlook(
  db: DB,
  user: SessionUser,
  athleteId: string,
  today: string = todayIso(),
): Promise<TPortalOutlook> {
  const profile = await getOwnedProfile(db, user, athleteId, PORTAL_MESSAGES.notOwner);
  if (!profile.portalStatus) throw new AppError('BAD_REQUEST', PORTAL_MESSAGES.notPortal);
  const sport = programSportOf(profile.sport, profile.team);
  if (!sport) throw new AppError('BAD_REQUEST', PORTAL_MESSAGES.notPortal);
  const facts: TransferProfile = { ...profile, portalEnteredOn: isoDay(profile.portalEnteredOn) };
  const rows = await intakeOfMatches(db, profile.id, profile.position);
  const intake = rows.map((r) =>
    describeIntake(
      {
        programId: r.programId,
        name: r.name,
        division: r.division,
        fit: Number(r.fit),
        season: r.season,
        source: r.source ? { id: r.source, ...rosterSourceOf(r.source) } : null,
        withPreviousKind: Number(r.withPreviousKind),
        atPosition: Number(r.atPosition),
        fromFourYear: Number(r.fromFourYear),
        fromFourYearLevels: Object.fromEntries(
          Object.entries(r.fromFourYearLevels ?? {}).map(([level, n]) => [level, Number(n)]),
        ),
        fromJuniorCollege: Number(r.fromJuniorCollege),
        statedNeed: r.statedNeed,
      },
      profile.position,
    ),
  );
  return { ...outlookRules(sport, facts, today), intake: rankIntake(intake), intakeNote: INTAKE_NOTE };
}
