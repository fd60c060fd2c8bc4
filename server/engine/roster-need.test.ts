import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HIGH_NEED_THRESHOLD, SPORT_POSITIONS } from '../../common/constants';
import { HIGH_NEED_WHY } from './fit';
import { compileSport, rankPrograms, selfReportedAthlete } from './index';
import { rosterNeed, rosterPrior, turnoverRatio } from './roster';
import { type RosterPlayerInput, rosterAt, summarizeRoster } from './roster-summary';
import { rankingPrograms } from './test/ranking-fixtures';
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
    const [mb] = rankPrograms(c, selfReportedAthlete('volleyball', 'MB'), 1);
    expect(mb!.why).toContain(
      'The only player at MB on the 2025-26 roster is not a senior or graduate student',
    );
    const [later] = rankPrograms(
      compileSport('volleyball', [volleyball('x', [player('MB', 'JR')])], SPORT_POSITIONS.Volleyball),
      selfReportedAthlete('volleyball', 'MB', { graduationYear: 2027 }),
      1,
    );
    expect(later!.why).toContain(
      'The only player at MB on the 2025-26 roster is a junior, gone before you arrive',
    );
    const [l] = rankPrograms(c, selfReportedAthlete('volleyball', 'L'), 1);
    expect(l!.why).toContain('No players at L on the 2025-26 roster');
  });

  it('scores a program without a roster as an ordinary year on a read roster, so neither gains on the other', () => {
    // Four outside hitters (the usual depth), one of them a senior: a quarter of the room, normal turnover.
    const ordinary = volleyball(
      'x',
      ['SR', 'JR', 'SO', 'FR'].map((c) => player('OH', c)),
    );
    expect(rosterNeed(ordinary, 'volleyball', 'OH', 'D1').score).toBe(rosterPrior('D1'));
    expect(rosterPrior('D1')).toBe(42.5);
    // A junior college replaces about half its room a year.
    expect(rosterPrior('JUCO')).toBe(60);
    for (const level of ['D1', 'D2', 'D3', 'NAIA', 'JUCO'])
      expect(rosterPrior(level)).toBeLessThan(HIGH_NEED_THRESHOLD);
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

describe('departures against normal turnover', () => {
  const room = (classes: string[]) =>
    volleyball(
      'x',
      classes.map((c) => player('S', c)),
    );
  const need = (classes: string[], later: boolean) =>
    rosterNeed(room(classes), 'volleyball', 'S', 'D1', later).score;
  const classYear = fc.constantFrom('FR', 'SO', 'JR', 'SR', 'GR');

  it('compares departures with a quarter of the room a year', () => {
    expect(turnoverRatio(1, 4, 1)).toBe(1);
    expect(turnoverRatio(2, 4, 2)).toBe(1);
    expect(turnoverRatio(3, 4, 2)).toBe(1.5);
    expect(turnoverRatio(4, 4, 1)).toBe(4);
    expect(turnoverRatio(0, 0, 1)).toBe(0);
  });

  it('counts the juniors fully for a later class, against two years of turnover', () => {
    // 3 seniors and a junior of 4 setters; usual depth (4 + the sport's 2) / 2 = 3.
    // Next fall: 3 departures against a normal 3 / 4 (ratio 4), and 1 of the usual 2 returns.
    expect(need(['SR', 'SR', 'SR', 'JR'], false)).toBe(25 + 12.5 * 4 + 20 * 0.5);
    // Later: 4 departures against a normal 3 / 2, and none return.
    expect(need(['SR', 'SR', 'SR', 'JR'], true)).toBeCloseTo(25 + 12.5 * (4 / 1.5) + 20, 9);
    expect(need(['SR', 'SR', 'SR', 'JR'], true)).toBeGreaterThanOrEqual(HIGH_NEED_THRESHOLD);
    // Normal turnover scores the same whatever the years: 2 of 8 in one year, 4 of 8 in two.
    const eight = (n: number, c: string) => [...Array(n).fill(c), ...Array(8 - n).fill('FR')];
    expect(need(eight(2, 'SR'), false)).toBe(need([...eight(2, 'SR').slice(0, 6), 'JR', 'JR'], true));
  });

  it('gives a whole room leaving more need the deeper the room', () => {
    const gone = (n: number) => need(Array(n).fill('JR'), true);
    expect([1, 2, 3, 4].map(gone)).toEqual([1, 2, 3, 4].map(gone).sort((x, y) => x - y));
    expect(new Set([1, 2, 3, 4].map(gone)).size).toBe(4);
  });

  it('never falls when one more senior leaves before next fall', () => {
    fc.assert(
      fc.property(fc.array(classYear, { minLength: 1, maxLength: 12 }), fc.nat(11), (classes, k) => {
        const i = k % classes.length;
        const senior = classes.map((c, j) => (j === i ? 'SR' : c));
        expect(need(senior, false)).toBeGreaterThanOrEqual(need(classes, false));
      }),
    );
  });

  it('never falls when one more player leaves before a later class arrives, and stays in 0–100', () => {
    fc.assert(
      fc.property(fc.array(classYear, { minLength: 1, maxLength: 12 }), fc.nat(11), (classes, k) => {
        const i = k % classes.length;
        const staying = classes.map((c, j) => (j === i && (c === 'JR' || c === 'SR') ? 'FR' : c));
        const now = need(classes, true);
        expect(now).toBeGreaterThanOrEqual(need(staying, true));
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('spreads rather than saturates across rooms of 2 to 5 setters for a later class', () => {
    const mixes = (n: number): string[][] =>
      n === 0 ? [[]] : mixes(n - 1).flatMap((m) => ['FR', 'SO', 'JR', 'SR'].map((c) => [...m, c]));
    const needs = [2, 3, 4, 5].flatMap((n) => mixes(n).map((r) => need(r, true)));
    const counts = [
      ...needs.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<number, number>()).values(),
    ];
    expect(counts.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...counts) / needs.length).toBeLessThan(0.25);
  });
});

describe('a roster that lists no positions (tennis, golf)', () => {
  // A men's tennis program: 10 players, no positions, 3 seniors and a graduate student, 2 juniors.
  const tennis = (classes: string[]) =>
    volleyballProgram(
      't',
      classes.map((classYear) => rosterPlayer({ positionGroup: null, classYear })),
      { sport: 'mens-tennis' },
    );
  const ten = ['SR', 'SR', 'SR', 'GR', 'JR', 'JR', 'SO', 'SO', 'FR', 'FR'];

  it("reads the whole roster's departures against its own size, not the prior", () => {
    const now = rosterNeed(tennis(ten), 'mens-tennis', 'Singles', 'D1');
    // 4 of 10 leave against a normal 10 / 4 (ratio 1.6); 6 of the usual 10 return.
    expect(now.score).toBeCloseTo(25 + 12.5 * 1.6 + 20 * 0.4, 9);
    expect(now.fromRoster).toMatchObject({ count: 10, leaving: 4, juniors: 2, wholeRoster: true });
    const fewer = rosterNeed(tennis(ten.map((c) => (c === 'GR' ? 'FR' : c))), 'mens-tennis', 'Singles', 'D1');
    expect(fewer.score).toBeLessThan(now.score);
    // The same for every position: the roster cannot tell them apart.
    expect(rosterNeed(tennis(ten), 'mens-tennis', 'Doubles', 'D1').score).toBe(now.score);
  });

  it('says so in the bullet, with the juniors for a later class', () => {
    const c = compileSport('mens-tennis', [tennis(ten)], SPORT_POSITIONS.Tennis);
    const [m] = rankPrograms(c, selfReportedAthlete('mens-tennis', 'Singles'), 1);
    expect(m!.why).toContain(
      '4 of the 10 players on the 2025-26 roster are seniors or graduate students (it lists no positions for most players, so this is the whole roster)',
    );
    expect(m!.gaps).not.toContain('Roster data not yet available');
    const [later] = rankPrograms(
      c,
      selfReportedAthlete('mens-tennis', 'Singles', { graduationYear: 2028 }),
      1,
    );
    expect(later!.why).toContain(
      '4 of the 10 players on the 2025-26 roster are seniors or graduate students, and 2 are juniors, gone too before you arrive (it lists no positions for most players, so this is the whole roster)',
    );
  });

  it('reads positions once half the players have one', () => {
    const half = [
      ...Array(5).fill(rosterPlayer({ positionGroup: 'S', classYear: 'FR' })),
      ...Array(5).fill(rosterPlayer({ positionGroup: null, classYear: 'SR' })),
    ];
    expect(rosterNeed(volleyball('h', half), 'volleyball', 'S', 'D1').fromRoster).toMatchObject({
      count: 5,
      leaving: 0,
      wholeRoster: false,
    });
    const fewer = half.map((p, k) => (k === 0 ? { ...p, positionGroup: null } : p));
    expect(rosterNeed(volleyball('h', fewer), 'volleyball', 'S', 'D1').fromRoster).toMatchObject({
      count: 10,
      leaving: 5,
      wholeRoster: true,
    });
  });
});

describe('roster need compiled per program and position', () => {
  it('holds what rosterNeed scores, for both arrivals, on every kind of roster', () => {
    const programs = rankingPrograms(400);
    const positions = SPORT_POSITIONS.Football;
    const c = compileSport('football', programs, positions);
    const P = positions.length;
    let fromRosters = 0;
    programs.forEach((p, i) => {
      positions.forEach((position, k) => {
        const now = rosterNeed(p, 'football', position, p.division);
        const later = rosterNeed(p, 'football', position, p.division, true);
        expect([c.need[i * P + k], c.needLater[i * P + k]]).toEqual([
          Math.fround(now.score),
          Math.fround(later.score),
        ]);
        if (now.fromRoster) fromRosters++;
      });
    });
    // The fixtures hold public rosters read by position and read whole, lists, and stated needs.
    expect(fromRosters).toBeGreaterThan(1000);
  });
});
