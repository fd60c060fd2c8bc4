import type { DB } from '../../platform/db';

/** Who a coach is to one athlete, when they may see and verify the athlete's evidence. */
export interface CoachGrant {
  /** The coach's own name; empty when their account has none. */
  coachName: string;
  programName: string | null;
}

/**
 * The one question evidence asks of the coaches' side: is this user a coach of a program the
 * athlete accepted contact from? Null means no. The answer is built once with the app's
 * dependencies (`AppDeps.coachAccess`), so evidence does not import the coaches' module.
 */
export type CoachAccess = (db: DB, userId: string, athleteId: string) => Promise<CoachGrant | null>;
