import { SPORT_POSITIONS, type VerificationLevel } from '../../common/constants';
import type { AthleteInput, ProgramInput } from '../../server/engine';
import { SPORT_LEVELS } from '../../server/engine/reference';
import { summarizeRoster } from '../../server/engine/roster-summary';
import { rng } from '../../server/engine/test/rng';

const FOOTBALL_LEVELS = SPORT_LEVELS.football;

const STYLES = [
  ['spread-pass', 'nickel'],
  ['spread-pass'],
  ['option'],
  ['pro-style', 'three-four'],
  ['pro-style'],
  [],
];
const STATES: [string, number, number][] = [
  ['TX', 31, -97],
  ['CA', 36, -119],
  ['OH', 40, -82.9],
  ['FL', 28, -81.7],
  ['GA', 33, -83.6],
  ['PA', 40.9, -77.8],
  ['ME', 45, -69],
  ['WA', 47.4, -120.5],
  ['IL', 40, -89],
  ['AL', 32.8, -86.8],
];

/**
 * Synthetic programs; with `rosters`, the 60% with roster counts also carry a public roster of
 * about 100 players with heights, so the score loop reads roster percentiles as real sports do.
 */
export function syntheticPrograms(n: number, seed = 1, rosters = false): ProgramInput[] {
  const r = rng(seed);
  const positions = SPORT_POSITIONS.Football;
  return Array.from({ length: n }, (_, i) => {
    const [state, lat, lng] = STATES[Math.floor(r() * STATES.length)]!;
    const withRoster = r() < 0.6;
    return {
      id: `p${i}`,
      name: `Synthetic ${i}`,
      division: FOOTBALL_LEVELS[Math.floor(r() * FOOTBALL_LEVELS.length)]!,
      sport: 'football',
      conference: null,
      location: `City, ${state}`,
      state,
      latitude: lat + (r() - 0.5) * 4,
      longitude: lng + (r() - 0.5) * 4,
      academicRequirements: r() < 0.3 ? { minGpa: 2.5 + r(), avgGpa: 3.2 + r() * 0.6 } : null,
      playingStyles: STYLES[Math.floor(r() * STYLES.length)] ?? [],
      currentRoster: withRoster
        ? Object.fromEntries(positions.map((p) => [p, 3 + Math.floor(r() * 10)]))
        : null,
      graduatingPlayers: withRoster
        ? Object.fromEntries(positions.map((p) => [p, Math.floor(r() * 4)]))
        : null,
      positionalNeeds: withRoster ? positions.filter(() => r() < 0.2) : [],
      rosterSize: 100,
      roster:
        rosters && withRoster
          ? summarizeRoster(
              Array.from({ length: 100 }, (_, k) => ({
                season: '2025-26',
                positionGroup: positions[k % positions.length]!,
                classYear: ['FR', 'SO', 'JR', 'SR'][k % 4]!,
                heightIn: 68 + Math.floor(r() * 10),
                homeState: state,
                previousSchoolKind: null,
              })),
            )
          : null,
    };
  });
}

const LEVELS: VerificationLevel[] = ['coach', 'event', 'upload', 'link', 'self'];
/** Athlete home towns shared by the benches (a few points, as real sign-ups cluster). */
export const CITIES = [
  'Austin, TX',
  'Columbus, OH',
  'Atlanta, GA',
  'Fresno, CA',
  'Tampa, FL',
  'ME',
  'Seattle, WA',
  'Chicago, IL',
];

export function syntheticAthletes(n: number, seed = 7): AthleteInput[] {
  const r = rng(seed);
  const positions = SPORT_POSITIONS.Football.filter((p) => p !== 'K/P');
  return Array.from({ length: n }, () => {
    const ev = LEVELS[Math.floor(r() * LEVELS.length)]!;
    return {
      sport: 'football',
      position: positions[Math.floor(r() * positions.length)]!,
      heightIn: 68 + Math.floor(r() * 10),
      weightLb: 170 + Math.floor(r() * 130),
      gpa: Math.round((2 + r() * 2) * 10) / 10,
      satScore: r() < 0.5 ? 900 + Math.floor(r() * 600) : null,
      actScore: r() < 0.5 ? 16 + Math.floor(r() * 18) : null,
      location: CITIES[Math.floor(r() * CITIES.length)]!,
      preferredLocations: r() < 0.3 ? ['South'] : [],
      preferredDivisions: [],
      metrics: {
        '40yd': 4.4 + r() * 0.7,
        vertical: 26 + r() * 12,
        shuttle: 4.1 + r() * 0.6,
        bench: Math.floor(r() * 25),
      },
      evidence: { '40yd': ev },
      defaultEvidence: 'self',
      archetype: r() < 0.5 ? 'Speed' : null,
      positionFamily: null,
      filmUrl: null,
      mediaRecencyDays: null,
      graduationYear: null,
      portalStatus: null,
    };
  });
}
