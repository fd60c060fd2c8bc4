import { TRANSFER_MIN_AT_POSITION, TRANSFER_MIN_ROSTER } from './roster-fit';
import { groupLabel, type RosterSummary, rosterAt } from './roster-summary';

/** How many of a program's players came from another college, at the position or roster-wide. */
export interface TransferReliance {
  transfers: number;
  /** Players counted: at the position, or on the whole roster. */
  known: number;
  /** The position group counted, or null for the whole roster. */
  group: string | null;
  season: string;
}

/**
 * Does the roster name previous schools? Roster pages name one mostly for transfers, so a player
 * without one counts as not a transfer, but only on a roster that names at least a few (the NCAA
 * all-sports set names none).
 */
export const namesPreviousSchools = (summary: RosterSummary): boolean =>
  summary.withPreviousKind >= TRANSFER_MIN_ROSTER;

/**
 * The program's reliance on transfers: the players who came from another college, out of its
 * players at the athlete's position (at least TRANSFER_MIN_AT_POSITION), else out of the whole
 * roster; null when the roster names no previous schools.
 */
export function transferReliance(summary: RosterSummary, position: string): TransferReliance | null {
  if (!namesPreviousSchools(summary)) return null;
  const at = rosterAt(summary, position);
  if (at && at.count >= TRANSFER_MIN_AT_POSITION)
    return { transfers: at.transfers, known: at.count, group: at.group, season: summary.season };
  return { transfers: summary.transfers, known: summary.players, group: null, season: summary.season };
}

/** "4 of the 9 players at WR on the 2026-27 roster came from another college". */
export function transferSentence(r: TransferReliance): string {
  const where = r.group ? `players at ${groupLabel(r.group)}` : 'players';
  if (r.transfers === 0)
    return `None of the ${r.known} ${where} on the ${r.season} roster came from another college`;
  return `${r.transfers} of the ${r.known} ${where} on the ${r.season} roster came from another college`;
}
