import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { compileSport, rankPrograms, selfReportedAthlete } from './index';
import { blendSys, transferScore } from './roster-fit';
import { type RosterPlayerInput, summarizeRoster } from './roster-summary';
import { transferReliance, transferSentence } from './roster-transfers';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

const player = (positionGroup: string, previousSchoolKind: string | null) =>
  rosterPlayer({ positionGroup, classYear: 'SO', previousSchoolKind });
const program = (id: string, players: RosterPlayerInput[]) => volleyballProgram(id, players);

/**
 * n setters, `moved` of them from another college (a four-year or a junior college), the others
 * with no previous school named; plus eight hitters from high schools, so the roster names previous
 * schools.
 */
const setters = (moved: number, n: number) => [
  ...Array.from({ length: n }, (_, k) =>
    player('S', k < moved ? (k % 2 ? 'junior-college' : 'four-year') : null),
  ),
  ...Array.from({ length: 8 }, () => player('OH', 'none')),
];

describe('transfer reliance from previous schools', () => {
  it('counts at the position when the source gives enough previous schools there', () => {
    const r = transferReliance(summarizeRoster(setters(3, 4))!, 'S');
    expect(r).toEqual({ transfers: 3, known: 4, group: 'S', season: '2025-26' });
    expect(transferSentence(r!)).toBe(
      '3 of the 4 players at S on the 2025-26 roster came from another college',
    );
  });

  it('falls back to the whole roster, and says nothing where the roster names no previous schools', () => {
    const r = transferReliance(summarizeRoster(setters(1, 2))!, 'S');
    expect(r).toMatchObject({ transfers: 1, known: 10, group: null });
    expect(transferSentence(r!)).toBe('1 of the 10 players on the 2025-26 roster came from another college');
    const unnamed = [...Array.from({ length: 12 }, () => player('S', null)), player('S', 'four-year')];
    expect(transferReliance(summarizeRoster(unnamed)!, 'S')).toBeNull();
  });

  it('scores 20 with no transfers, full at two in five, and -1 unknown', () => {
    expect(transferScore(0)).toBe(20);
    expect(transferScore(0.2)).toBe(60);
    expect(transferScore(0.4)).toBe(100);
    expect(transferScore(0.9)).toBe(100);
    expect(transferScore(-1)).toBe(-1);
  });

  it('takes the mean of what system fit knows', () => {
    expect(blendSys(60, false, -1, -1)).toBe(60);
    expect(blendSys(80, true, 60, -1)).toBe(70);
    expect(blendSys(80, true, 60, 100)).toBe(80);
    expect(blendSys(60, false, -1, 100)).toBe(100);
  });
});

describe('transfer reliance in the Fit Score', () => {
  // Same roster size and classes; x took three of its four setters from other colleges, y none.
  const c = compileSport(
    'volleyball',
    [program('x', setters(3, 4)), program('y', setters(0, 4))],
    SPORT_POSITIONS.Volleyball,
  );
  const byId = (list: ReturnType<typeof rankPrograms>, id: string) => list.find((m) => m.programId === id)!;

  it('ranks the program that takes transfers first for a portal athlete, with the numbers', () => {
    const list = rankPrograms(c, selfReportedAthlete('volleyball', 'S', { portalStatus: 'in-portal' }), 2);
    expect(list[0]!.programId).toBe('x');
    expect(byId(list, 'x').parts.sys).toBe(100);
    expect(byId(list, 'y').parts.sys).toBe(20);
    expect(byId(list, 'x').why).toContain(
      '3 of the 4 players at S on the 2025-26 roster came from another college',
    );
    expect(byId(list, 'y').gaps).toContain(
      'None of the 4 players at S on the 2025-26 roster came from another college',
    );
  });

  it('never scores or mentions it for a high-school athlete', () => {
    const list = rankPrograms(c, selfReportedAthlete('volleyball', 'S', { graduationYear: 2027 }), 2);
    expect(byId(list, 'x').parts.sys).toBe(byId(list, 'y').parts.sys);
    for (const m of list) expect([...m.why, ...m.gaps].join(' ')).not.toContain('another college');
  });
});
