import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { compileSport, explain, prepareAthlete, rankPrograms, selfReportedAthlete } from './index';
import { blendGeo, blendSys, dnaScore, footprintScore } from './roster-fit';
import type { RosterPlayerInput } from './roster-summary';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

const player = rosterPlayer;
const program = (id: string, players: RosterPlayerInput[], over: Record<string, unknown> = {}) =>
  volleyballProgram(id, players, { location: 'Denver, CO', latitude: 39.74, longitude: -104.99, ...over });

describe('recruiting footprint', () => {
  it('scores the share from the athlete state and blends a quarter into geography', () => {
    expect([0, 0.1, 0.39, 0.5].map(footprintScore)).toEqual([20, 40, 98, 100]);
    expect(footprintScore(-1)).toBe(-1);
    expect(blendGeo(80, -1)).toBe(80);
    expect(blendGeo(80, 40)).toBe(70);
  });

  it("says how many of the program's players come from the athlete's state", () => {
    const players = Array.from({ length: 18 }, (_, k) => player({ homeState: k < 7 ? 'TX' : 'CO' }));
    const c = compileSport('volleyball', [program('x', players)], SPORT_POSITIONS.Volleyball);
    const texan = rankPrograms(c, selfReportedAthlete('volleyball', 'S', { location: 'Austin, TX' }), 1)[0]!;
    const ohioan = rankPrograms(
      c,
      selfReportedAthlete('volleyball', 'S', { location: 'Columbus, OH' }),
      1,
    )[0]!;
    // A count under 10 is a small cell of a quasi-identifier: not given (ADR 039).
    expect(texan.why).toContain('Fewer than 10 of 18 players on the 2025-26 roster are from TX');
    expect(texan.why.join(' ')).not.toContain('from OH');
    expect(ohioan.why.some((w) => w.includes('players on the 2025-26 roster are from'))).toBe(false);
  });

  it('gives the count of players from a state from 10 up', () => {
    const players = Array.from({ length: 24 }, (_, k) => player({ homeState: k < 12 ? 'TX' : 'CO' }));
    const c = compileSport('volleyball', [program('x', players)], SPORT_POSITIONS.Volleyball);
    const texan = rankPrograms(c, selfReportedAthlete('volleyball', 'S', { location: 'Austin, TX' }), 1)[0]!;
    expect(texan.why).toContain('12 of 24 players on the 2025-26 roster are from TX');
  });
});

describe('roster DNA', () => {
  it('is 100 at the median, 70 at the edge of the range, less beyond it', () => {
    expect(dnaScore(72, 68, 72, 76)).toBe(100);
    expect(dnaScore(68, 68, 72, 76)).toBe(70);
    expect(dnaScore(65, 68, 72, 76)).toBe(40);
    expect(dnaScore(60, 68, 72, 76)).toBe(20);
    expect(dnaScore(-1, 68, 72, 76)).toBe(-1);
    expect(blendSys(60, false, 90)).toBe(90);
    expect(blendSys(80, true, 60)).toBe(70);
    expect(blendSys(60, false, -1)).toBe(60);
  });

  it("compares the athlete's height with the program's players at the position, with numbers", () => {
    const players = [68, 69, 70, 71, 72].map((h) => player({ heightIn: h }));
    const c = compileSport('volleyball', [program('x', players)], SPORT_POSITIONS.Volleyball);
    const mid = explain(c, prepareAthlete(c, selfReportedAthlete('volleyball', 'S', { heightIn: 70 })), 0);
    expect(mid.parts.sys).toBe(100);
    expect(mid.why).toContain(
      `Your 5'10" is within the heights of the 5 players at S on the 2025-26 roster (5'8"–6'0", median 5'10")`,
    );
    expect(mid.gaps.join(' ')).not.toContain('system fit is a neutral estimate');
    const short = explain(c, prepareAthlete(c, selfReportedAthlete('volleyball', 'S', { heightIn: 64 })), 0);
    expect(short.parts.sys).toBeLessThan(mid.parts.sys);
    expect(short.gaps.some((g) => g.startsWith(`Your 5'4" is shorter than most of the 5 players at S`))).toBe(
      true,
    );
  });
});

describe('ties', () => {
  it('never list five or more equal scores in alphabetical order', () => {
    const names = Array.from({ length: 60 }, (_, k) => `Program ${String(k).padStart(2, '0')}`);
    const programs = names.map((name, k) => program(`id-${k}`, [], { name }));
    const c = compileSport('volleyball', programs, SPORT_POSITIONS.Volleyball);
    const list = rankPrograms(c, selfReportedAthlete('volleyball', 'S'), 25);
    let run = 1;
    let longest = 1;
    for (let j = 1; j < list.length; j++) {
      const [x, y] = [list[j - 1]!, list[j]!];
      const name = (id: string) => programs.find((p) => p.id === id)!.name;
      run = x.fit === y.fit && name(x.programId) < name(y.programId) ? run + 1 : 1;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThan(5);
    expect(rankPrograms(c, selfReportedAthlete('volleyball', 'S'), 25)).toEqual(list);
  });
});
