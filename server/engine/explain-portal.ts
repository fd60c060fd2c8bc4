import { PORTAL_BAND_LABELS, type TPortalReport } from '../../common/schemas/portal';
import { PORTAL_MIN_PROGRAMS, type PortalFigures } from './portal-report';
import { groupLabel } from './roster-summary';

/** A source and how many programs in scope take their roster from it. */
export interface SourceCount {
  id: string;
  name: string;
  url: string;
  programs: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The portal report's sentences, each with its numbers, levels and season. `eligibility` is the
 * athlete's years left (null when not given), which bears on whether waiting a season is an option.
 */
export function describePortal(
  f: PortalFigures,
  sources: readonly SourceCount[],
  eligibility: number | null,
): TPortalReport {
  const pos = groupLabel(f.position);
  const levels = f.levels.join(', ');
  const season = f.seasons.join(' and ');
  const base = {
    position: f.position,
    levels: [...f.levels],
    placed: f.placed,
    seasons: [...f.seasons],
    programs: f.programs,
    withRoster: f.withRoster,
    sources: [...sources],
  };
  if (f.withRoster === 0)
    return {
      ...base,
      empty: `No public rosters are on file for the ${plural(f.programs, 'program', 'programs')} at ${levels || 'your levels'}, so there are no market figures to give yet`,
      demand: null,
      competition: null,
      riskMissing: null,
      risk: null,
      timing: null,
    };
  const d = f.demand;
  const demand = {
    ...d,
    text: `${d.programs} of the ${f.withRoster} programs at ${levels} with a ${season} roster have seniors or graduate students at ${pos}: ${plural(d.leaving, 'player leaves', 'players leave')} after the season`,
  };
  const c = f.competition;
  const competition =
    c.programs === 0
      ? null
      : {
          ...c,
          text: `${c.transfers} of the ${c.known} players at ${pos} on the ${season} rosters of the ${plural(c.programs, 'program', 'programs')} that name previous schools came from another college`,
        };
  const riskMissing =
    c.programs === 0
      ? `The rosters at these levels do not name previous schools, so transfers taken in cannot be counted and there is no risk band`
      : f.riskPercent === null
        ? `Only ${plural(c.programs, 'program names', 'programs name')} previous schools at these levels (a risk band needs ${PORTAL_MIN_PROGRAMS})`
        : null;
  const risk =
    f.riskPercent === null || f.band === null
      ? null
      : {
          percent: f.riskPercent,
          band: f.band,
          label: PORTAL_BAND_LABELS[f.band],
          text: `${f.riskPercent}% of the players at ${pos} at those programs came from another college: filled the same way, about ${Math.round((c.leaving * f.riskPercent) / 100)} of their ${plural(c.leaving, 'opening', 'openings')} this year go to transfers`,
        };
  return {
    ...base,
    empty: null,
    demand,
    competition,
    riskMissing,
    risk,
    timing: { text: timing(f, pos, season, eligibility) },
  };
}

function timing(f: PortalFigures, pos: string, season: string, eligibility: number | null): string {
  const { leaving, juniors } = f.demand;
  if (leaving === 0 && juniors === 0)
    return `No seniors, graduate students or juniors at ${pos} on these ${season} rosters: no openings are in view this year or next`;
  const lastYear = eligibility !== null && eligibility <= 1;
  if (juniors > leaving && !lastYear)
    return `More players at ${pos} leave a year later: ${juniors} juniors on the ${season} rosters against ${leaving} seniors and graduate students now. If you can stay a season, next year's market is larger`;
  const now = `${plural(leaving, 'senior or graduate student', 'seniors and graduate students')} at ${pos} leave after the ${season} season and ${plural(juniors, 'junior', 'juniors')} a year later`;
  const why = lastYear
    ? ` With ${plural(eligibility ?? 0, 'year', 'years')} of eligibility left, this market is the one to weigh.`
    : '';
  return `Most openings come now: ${now}. Enter in your sport's transfer window after this season, when programs know their openings.${why}`;
}
