import type { ProgramDivision } from './constants';
import { RULES_READ_ON, type RuleSource } from './transfer-windows';

/**
 * A transfer athlete's eligibility: seasons of competition left, the five-year clock, and the
 * rules' messages, each with its public source and the date it was read (ADR 036).
 */

export const TRANSFER_KINDS = ['undergraduate', 'graduate'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const TRANSFER_KIND_LABELS: Record<TransferKind, string> = {
  undergraduate: 'Undergraduate transfer',
  graduate: 'Graduate transfer',
};

/** Progress toward degree, as the athlete states it. */
export const ACADEMIC_STANDINGS = ['on-track', 'behind', 'degree-earned'] as const;
export type AcademicStanding = (typeof ACADEMIC_STANDINGS)[number];
export const ACADEMIC_STANDING_LABELS: Record<AcademicStanding, string> = {
  'on-track': 'On track toward my degree',
  behind: 'Behind on progress toward my degree',
  'degree-earned': 'Degree earned',
};

/** The levels a transfer can come from, as the program lists name them. */
export const CURRENT_LEVELS = [
  'FBS',
  'FCS',
  'D1',
  'D2',
  'D3',
  'NAIA',
  'JUCO',
] as const satisfies readonly ProgramDivision[];

export const LEVEL_LABELS: Record<(typeof CURRENT_LEVELS)[number], string> = {
  FBS: 'NCAA Division I FBS',
  FCS: 'NCAA Division I FCS',
  D1: 'NCAA Division I',
  D2: 'NCAA Division II',
  D3: 'NCAA Division III',
  NAIA: 'NAIA',
  JUCO: 'Two-year college (NJCAA)',
};

/** The first season the clock may have started; the last is the current one. */
export const CLOCK_START_FIRST = 2019;

export const FIVE_FOR_FIVE: RuleSource = {
  name: 'Troutman Pepper Locke: NCAA Division I Cabinet approves age-based, five-year eligibility model',
  url: 'https://troutman-pepper-locke.passle.net/post/102n6ce/ncaa-division-i-cabinet-approves-age-based-five-year-eligibility-model',
  dated: '2026-06-23',
};
export const FIVE_FOR_FIVE_START: RuleSource = {
  name: 'Newsumm: NCAA votes to approve age-based five-year eligibility rule',
  url: 'https://newsumm.com/story/671286/ncaa-votes-to-approve-age-based-five-year-eligibility-rule-reshaping-college-football-basketball-landscapes',
  dated: '2026-06',
};
export const TWO_YEAR_TRANSFERS: RuleSource = {
  name: 'AthleticScholarships.net: Junior college transfer rules (2-4 and 4-2-4)',
  url: 'https://athleticscholarships.net/junior-college-transfer-2-4.htm',
  dated: 'undated, read 2026-11-27',
};
export const GRADUATE_WINDOW: RuleSource = {
  name: 'Christine Brown Sports Law: NCAA Fall Sports Transfer Portal Guide (2025)',
  url: 'https://www.christinebrownsportslaw.com/informational-resources/ncaa-2025-fall-sports-transfer-portal-guide',
  dated: '2025',
};

export interface RuleNote {
  text: string;
  source: RuleSource;
}

/** The rule that is changing, said as in flux with the date it was read. */
export const CLOCK_IN_FLUX: RuleNote = {
  text: `In flux: on June 23, 2026 the NCAA Division I Cabinet approved an age-based model of five seasons in five years, replacing four seasons in five years; the clock starts with full-time enrollment or the academic year after the 19th birthday, whichever comes first. How it applies to athletes already enrolled was still being set out when read on ${RULES_READ_ON}: confirm your count with your compliance office.`,
  source: FIVE_FOR_FIVE,
};

/** "2026-27" for the academic year that starts in the fall of 2026. */
export const seasonLabel = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The academic year `today` (YYYY-MM-DD) falls in: July starts the next one. */
export function academicYearOf(today: string): number {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m >= 7 ? y : y - 1;
}

/** Division I levels count the five-year clock; the other bodies' counts are not modelled. */
const countsClock = (level: ProgramDivision | null) => level === 'FBS' || level === 'FCS' || level === 'D1';

export interface EligibilityInput {
  seasonsRemaining: number;
  /** Fall year of the season the clock started (2023 for 2023-24); null when not given. */
  clockStartYear: number | null;
  level: ProgramDivision | null;
  today: string;
}

export interface Eligibility {
  /** Seasons a new program can use, from `firstSeason`. */
  seasons: number;
  firstSeason: string;
  /** The last usable season; null when none is left. */
  through: string | null;
  /** The clock's last season (Division I), or null when not counted. */
  clockEnds: string | null;
  /** True when the clock, not the seasons stated, sets the count. */
  clockLimits: boolean;
  text: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * What the athlete's eligibility allows at a new program: the seasons stated, from the season after
 * the current one, cut by the five-year clock at Division I (the clock's fifth year is its last).
 * "2 seasons, through 2027-28".
 */
export function eligibilityAllows(input: EligibilityInput): Eligibility {
  const first = academicYearOf(input.today) + 1;
  const clockLast =
    input.clockStartYear !== null && countsClock(input.level) ? input.clockStartYear + 4 : null;
  const byClock = clockLast === null ? Number.POSITIVE_INFINITY : Math.max(0, clockLast - first + 1);
  const seasons = Math.max(0, Math.min(input.seasonsRemaining, byClock));
  const clockLimits = byClock < input.seasonsRemaining;
  const through = seasons > 0 ? seasonLabel(first + seasons - 1) : null;
  const clockEnds = clockLast === null ? null : seasonLabel(clockLast);
  const clockWord =
    clockLast === null
      ? ''
      : `your five-year clock that started in ${seasonLabel(input.clockStartYear!)} ends with ${clockEnds}`;
  let text: string;
  if (seasons === 0)
    text = clockLimits
      ? `No seasons left to use from ${seasonLabel(first)}: ${clockWord}`
      : 'No seasons of eligibility left';
  else
    text = `${plural(seasons, 'season')}, through ${through}${clockLimits ? ` (${clockWord}, so ${input.seasonsRemaining} stated seasons cannot all be used)` : ''}`;
  return { seasons, firstSeason: seasonLabel(first), through, clockEnds, clockLimits, text };
}

/** The rules that bear on this athlete, each with its source. */
export function transferRuleNotes(a: {
  level: ProgramDivision | null;
  transferKind: TransferKind | null;
}): RuleNote[] {
  const notes: RuleNote[] = [CLOCK_IN_FLUX];
  if (a.transferKind === 'graduate')
    notes.push({
      text: 'A graduate transfer may enter the portal outside the window in most Division I sports; in football, graduate transfers use the same January window.',
      source: GRADUATE_WINDOW,
    });
  if (a.level === 'JUCO')
    notes.push(
      {
        text: 'From a two-year college to Division I (2-4), a qualifier competes in the first year after at least one full-time term, a 2.000 GPA and an average of 12 transferable hours per full-time term.',
        source: TWO_YEAR_TRANSFERS,
      },
      {
        text: 'If you attended a four-year college before your two-year college, you are a 4-2-4 transfer: the rules that let you compete at once differ from a 2-4 transfer’s. Ask the new school’s compliance office before you commit.',
        source: TWO_YEAR_TRANSFERS,
      },
    );
  return notes;
}
