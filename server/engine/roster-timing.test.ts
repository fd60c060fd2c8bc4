import { describe, expect, it } from 'vitest';
import { SPORT_POSITIONS } from '../../common/constants';
import { athleteFromProfile, compileSport, rankPrograms, selfReportedAthlete } from './index';
import { rosterNeed } from './roster';
import type { RosterPlayerInput } from './roster-summary';
import { countsJuniors, seniorsLeaveYear } from './roster-timing';
import { rosterPlayer, volleyballProgram } from './test/roster-fixtures';

const player = (classYear: string, season = '2025-26') => rosterPlayer({ classYear, season });
const program = (id: string, players: RosterPlayerInput[]) => volleyballProgram(id, players);

/** Four setters: one senior, two juniors, one freshman. */
const setters = ['SR', 'JR', 'JR', 'FR'].map((y) => player(y));

describe('when a roster class leaves against when the athlete arrives', () => {
  it('reads the year the seniors leave from the season', () => {
    expect(seniorsLeaveYear('2025-26')).toBe(2026);
    expect(seniorsLeaveYear('2026-27')).toBe(2027);
    expect(seniorsLeaveYear('')).toBe(0);
  });

  it('counts the juniors only for a high-school class after the seniors leave', () => {
    const a = (graduationYear: number | null, portalStatus: 'in-portal' | null = null) =>
      selfReportedAthlete('volleyball', 'S', { graduationYear, portalStatus });
    expect(countsJuniors(a(2026), '2025-26')).toBe(false);
    expect(countsJuniors(a(2027), '2025-26')).toBe(true);
    expect(countsJuniors(a(2027), '2026-27')).toBe(false);
    expect(countsJuniors(a(null), '2025-26')).toBe(false);
    // A transfer athlete arrives next season, whatever its high-school class.
    expect(countsJuniors(a(2027, 'in-portal'), '2025-26')).toBe(false);
  });
});

describe('roster need by graduation year', () => {
  it('is higher when the juniors leave too, and the numbers say so', () => {
    const p = program('x', setters);
    const now = rosterNeed(p, 'volleyball', 'S', 'D1');
    const later = rosterNeed(p, 'volleyball', 'S', 'D1', true);
    expect(now.fromRoster).toMatchObject({ count: 4, leaving: 1, juniors: 2, withJuniors: false });
    expect(later.fromRoster).toMatchObject({ count: 4, leaving: 1, juniors: 2, withJuniors: true });
    // Usual depth (4 setters and the sport's usual 2) is 3. Next fall: 1 departure against a normal
    // year's 3 / 4, and 3 return against the usual 2.
    expect(now.score).toBeCloseTo(25 + 12.5 * (1 / 0.75), 9);
    // Later: 3 departures against two normal years' 3 / 2, and 1 returns against the usual 2.
    expect(later.score).toBeCloseTo(25 + 12.5 * 2 + 20 * 0.5, 9);
  });

  it('explains seniors only for next fall, and juniors too for a later class', () => {
    const c = compileSport('volleyball', [program('x', setters)], SPORT_POSITIONS.Volleyball);
    const rank = (graduationYear: number | null) =>
      rankPrograms(c, selfReportedAthlete('volleyball', 'S', { graduationYear }), 1)[0]!;
    const next = rank(2026);
    const later = rank(2027);
    expect(next.why).toContain(
      '1 of the 4 players at S on the 2025-26 roster is a senior or graduate student',
    );
    expect(later.why).toContain(
      '1 of the 4 players at S on the 2025-26 roster is a senior or graduate student, and 2 are juniors, gone too before you arrive',
    );
    expect(later.parts.rosterNeed).toBeGreaterThan(next.parts.rosterNeed);
    // Unknown class (the preview without a year) reads as next fall.
    expect(rank(null).parts.rosterNeed).toBe(next.parts.rosterNeed);
  });

  it('ranks by the classes that leave before the athlete arrives', () => {
    // Equal seniors; y also has juniors, who matter only to a later class.
    const x = program(
      'x',
      ['SR', 'SO', 'FR', 'FR'].map((y) => player(y)),
    );
    const y = program(
      'y',
      ['SR', 'JR', 'JR', 'JR'].map((y) => player(y)),
    );
    const c = compileSport('volleyball', [x, y], SPORT_POSITIONS.Volleyball);
    const need = (graduationYear: number, id: string) =>
      rankPrograms(c, selfReportedAthlete('volleyball', 'S', { graduationYear }), 2).find(
        (m) => m.programId === id,
      )!.parts.rosterNeed;
    expect(need(2026, 'x')).toBe(need(2026, 'y'));
    expect(need(2028, 'y')).toBeGreaterThan(need(2028, 'x'));
  });
});

describe('the athlete input from a profile', () => {
  const profile = {
    sport: 'Volleyball',
    team: 'womens',
    position: 'S',
    heightIn: 70,
    weight: 150,
    gpa: '3.5',
    satScore: null,
    actScore: null,
    location: 'Austin, TX',
    graduationYear: 2027,
  };

  it('carries the graduation year and a known portal status', () => {
    expect(athleteFromProfile({ ...profile, portalStatus: 'entering' })).toMatchObject({
      graduationYear: 2027,
      portalStatus: 'entering',
    });
  });

  it('reads an unknown or absent portal status as not in the portal', () => {
    expect(athleteFromProfile({ ...profile, portalStatus: 'maybe' }).portalStatus).toBeNull();
    expect(athleteFromProfile(profile).portalStatus).toBeNull();
  });
});
