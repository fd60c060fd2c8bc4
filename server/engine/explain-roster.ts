import { formatHeight } from '../../common/height';
import type { RosterAtPosition } from './roster';
import { groupLabel, type PositionGroupSummary, type RosterSummary } from './roster-summary';

/**
 * The roster-need bullet, with the numbers it rests on and the roster's season, e.g.
 * "3 of the 4 players at S on the 2025-26 roster are seniors or graduate students"; for a later
 * graduation year it adds the juniors, who also leave before the athlete arrives.
 */
export function rosterNeedSentence(at: RosterAtPosition): string {
  if (at.wholeRoster) return wholeRosterSentence(at);
  const where = `at ${groupLabel(at.group)} on the ${at.season} roster`;
  if (at.count === 0) return `No players ${where}`;
  const juniors =
    at.withJuniors && at.juniors > 0
      ? `, and ${at.juniors === 1 ? '1 is a junior' : `${at.juniors} are juniors`}, gone too before you arrive`
      : '';
  if (at.count === 1 && at.leaving === 0)
    return at.withJuniors && at.juniors === 1
      ? `The only player ${where} is a junior, gone before you arrive`
      : `The only player ${where} is not a senior or graduate student`;
  if (at.leaving === 0)
    return `None of the ${at.count} players ${where} is a senior or graduate student${juniors}`;
  if (at.count === 1) return `The only player ${where} is a senior or graduate student`;
  const verb = at.leaving === 1 ? 'is a senior or graduate student' : 'are seniors or graduate students';
  return `${at.leaving} of the ${at.count} players ${where} ${verb}${juniors}`;
}

/**
 * The bullet of a roster read whole, as it lists no positions for most players, e.g. "3 of the 10
 * players on the 2025-26 roster are seniors or graduate students (it lists no positions, so this
 * is the whole roster)".
 */
function wholeRosterSentence(at: RosterAtPosition): string {
  const leaving =
    at.leaving === 0
      ? `None of the ${at.count} players on the ${at.season} roster is a senior or graduate student`
      : `${at.leaving} of the ${at.count} players on the ${at.season} roster ${at.leaving === 1 ? 'is a senior or graduate student' : 'are seniors or graduate students'}`;
  const juniors =
    at.withJuniors && at.juniors > 0
      ? `, and ${at.juniors === 1 ? '1 is a junior' : `${at.juniors} are juniors`}, gone too before you arrive`
      : '';
  return `${leaving}${juniors} (it lists no positions for most players, so this is the whole roster)`;
}

/**
 * Home states are quasi-identifiers: a count of players from a state is shown only from
 * SMALL_CELL_MIN up, as the roster dataset's authors ask of derived releases (ADR 039).
 */
export const SMALL_CELL_MIN = 10;

/**
 * "12 of 18 players on the 2025-26 roster are from TX"; under SMALL_CELL_MIN the count is not
 * given ("Fewer than 10 of …"); null when the state has too few to say.
 */
export function footprintSentence(roster: RosterSummary, state: string): string | null {
  const from = roster.homeStates[state] ?? 0;
  if (from < 2 && from / roster.withHomeState < 0.1) return null;
  const count = from < SMALL_CELL_MIN ? `Fewer than ${SMALL_CELL_MIN}` : `${from}`;
  return `${count} of ${roster.withHomeState} players on the ${roster.season} roster are from ${state}`;
}

/** The athlete's height against the program's players at the position, with their range. */
export function dnaSentence(
  heightIn: number,
  at: PositionGroupSummary,
  season: string,
): { kind: 'why' | 'gap'; text: string } {
  const range = `${formatHeight(at.heightP10!)}–${formatHeight(at.heightP90!)}, median ${formatHeight(at.heightMedian!)}`;
  const them = `the ${at.withHeight} players at ${groupLabel(at.group)} on the ${season} roster (${range})`;
  const you = `Your ${formatHeight(heightIn)}`;
  if (heightIn < at.heightP10!) return { kind: 'gap', text: `${you} is shorter than most of ${them}` };
  if (heightIn > at.heightP90!) return { kind: 'gap', text: `${you} is taller than most of ${them}` };
  return { kind: 'why', text: `${you} is within the heights of ${them}` };
}
