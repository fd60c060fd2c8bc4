import type { ProgramDivision, ProgramSport } from './constants';

/**
 * The 2025-26 transfer windows by governing body and sport, each with the public page that states
 * it and the date it was read. A window whose dates no reachable source confirms carries its rule
 * (when it is known) and null dates: nothing here is projected or guessed (ADR 036).
 */
export const RULES_READ_ON = '2026-11-27';

export interface RuleSource {
  name: string;
  url: string;
  /** The source's own date, as it prints it. */
  dated: string;
}

export interface TransferWindow {
  body: 'NCAA Division I' | 'NCAA Division II' | 'NAIA' | 'NJCAA';
  /** The program sports it covers; 'all' for a rule of the whole body. */
  sports: readonly ProgramSport[] | 'all';
  name: string;
  /** ISO dates, both inclusive; null when no reachable source confirms them. */
  opens: string | null;
  closes: string | null;
  rule: string;
  source: RuleSource | null;
}

const ESPN_FOOTBALL: RuleSource = {
  name: 'ESPN: NCAA adopts Jan. 2-16 transfer portal window for FBS, FCS',
  url: 'https://africa.espn.com/college-football/story/_/id/46524004/ncaa-adopts-jan-2-16-transfer-portal-window-fbs-fcs-26',
  dated: '2025-10-07',
};
const FALL_GUIDE: RuleSource = {
  name: 'Christine Brown Sports Law: NCAA Fall Sports Transfer Portal Guide (2025)',
  url: 'https://www.christinebrownsportslaw.com/informational-resources/ncaa-2025-fall-sports-transfer-portal-guide',
  dated: '2025',
};
const ESPN_BASKETBALL: RuleSource = {
  name: 'ESPN: Division I Cabinet approves new transfer windows in basketball and other sports',
  url: 'https://africa.espn.com/mens-college-basketball/story/_/id/47612584/ncaa-division-cabinet-approves-new-transfer-windows-men-women-basketball-other-sports',
  dated: '2026-01-14',
};
const CABINET_JAN_2026: RuleSource = {
  name: 'WOKV (AP): Division I Cabinet changes transfer windows',
  url: 'https://www.wokv.com/sports/division-i-cabinet/53ZJGEC52Q5R3FT7RDHISFGMAY/',
  dated: '2026-01-15',
};
const DII_NOTIFICATION: RuleSource = {
  name: 'NCAA: DII adopts notification of transfer model',
  url: 'https://www.ncaa.org/about/resources/media-center/news/dii-adopts-notification-transfer-model',
  dated: 'January 2020',
};
const NAIA_MIDYEAR: RuleSource = {
  name: 'NAIA interpretations: Mid-year transfer student eligibility',
  url: 'https://interpretations.naia.org/mid-year-transfer-student-eligibility-common-scenario-faqs/',
  dated: 'bylaw amendment of spring 2023',
};

/** Division I fall sports: a 30-day window after championship selections and a spring window. */
const D1_FALL: readonly ProgramSport[] = [
  'volleyball',
  'mens-soccer',
  'womens-soccer',
  'field-hockey',
  'mens-cross-country',
  'womens-cross-country',
];

export const TRANSFER_WINDOWS: readonly TransferWindow[] = [
  {
    body: 'NCAA Division I',
    sports: ['football'],
    name: 'Football window (FBS and FCS), graduate transfers included',
    opens: '2026-01-02',
    closes: '2026-01-16',
    rule: 'One 15-day window; players on the two teams in the College Football Playoff final had Jan. 20-24. The spring window was eliminated.',
    source: ESPN_FOOTBALL,
  },
  {
    body: 'NCAA Division I',
    sports: D1_FALL,
    name: 'Fall window after championship selections',
    opens: null,
    closes: null,
    rule: 'A 30-day window that begins 7 days after the sport’s championship selections; the exact dates per sport were not confirmed from a reachable source.',
    source: FALL_GUIDE,
  },
  {
    body: 'NCAA Division I',
    sports: D1_FALL,
    name: 'Spring window for fall sports',
    opens: '2026-05-01',
    closes: '2026-05-15',
    rule: 'A second period for fall-sport athletes, May 1 to May 15, 2026.',
    source: FALL_GUIDE,
  },
  {
    body: 'NCAA Division I',
    sports: ['basketball'],
    name: "Men's basketball window",
    opens: '2026-04-07',
    closes: '2026-04-21',
    rule: '15 days from the day after the national championship game.',
    source: ESPN_BASKETBALL,
  },
  {
    body: 'NCAA Division I',
    sports: ['womens-basketball'],
    name: "Women's basketball window",
    opens: '2026-04-06',
    closes: '2026-04-20',
    rule: '15 days from the day after the national championship game.',
    source: ESPN_BASKETBALL,
  },
  {
    body: 'NCAA Division I',
    sports: ['wrestling'],
    name: "Men's wrestling window",
    opens: '2026-04-01',
    closes: '2026-04-30',
    rule: '30 days starting April 1.',
    source: CABINET_JAN_2026,
  },
  {
    body: 'NCAA Division I',
    sports: ['mens-ice-hockey'],
    name: "Men's ice hockey window",
    opens: null,
    closes: null,
    rule: '15 days starting the Monday after the Division I championship game; the dates were not confirmed from a reachable source.',
    source: CABINET_JAN_2026,
  },
  {
    body: 'NCAA Division I',
    sports: ['mens-track-field', 'womens-track-field'],
    name: 'Track and field window',
    opens: null,
    closes: null,
    rule: '30 days from the day after outdoor championship selections, plus the window at the end of fall; the window after the indoor season was removed. The dates were not confirmed from a reachable source.',
    source: CABINET_JAN_2026,
  },
  {
    body: 'NCAA Division II',
    sports: 'all',
    name: 'Notification of transfer',
    opens: null,
    closes: null,
    rule: 'The school enters a written transfer request in the NCAA Transfer Portal within seven days. No Division II window dates for 2025-26 were confirmed from a reachable source.',
    source: DII_NOTIFICATION,
  },
  {
    body: 'NAIA',
    sports: 'all',
    name: 'NAIA transfers',
    opens: null,
    closes: null,
    rule: 'The NAIA does not use the NCAA portal; NAIA-to-NAIA transfers may compete at once, without a residency period (unless a conference requires one). No window dates were confirmed from a reachable source.',
    source: NAIA_MIDYEAR,
  },
  {
    body: 'NJCAA',
    sports: 'all',
    name: 'Two-year college transfers',
    opens: null,
    closes: null,
    rule: 'Two-year colleges do not use the NCAA portal. No NJCAA window dates were confirmed from a reachable source.',
    source: FALL_GUIDE,
  },
];

/** The governing body whose windows a level follows; D3 has none on file. */
export function bodyOfLevel(level: ProgramDivision | null): TransferWindow['body'] | null {
  if (level === 'FBS' || level === 'FCS' || level === 'D1') return 'NCAA Division I';
  if (level === 'D2') return 'NCAA Division II';
  if (level === 'NAIA') return 'NAIA';
  if (level === 'JUCO') return 'NJCAA';
  return null;
}

/** The windows of a sport at the athlete's current level, in date order (unconfirmed ones last). */
export function windowsFor(sport: ProgramSport, level: ProgramDivision | null): TransferWindow[] {
  const body = bodyOfLevel(level);
  return TRANSFER_WINDOWS.filter(
    (w) => w.body === body && (w.sports === 'all' || w.sports.includes(sport)),
  ).sort((x, y) => (x.opens ?? '9999').localeCompare(y.opens ?? '9999'));
}

export type WindowState =
  | { state: 'unconfirmed' }
  | { state: 'upcoming'; days: number }
  | { state: 'open'; daysLeft: number }
  | { state: 'closed'; daysAgo: number };

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);

/** Where `today` (YYYY-MM-DD) stands against a window: days until it opens, left, or since it closed. */
export function windowState(w: TransferWindow, today: string): WindowState {
  if (!w.opens || !w.closes) return { state: 'unconfirmed' };
  const t = dayNumber(today);
  const open = dayNumber(w.opens);
  const close = dayNumber(w.closes);
  if (t < open) return { state: 'upcoming', days: open - t };
  if (t <= close) return { state: 'open', daysLeft: close - t };
  return { state: 'closed', daysAgo: t - close };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Opens in 13 days", "Open: 4 days left", "Closed 10 days ago", "Dates not confirmed". */
export function windowCountdown(s: WindowState): string {
  switch (s.state) {
    case 'unconfirmed':
      return 'Dates not confirmed';
    case 'upcoming':
      return `Opens in ${plural(s.days, 'day')}`;
    case 'open':
      return s.daysLeft === 0 ? 'Open: last day' : `Open: ${plural(s.daysLeft, 'day')} left`;
    case 'closed':
      return `Closed ${plural(s.daysAgo, 'day')} ago`;
  }
}

/** "Jan 2, 2026 – Jan 16, 2026", in UTC so every reader sees the same days. */
export function windowDates(w: TransferWindow): string | null {
  if (!w.opens || !w.closes) return null;
  const f = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${f(w.opens)} – ${f(w.closes)}`;
}
