import { TRANSFER_MIN_AT_POSITION, TRANSFER_MIN_ROSTER } from './roster-fit';
import { groupLabel, type RosterSummary, rosterAt } from './roster-summary';

/** How many of a program's players came from another college, at the position or roster-wide. */
export interface TransferReliance {
  transfers: number;
  /** Players whose kind of previous school the source gives. */
  known: number;
  /** The position group counted, or null for the whole roster. */
  group: string | null;
  season: string;
}

/**
 * The program's reliance on transfers: at the athlete's position when the source gives the previous
 * school of enough players there, else across the roster; null when it gives too few (the sources
 * without a previous school, such as the NCAA all-sports set).
 */
export function transferReliance(summary: RosterSummary, position: string): TransferReliance | null {
  const at = rosterAt(summary, position);
  if (at && at.withPreviousKind >= TRANSFER_MIN_AT_POSITION)
    return { transfers: at.transfers, known: at.withPreviousKind, group: at.group, season: summary.season };
  if (summary.withPreviousKind >= TRANSFER_MIN_ROSTER)
    return {
      transfers: summary.transfers,
      known: summary.withPreviousKind,
      group: null,
      season: summary.season,
    };
  return null;
}

/** "4 of the 9 players at WR on the 2026-27 roster came from another college". */
export function transferSentence(r: TransferReliance): string {
  const where = r.group ? `players at ${groupLabel(r.group)}` : 'players';
  if (r.transfers === 0)
    return `None of the ${r.known} ${where} on the ${r.season} roster came from another college`;
  return `${r.transfers} of the ${r.known} ${where} on the ${r.season} roster came from another college`;
}
