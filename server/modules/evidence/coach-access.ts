import type { DB } from '../../platform/db';

/** Who a coach is to one athlete, when they may see and verify the athlete's evidence. */
export interface CoachGrant {
  coachName: string;
  programName: string | null;
}

/**
 * The one question evidence asks of the coaches' side: is this user a coach of a program the
 * athlete accepted contact from? Null means no. Until coach accounts and contact requests exist
 * the answer is always no; that work installs its own answer with `setCoachAccess` at start-up.
 */
export type CoachAccess = (db: DB, userId: string, athleteId: string) => Promise<CoachGrant | null>;

const noCoachAccess: CoachAccess = async () => null;
let current: CoachAccess = noCoachAccess;

export function setCoachAccess(access: CoachAccess | null): void {
  current = access ?? noCoachAccess;
}

export const coachAccess = (db: DB, userId: string, athleteId: string) => current(db, userId, athleteId);
