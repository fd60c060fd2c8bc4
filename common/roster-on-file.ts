/**
 * A program without a roster on file scores roster need on a prior, never a reading: its card
 * says so with a badge, and its gaps carry ROSTER_UNKNOWN_GAP (server/engine/explain.ts).
 */
export const ROSTER_UNKNOWN_GAP = 'Roster data not yet available';
export const ROSTER_NOT_ON_FILE = 'Roster not on file';

/** Is the program's roster on file, read from a card's gaps (stored matches carry no other flag)? */
export const rosterOnFile = (gaps: readonly string[]): boolean => !gaps.includes(ROSTER_UNKNOWN_GAP);
