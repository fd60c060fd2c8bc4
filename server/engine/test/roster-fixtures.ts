import { programFromRow } from '../index';
import { type RosterPlayerInput, summarizeRoster } from '../roster-summary';
import type { ProgramInput } from '../types';

/** A setter on a 2025-26 roster, a freshman with nothing else known, unless the test says more. */
export const rosterPlayer = (over: Partial<RosterPlayerInput> = {}): RosterPlayerInput => ({
  season: '2025-26',
  positionGroup: 'S',
  classYear: 'FR',
  heightIn: null,
  homeState: null,
  previousSchoolKind: null,
  ...over,
});

/** A D1 women's volleyball program in Austin, TX; `players` make its roster, `row` changes its row. */
export function volleyballProgram(
  id: string,
  players?: RosterPlayerInput[],
  row: Record<string, unknown> = {},
): ProgramInput {
  const program = programFromRow({
    id,
    name: `Program ${id}`,
    division: 'D1',
    sport: 'volleyball',
    conference: null,
    location: 'Austin, TX',
    latitude: 30.27,
    longitude: -97.74,
    positionalNeeds: [],
    ...row,
  } as never);
  return players ? { ...program, roster: summarizeRoster(players) } : program;
}
