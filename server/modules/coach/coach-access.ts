import type { CoachAccess } from '../evidence';

/**
 * A coach may see and verify an athlete's evidence while on the staff of a program whose contact
 * request the athlete accepted; any coach of that staff counts, not only the one who asked.
 */
export const staffCoachAccess: CoachAccess = async (db, userId, athleteId) => {
  const row = await db
    .selectFrom('contactRequests as r')
    .innerJoin('programCoaches as pc', 'pc.programId', 'r.programId')
    .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
    .innerJoin('users as u', 'u.id', 'pc.userId')
    .select(['p.name as programName', 'u.firstName', 'u.lastName'])
    .where('pc.userId', '=', userId)
    .where('u.role', '=', 'coach')
    .where('r.athleteProfileId', '=', athleteId)
    .where('r.status', '=', 'accepted')
    .orderBy('r.decidedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const coachName = [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return { coachName, programName: row.programName };
};
