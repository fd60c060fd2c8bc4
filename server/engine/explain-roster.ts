import { groupLabel, type PositionGroupSummary } from './roster-summary';

/**
 * The roster-need bullet, with the numbers it rests on and the roster's season, e.g.
 * "3 of the 4 players at S on the 2025-26 roster are seniors or graduate students".
 */
export function rosterNeedSentence(at: PositionGroupSummary & { season: string }): string {
  const where = `at ${groupLabel(at.group)} on the ${at.season} roster`;
  if (at.count === 0) return `No players ${where}`;
  if (at.departing === 0) return `None of the ${at.count} players ${where} is a senior or graduate student`;
  if (at.count === 1) return `The only player ${where} is a senior or graduate student`;
  const verb = at.departing === 1 ? 'is a senior or graduate student' : 'are seniors or graduate students';
  return `${at.departing} of the ${at.count} player${at.count === 1 ? '' : 's'} ${where} ${verb}`;
}
