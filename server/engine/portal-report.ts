import type { ProgramDivision } from '../../common/constants';
import type { CompiledSport, PreparedAthlete } from './fit';
import { hasPublicRoster } from './roster';
import { rosterAt } from './roster-summary';
import { namesPreviousSchools } from './roster-transfers';

/**
 * The transfer-portal market at the athlete's position, from the programs' public rosters, at the
 * athlete's level and one level either side (all levels until the athlete is placed). Counts only,
 * never players: demand is the programs whose seniors and graduate students at the position leave
 * after the roster's season; competition is the players at the position those programs took from
 * another college, where the source gives previous schools.
 */
export interface PortalFigures {
  position: string;
  levels: readonly ProgramDivision[];
  /** False when the athlete has no level yet, and every level is counted. */
  placed: boolean;
  /** Programs at those levels, and those with a public roster. */
  programs: number;
  withRoster: number;
  /** The rosters' seasons, e.g. ['2025-26']. */
  seasons: readonly string[];
  demand: {
    /** Programs with at least one senior or graduate student at the position. */
    programs: number;
    /** Seniors and graduate students at the position: the openings after this season. */
    leaving: number;
    /** Juniors at the position: the openings a year later. */
    juniors: number;
  };
  /** Among programs whose roster names previous schools (roster-transfers.ts). */
  competition: {
    programs: number;
    /** Players at the position who came from a four-year or junior college. */
    transfers: number;
    /** Players at the position on those rosters, and the openings there. */
    known: number;
    leaving: number;
  };
  /** Transfers ÷ players at the position on those rosters, in percent; null when too few programs. */
  riskPercent: number | null;
  band: PortalBand | null;
}

export type PortalBand = 'green' | 'yellow' | 'red';

/** Programs with previous schools a risk figure needs: fewer says little about the market. */
export const PORTAL_MIN_PROGRAMS = 5;

/**
 * SPEC §4's decision guide on the roster figures. Risk is the share of the players at the position
 * who came from another college: the share of each year's openings that, filled as the rooms were
 * filled, go to transfers, so the higher it is the more transfers compete for each opening.
 * Competition per year (openings × risk) is then never above demand (openings), and the band
 * follows risk: Green at 40% or less, Yellow at 41–69%, Red at 70% or more; also Red when there
 * are no openings at all.
 */
export function portalBand(leaving: number, riskPercent: number): PortalBand {
  if (leaving === 0 || riskPercent >= 70) return 'red';
  if (riskPercent <= 40) return 'green';
  return 'yellow';
}

/** The levels in scope: the athlete's band and one either side, or every level when unplaced. */
export function portalLevels(c: CompiledSport, pa: PreparedAthlete): number[] {
  const all = c.levels.map((_, k) => k);
  if (pa.band < 0) return all;
  return all.filter((k) => Math.abs(k - pa.band) <= 1);
}

export function portalFigures(c: CompiledSport, pa: PreparedAthlete): PortalFigures {
  const position = pa.athlete.position;
  const scope = new Set(portalLevels(c, pa));
  const seasons = new Set<string>();
  let programs = 0;
  let withRoster = 0;
  const demand = { programs: 0, leaving: 0, juniors: 0 };
  const competition = { programs: 0, transfers: 0, known: 0, leaving: 0 };
  for (let i = 0; i < c.n; i++) {
    if (!scope.has(c.levelIdx[i]!)) continue;
    programs++;
    const p = c.programs[i]!;
    if (!hasPublicRoster(p)) continue;
    withRoster++;
    seasons.add(p.roster!.season);
    const at = rosterAt(p.roster!, position);
    if (!at) continue;
    if (at.departing > 0) demand.programs++;
    demand.leaving += at.departing;
    demand.juniors += at.juniors;
    if (namesPreviousSchools(p.roster!)) {
      competition.programs++;
      competition.transfers += at.transfers;
      competition.known += at.count;
      competition.leaving += at.departing;
    }
  }
  const enough = competition.programs >= PORTAL_MIN_PROGRAMS;
  const riskPercent =
    enough && competition.known > 0 ? Math.round((100 * competition.transfers) / competition.known) : null;
  return {
    position,
    levels: [...scope].sort((x, y) => x - y).map((k) => c.levels[k]!),
    placed: pa.band >= 0,
    programs,
    withRoster,
    seasons: [...seasons].sort(),
    demand,
    competition,
    riskPercent,
    band: riskPercent === null ? null : portalBand(competition.leaving, riskPercent),
  };
}
