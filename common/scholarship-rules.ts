/**
 * How athletic scholarships work by governing body, level and sport, as reference data with the
 * page each rule was read from (all read 2026-11-27). Limits are full-scholarship equivalents per
 * team; docs/decisions/033-net-cost.md says how the net cost uses them (only "none" changes a figure).
 */
import type { ProgramSport } from './constants';

export type ScholarshipModel = 'head-count' | 'equivalency' | 'none' | 'by-college-division';

export interface RuleSource {
  title: string;
  url: string;
  read: string;
}

export interface ScholarshipRule {
  model: ScholarshipModel;
  /** Full-scholarship equivalents (head-count: athletes) per team; null where no source gives one. */
  limit: number | null;
  /** NCAA Division I from 2025-26: the roster limit of a school that opted into the House settlement. */
  rosterLimit: number | null;
  text: string;
  sources: RuleSource[];
}

const READ = '2026-11-27';
const src = (title: string, url: string): RuleSource => ({ title, url, read: READ });
const NCAA_TABLE = src(
  'NCAA-Allowed Scholarship Allotment (Division I and II limits by sport)',
  'https://paperzz.com/doc/7316515/ncaa-allowed-scholarship-allotment---student',
);
const D1_HEAD_COUNT = src(
  'NCAA Scholarship Limits by Division: D1, D2, and D3 Explained (head-count sports)',
  'https://homeschoolstartguide.com/blog/ncaa-scholarship-limits-by-division',
);
const HOUSE = src(
  'House Settlement FAQ: Roster Limits Established (NCAA Q&A, SwimSwam, 9 June 2025)',
  'https://swimswam.com/house-settlement-faq-roster-limits-established-nil-reporting-timeline-revealed/',
);
const HOUSE_RULE = src(
  'NCAA eliminates sport-specific scholarship caps, introduces roster limits (Division I Board, 23 June 2025)',
  'https://www.wrhi.com/2025/06/ncaa-eliminates-sport-specific-scholarship-caps-introduces-roster-limits-under-house-settlement-201334',
);
const D2_TABLE = src(
  'NCAA Information: Division II limits by sport',
  'http://ktarecruiting.com/recruiting-resources/ncaa-information',
);
const NAIA_GUIDE = src(
  'NAIA Guide for the College-Bound Student-Athlete: Financial Aid',
  'http://www.naia.org/ViewArticle.dbml?DB_OEM_ID=27900&ATCLID=205322931',
);
const NJCAA = src(
  'NJCAA Divisional Structure: Division Scholarship Guidelines',
  'https://njcaa.prestosports.com/member_colleges/Divisional_Structure?dec=printer-decorator',
);

type Limits = Partial<Record<ProgramSport, number>>;

/** NCAA Division I before 2025-26 (and for schools outside the settlement). */
const D1: Limits = {
  basketball: 13,
  'womens-basketball': 15,
  baseball: 11.7,
  softball: 12,
  volleyball: 12,
  'mens-volleyball': 4.5,
  'mens-soccer': 9.9,
  'womens-soccer': 14,
  lacrosse: 12.6,
  'womens-lacrosse': 12,
  'mens-track-field': 12.6,
  'mens-cross-country': 12.6,
  'womens-track-field': 18,
  'womens-cross-country': 18,
  'mens-swimming-diving': 9.9,
  'womens-swimming-diving': 14,
  'mens-tennis': 4.5,
  'womens-tennis': 8,
  'mens-golf': 4.5,
  'womens-golf': 6,
  'mens-gymnastics': 6.3,
  'womens-gymnastics': 12,
  'womens-rowing': 20,
  wrestling: 9.9,
  'womens-wrestling': 10,
  'field-hockey': 12,
  'mens-ice-hockey': 18,
  'womens-ice-hockey': 18,
};
const D1_HEAD_COUNT_SPORTS = new Set<ProgramSport>([
  'basketball',
  'womens-basketball',
  'volleyball',
  'womens-gymnastics',
  'womens-tennis',
]);

/** House settlement roster limits, effective 2025-26 (softball: 28 in the NCAA Q&A, 25 in other reports). */
const D1_ROSTER: Limits = {
  football: 105,
  basketball: 15,
  'womens-basketball': 15,
  baseball: 34,
  softball: 28,
  volleyball: 18,
  'mens-volleyball': 18,
  'mens-soccer': 28,
  'womens-soccer': 28,
  lacrosse: 48,
  'womens-lacrosse': 38,
  'mens-track-field': 45,
  'womens-track-field': 45,
  'mens-cross-country': 17,
  'womens-cross-country': 17,
  'mens-swimming-diving': 30,
  'womens-swimming-diving': 30,
  'mens-tennis': 10,
  'womens-tennis': 10,
  'mens-golf': 9,
  'womens-golf': 9,
  'mens-gymnastics': 20,
  'womens-gymnastics': 20,
  'womens-rowing': 68,
  wrestling: 30,
  'womens-wrestling': 30,
  'field-hockey': 27,
  'mens-ice-hockey': 26,
  'womens-ice-hockey': 26,
};

const D2: Limits = {
  football: 36,
  basketball: 10,
  'womens-basketball': 10,
  baseball: 9,
  softball: 7.2,
  volleyball: 8,
  'mens-volleyball': 4.5,
  'mens-soccer': 9,
  'womens-soccer': 9.9,
  lacrosse: 10.8,
  'womens-lacrosse': 9.9,
  'mens-track-field': 12.6,
  'mens-cross-country': 12.6,
  'womens-track-field': 12.6,
  'womens-cross-country': 12.6,
  'mens-swimming-diving': 8.1,
  'womens-swimming-diving': 8.1,
  'mens-tennis': 4.5,
  'womens-tennis': 6,
  'mens-golf': 3.6,
  'womens-golf': 5.4,
  'mens-gymnastics': 5.4,
  'womens-gymnastics': 6,
  'womens-rowing': 20,
  wrestling: 9,
  'field-hockey': 6.3,
  'mens-ice-hockey': 13.5,
  'womens-ice-hockey': 18,
};

/** NAIA limits as its guide lists them (basketball: 11 in its Division I, 6 in its Division II). */
const NAIA: Limits = {
  football: 24,
  baseball: 12,
  softball: 10,
  volleyball: 8,
  'mens-soccer': 12,
  'womens-soccer': 12,
  'mens-track-field': 12,
  'womens-track-field': 12,
  'mens-cross-country': 5,
  'womens-cross-country': 5,
  'mens-swimming-diving': 8,
  'womens-swimming-diving': 8,
  'mens-tennis': 5,
  'womens-tennis': 5,
  'mens-golf': 5,
  'womens-golf': 5,
  wrestling: 8,
};

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function ncaaD1(sport: ProgramSport, division: string): ScholarshipRule {
  const roster = D1_ROSTER[sport] ?? null;
  const fcsFootball = sport === 'football' && division === 'FCS';
  const headCount = (sport === 'football' && division === 'FBS') || D1_HEAD_COUNT_SPORTS.has(sport);
  const limit = sport === 'football' ? (fcsFootball ? 63 : 85) : (D1[sport] ?? null);
  const before =
    limit === null
      ? 'no scholarship limit was found in the sources read'
      : headCount
        ? `up to ${fmt(limit)} athletes on full scholarships (head-count)`
        : `up to ${fmt(limit)} full scholarships shared across the team (equivalency)`;
  return {
    model: headCount ? 'head-count' : 'equivalency',
    limit,
    rosterLimit: roster,
    text: `NCAA Division I: from 2025-26 a school in the House settlement has no scholarship limit, only a roster limit${roster ? ` of ${roster}` : ''}, and may fund any or all rostered athletes; a school outside it keeps ${before}.`,
    sources: [NCAA_TABLE, D1_HEAD_COUNT, HOUSE, HOUSE_RULE],
  };
}

/** The rule for a program of this sport at this level (our divisions: FBS, FCS, D1, D2, D3, NAIA, JUCO). */
export function scholarshipRule(division: string, sport: ProgramSport): ScholarshipRule {
  if (division === 'FBS' || division === 'FCS' || division === 'D1') return ncaaD1(sport, division);
  if (division === 'D2') {
    const limit = D2[sport] ?? null;
    return {
      model: 'equivalency',
      limit,
      rosterLimit: null,
      text:
        limit === null
          ? 'NCAA Division II: partial scholarships (equivalency); no limit for this sport was found in the sources read.'
          : `NCAA Division II: up to ${fmt(limit)} full scholarships shared across the team (equivalency), so most awards are partial.`,
      sources: [D2_TABLE, NCAA_TABLE],
    };
  }
  if (division === 'D3')
    return {
      model: 'none',
      limit: 0,
      rosterLimit: null,
      text: 'NCAA Division III: no athletic scholarships; need-based and academic aid only.',
      sources: [D2_TABLE],
    };
  if (division === 'NAIA') {
    const limit = sport === 'basketball' || sport === 'womens-basketball' ? null : (NAIA[sport] ?? null);
    return {
      model: 'equivalency',
      limit,
      rosterLimit: null,
      text:
        limit === null
          ? `NAIA: scholarships may be split among any number of athletes (equivalency); ${sport.includes('basketball') ? 'basketball: 11 in its former Division I, 6 in its former Division II' : 'no limit for this sport was found in the sources read'}.`
          : `NAIA: up to ${fmt(limit)} full grants (tuition, fees, room, board, books) shared across the varsity team.`,
      sources: [NAIA_GUIDE],
    };
  }
  return {
    model: 'by-college-division',
    limit: null,
    rosterLimit: null,
    text: "NJCAA: depends on the college's division for the sport: Division I may give full scholarships (tuition, fees, books, room and board), Division II tuition, fees and books only, Division III none.",
    sources: [NJCAA],
  };
}
