import type { CoachAccess } from '../evidence';
import { acceptedStaffGrant } from './contact.repo';

/**
 * A coach may see and verify an athlete's evidence while on the staff of a program whose contact
 * request the athlete accepted; any coach of that staff counts, not only the one who asked.
 */
export const staffCoachAccess: CoachAccess = async (db, userId, athleteId) => {
  const row = await acceptedStaffGrant(db, userId, athleteId);
  if (!row) return null;
  const coachName = [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return { coachName, programName: row.programName };
};
