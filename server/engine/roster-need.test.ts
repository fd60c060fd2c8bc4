import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { HIGH_NEED_WHY } from './fit';
import { compileSport, rankPrograms, selfReportedAthlete } from './index';
import { rosterNeed } from './roster';
import { type RosterPlayerInput, rosterAt, summarizeRoster } from './roster-summary';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

const player = (positionGroup: string, classYear: string, over: Partial<RosterPlayerInput> = {}) =>
  rosterPlayer({ positionGroup, classYear, ...over });
const volleyball = (id: string, players: RosterPlayerInput[]) => volleyballProgram(id, players);

describe('the roster summary', () => {
  it('counts departures, juniors and heights per group, and pools a shared group', () => {
    const s = summarizeRoster([
      player('S', 'SR', { heightIn: 70, homeState: 'TX', previousSchoolKind: 'four-year' }),
      player('S', 'GR', { heightIn: 72, homeState: 'TX', previousSchoolKind: 'none' }),
      player('S', 'JR', { heightIn: 74, homeState: 'CA' }),
      player('OH|OPP', 'FR', { heightIn: 75 }),
      player('OH', 'SR', { heightIn: 73 }),
      player('', 'SO'),
    ])!;
    expect(s.players).toBe(6);
    expect(rosterAt(s, 'S')).toMatchObject({
      count: 3,
      departing: 2,
      juniors: 1,
      heightMedian: 72,
      heightP10: 70,
      heightP90: 74,
    });
    expect(rosterAt(s, 'OH')).toMatchObject({ group: 'OH|OPP', count: 2, departing: 1 });
    expect(rosterAt(s, 'L')).toBeNull();
    expect(s.homeStates).toEqual({ TX: 2, CA: 1 });
    expect([s.transfers, s.withPreviousKind]).toEqual([1, 2]);
  });

  it('keeps the latest season only', () => {
    const s = summarizeRoster([
      player('S', 'SR', { season: '2024-25' }),
      player('S', 'FR', { season: '2025-26' }),
    ])!;
    expect([s.season, s.players]).toEqual(['2025-26', 1]);
  });
});

describe('roster need from a public roster', () => {
  const departing = (n: number, of: number) =>
    Array.from({ length: of }, (_, k) => player('S', k < n ? 'SR' : 'FR'));

  it('rises with the share of the position leaving, and reaches High need at three of four', () => {
    const scores = [0, 1, 2, 3, 4].map(
      (n) => rosterNeed(volleyball('x', departing(n, 4)), 'volleyball', 'S', 'D1').score,
    );
    expect(scores).toEqual([...scores].sort((x, y) => x - y));
    expect(new Set(scores).size).toBe(5);
    expect(scores[3]).toBeGreaterThanOrEqual(70);
    expect(scores[2]).toBeLessThan(70);
  });

  it('says the numbers and the season in the bullet, and High need at 70 or more', () => {
    const c = compileSport('volleyball', [volleyball('x', departing(3, 4))], SPORT_POSITIONS.Volleyball);
    const [m] = rankPrograms(c, selfReportedAthlete('volleyball', 'S'), 1);
    expect(m!.why).toContain(
      '3 of the 4 players at S on the 2025-26 roster are seniors or graduate students',
    );
    expect(m!.why).toContain(HIGH_NEED_WHY);
    expect(m!.gaps).not.toContain('Roster data not yet available');
  });

  it('names a pooled group and an empty room', () => {
    const c = compileSport(
      'volleyball',
      [volleyball('x', [player('OH|OPP', 'SR'), player('OH|OPP', 'FR'), player('MB', 'FR')])],
      SPORT_POSITIONS.Volleyball,
    );
    const [oh] = rankPrograms(c, selfReportedAthlete('volleyball', 'OH'), 1);
    expect(oh!.why).toContain(
      '1 of the 2 players at OH or OPP on the 2025-26 roster is a senior or graduate student',
    );
    const [l] = rankPrograms(c, selfReportedAthlete('volleyball', 'L'), 1);
    expect(l!.why).toContain('No players at L on the 2025-26 roster');
  });

  it('keeps the prior, with lower confidence, for a program without a roster', () => {
    const c = compileSport(
      'volleyball',
      [volleyball('x', departing(1, 4)), volleyball('y', [])],
      SPORT_POSITIONS.Volleyball,
    );
    const list = rankPrograms(c, selfReportedAthlete('volleyball', 'S'), 2);
    const [withRoster, without] = ['x', 'y'].map((id) => list.find((m) => m.programId === id)!);
    expect(without!.gaps).toContain('Roster data not yet available');
    expect(without!.confidence).toBeLessThan(withRoster!.confidence);
  });
});
