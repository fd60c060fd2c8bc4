import { SPORT_POSITIONS, type VerificationLevel } from '../../../common/constants';
import { SPORT_LEVELS } from '../reference';
import { summarizeRoster } from '../roster-summary';
import type { AthleteInput, InstitutionInput, ProgramInput } from '../types';
import { rng } from './rng';

/**
 * A fixed world for checking that a change to how the engine computes leaves every score and
 * sentence as it was: football programs with every kind of data the engine reads (admissions own,
 * peer, rate-only, open or absent; rosters by position or whole; stated needs; styles; places) and
 * athletes of every kind (marks, tests, places, preferences, classes, transfers).
 */

const POSITIONS = SPORT_POSITIONS.Football;
const STYLES = [['spread-pass', 'nickel'], ['spread-pass'], ['option'], ['pro-style', 'three-four'], []];
const PLACES: [string, string, number, number][] = [
  ['Austin, TX', 'TX', 30.27, -97.74],
  ['Columbus, OH', 'OH', 39.96, -83.0],
  ['Claremont, CA', 'CA', 34.1, -117.72],
  ['Orono, ME', 'ME', 44.88, -68.67],
  ['Lincoln, NE', 'NE', 40.81, -96.7],
];

function institution(r: () => number, i: number, state: string): InstitutionInput | null {
  const kind = r();
  if (kind < 0.15) return null;
  const rate = kind < 0.25 ? null : Math.round(r() * 1000) / 1000;
  const sat = kind < 0.6;
  const act = !sat && kind < 0.75;
  const sat25 = 900 + Math.floor(r() * 500);
  const act25 = 17 + Math.floor(r() * 12);
  return {
    unitid: 100000 + i,
    name: `College ${i}`,
    state,
    admissionRate: rate,
    sat25: sat ? sat25 : null,
    sat75: sat ? sat25 + 100 + Math.floor(r() * 200) : null,
    act25: act ? act25 : null,
    act75: act ? act25 + 3 + Math.floor(r() * 5) : null,
    testPolicy: null,
    openAdmission: kind > 0.95,
    costInState: r() < 0.8 ? 15000 + Math.floor(r() * 60000) : null,
    costOutOfState: r() < 0.5 ? 30000 + Math.floor(r() * 50000) : null,
    graduationRate: null,
    dataYear: '2022-23',
  };
}

export function rankingPrograms(n: number, seed = 11): ProgramInput[] {
  const r = rng(seed);
  const levels = SPORT_LEVELS.football;
  return Array.from({ length: n }, (_, i) => {
    const [location, state, lat, lng] = PLACES[Math.floor(r() * PLACES.length)]!;
    const rosterKind = r();
    const positioned = rosterKind < 0.5;
    const players =
      rosterKind < 0.7
        ? Array.from({ length: 30 + Math.floor(r() * 70) }, (_, k) => ({
            season: '2025-26',
            positionGroup: positioned || k % 4 === 0 ? POSITIONS[k % POSITIONS.length]! : null,
            classYear: ['FR', 'SO', 'JR', 'SR', 'GR'][Math.floor(r() * 5)]!,
            heightIn: r() < 0.9 ? 66 + Math.floor(r() * 13) : null,
            homeState: r() < 0.8 ? PLACES[Math.floor(r() * PLACES.length)]![1] : null,
            previousSchoolKind: r() < 0.6 ? (r() < 0.2 ? 'four-year' : 'none') : null,
          }))
        : [];
    const oldRoster = rosterKind >= 0.7 && rosterKind < 0.85;
    return {
      id: `prog-${i}`,
      name: `Program ${i}`,
      // One in forty names a division outside the sport's ladder (scored as its lowest level).
      division: i % 40 === 39 ? 'D1' : levels[Math.floor(r() * levels.length)]!,
      sport: 'football',
      conference: null,
      location,
      state: r() < 0.9 ? state : null,
      latitude: r() < 0.9 ? lat + (r() - 0.5) * 3 : null,
      longitude: r() < 0.9 ? lng + (r() - 0.5) * 3 : null,
      academicRequirements: r() < 0.2 ? { minGpa: 2.4 + r(), avgGpa: 3.1 + r() * 0.7, minAct: 18 } : null,
      playingStyles: STYLES[Math.floor(r() * STYLES.length)] ?? [],
      currentRoster: oldRoster
        ? Object.fromEntries(POSITIONS.map((p) => [p, 2 + Math.floor(r() * 9)]))
        : null,
      graduatingPlayers: oldRoster
        ? Object.fromEntries(POSITIONS.map((p) => [p, Math.floor(r() * 4)]))
        : null,
      positionalNeeds: r() < 0.2 ? [POSITIONS[Math.floor(r() * POSITIONS.length)]!, 'DB'] : [],
      rosterSize: r() < 0.5 ? 90 + Math.floor(r() * 30) : null,
      institution: institution(r, i, state),
      statedNeeds:
        r() < 0.1
          ? [
              {
                position: POSITIONS[Math.floor(r() * POSITIONS.length)]!,
                graduationYear: 2027 + Math.floor(r() * 2),
              },
            ]
          : null,
      roster: summarizeRoster(players),
    };
  });
}

const LEVELS: VerificationLevel[] = ['coach', 'event', 'upload', 'link', 'self'];
const HOMES = ['Austin, TX', 'Columbus, OH', 'Claremont, CA', 'ME', 'Honolulu, HI', null];

export function rankingAthletes(n: number, seed = 13): AthleteInput[] {
  const r = rng(seed);
  return Array.from({ length: n }, () => ({
    sport: 'football',
    position: POSITIONS[Math.floor(r() * POSITIONS.length)]!,
    heightIn: r() < 0.9 ? 66 + Math.floor(r() * 13) : null,
    weightLb: r() < 0.85 ? 160 + Math.floor(r() * 150) : null,
    gpa: r() < 0.9 ? Math.round((1.8 + r() * 2.2) * 100) / 100 : null,
    satScore: r() < 0.4 ? 800 + Math.floor(r() * 800) : null,
    actScore: r() < 0.4 ? 14 + Math.floor(r() * 22) : null,
    location: HOMES[Math.floor(r() * HOMES.length)] ?? null,
    preferredLocations: r() < 0.3 ? ['South'] : r() < 0.2 ? ['CA', 'TX'] : [],
    preferredDivisions: r() < 0.2 ? ['NCAA D1'] : r() < 0.2 ? ['NCAA D3', 'NAIA'] : [],
    metrics: Object.fromEntries(
      (
        [
          ['40yd', 4.3, 0.9],
          ['vertical', 22, 18],
          ['shuttle', 4.0, 0.9],
          ['bench', 0, 30],
        ] as const
      )
        .filter(() => r() < 0.8)
        .map(([k, lo, span]) => [k, Math.round((lo + r() * span) * 100) / 100]),
    ),
    evidence: (r() < 0.5 ? { '40yd': LEVELS[Math.floor(r() * LEVELS.length)]! } : {}) as Record<
      string,
      VerificationLevel
    >,
    defaultEvidence: LEVELS[Math.floor(r() * LEVELS.length)]!,
    archetype: r() < 0.4 ? 'Speed' : null,
    positionFamily: null,
    filmUrl: null,
    mediaRecencyDays: null,
    graduationYear: r() < 0.2 ? null : 2026 + Math.floor(r() * 4),
    portalStatus: r() < 0.15 ? 'in-portal' : null,
  }));
}
