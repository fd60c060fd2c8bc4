import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { describePortal } from './explain-portal';
import { compileSport, prepareAthlete, selfReportedAthlete } from './index';
import { portalBand, portalFigures } from './portal-report';
import type { RosterPlayerInput } from './roster-summary';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

const player = (classYear: string, previousSchoolKind: string | null, positionGroup = 'S') =>
  rosterPlayer({ classYear, previousSchoolKind, positionGroup });
const program = (id: string, division: string, players: RosterPlayerInput[]) =>
  volleyballProgram(id, players, { division, latitude: undefined, longitude: undefined });

/** Two setters (a senior transfer and a freshman) and eight high-school hitters. */
const named = () => [
  player('SR', 'four-year'),
  player('FR', null),
  ...Array.from({ length: 8 }, () => player('SO', 'none', 'OH')),
];

describe('the portal decision guide', () => {
  it('bands risk at 40 and 70, and a market without openings is Red', () => {
    expect(portalBand(10, 40)).toBe('green');
    expect(portalBand(10, 41)).toBe('yellow');
    expect(portalBand(10, 69)).toBe('yellow');
    expect(portalBand(10, 70)).toBe('red');
    expect(portalBand(0, 10)).toBe('red');
  });
});

describe('the portal figures', () => {
  const programs = [
    ...['a', 'b', 'c', 'd', 'e'].map((id) => program(id, 'D1', named())),
    program('f', 'D1', [player('JR', null), player('JR', null), player('SO', null)]),
    program('g', 'D1', []),
  ];
  const c = compileSport('volleyball', programs, SPORT_POSITIONS.Volleyball);
  const figures = portalFigures(
    c,
    prepareAthlete(c, selfReportedAthlete('volleyball', 'S', { portalStatus: 'in-portal' })),
  );

  it('counts demand on every roster and competition where rosters name previous schools', () => {
    expect(figures).toMatchObject({ programs: 7, withRoster: 6, placed: false, seasons: ['2025-26'] });
    expect(figures.demand).toEqual({ programs: 5, leaving: 5, juniors: 2 });
    expect(figures.competition).toEqual({ programs: 5, transfers: 5, known: 10, leaving: 5 });
    expect(figures.riskPercent).toBe(50);
    expect(figures.band).toBe('yellow');
  });

  it('says each figure with its numbers and season', () => {
    const r = describePortal(figures, [], 2);
    expect(r.demand!.text).toBe(
      '5 of the 6 programs at D1, D2, NAIA, D3, JUCO with a 2025-26 roster have seniors or graduate students at S: 5 players leave after the season',
    );
    expect(r.competition!.text).toBe(
      '5 of the 10 players at S on the 2025-26 rosters of the 5 programs that name previous schools came from another college',
    );
    expect(r.risk).toMatchObject({ percent: 50, band: 'yellow', label: 'Yellow: verify matches first' });
    expect(r.risk!.text).toContain('about 3 of their 5 openings this year go to transfers');
    expect(r.timing!.text).toContain('5 seniors and graduate students at S leave after the 2025-26 season');
  });

  it('gives honest empty states', () => {
    const none = compileSport('volleyball', [program('g', 'D1', [])], SPORT_POSITIONS.Volleyball);
    const a = selfReportedAthlete('volleyball', 'S', { portalStatus: 'entering' });
    const empty = describePortal(portalFigures(none, prepareAthlete(none, a)), [], null);
    expect(empty.empty).toMatch(/^No public rosters are on file for the 1 program at /);
    expect([empty.demand, empty.risk, empty.timing]).toEqual([null, null, null]);
    const unnamed = compileSport('volleyball', [programs[5]!], SPORT_POSITIONS.Volleyball);
    const r = describePortal(portalFigures(unnamed, prepareAthlete(unnamed, a)), [], null);
    expect(r.competition).toBeNull();
    expect(r.risk).toBeNull();
    expect(r.riskMissing).toBe(
      'The rosters at these levels do not name previous schools, so transfers taken in cannot be counted and there is no risk band',
    );
  });
});
