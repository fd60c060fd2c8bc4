import type { ProgramDivision, ProgramSport } from '../../../common/constants';
import { eligibilityAllows, type TransferKind, transferRuleNotes } from '../../../common/eligibility';
import type { TPortalOutlook } from '../../../common/schemas/portal';
import {
  type TransferWindow,
  windowCountdown,
  windowDates,
  windowState,
  windowsFor,
} from '../../../common/transfer-windows';

/** The portal facts of a profile the outlook reads. */
export interface TransferProfile {
  currentLevel: string | null;
  eligibilityRemaining: number | null;
  clockStartYear: number | null;
  transferKind: string | null;
  portalEnteredOn: string | null;
}

export function windowView(w: TransferWindow, today: string) {
  const s = windowState(w, today);
  return {
    body: w.body,
    name: w.name,
    opens: w.opens,
    closes: w.closes,
    dates: windowDates(w),
    state: s.state,
    countdown: windowCountdown(s),
    rule: w.rule,
    source: w.source,
  };
}

/** The window a day fell in, if any on file. */
const windowOn = (ws: readonly TransferWindow[], day: string) =>
  ws.find((w) => w.opens && w.closes && w.opens <= day && day <= w.closes) ?? null;

/** Windows, eligibility, entry and the rules' notes: everything of the outlook but the intake. */
export function outlookRules(
  sport: ProgramSport,
  p: TransferProfile,
  today: string,
): Omit<TPortalOutlook, 'intake' | 'intakeNote'> {
  const level = p.currentLevel as ProgramDivision | null;
  const windows = windowsFor(sport, level);
  const eligibility =
    p.eligibilityRemaining === null
      ? null
      : eligibilityAllows({
          seasonsRemaining: p.eligibilityRemaining,
          clockStartYear: p.clockStartYear,
          level,
          today,
        });
  const inWindow = p.portalEnteredOn ? windowOn(windows, p.portalEnteredOn) : null;
  return {
    today,
    sport,
    level,
    windows: windows.map((w) => windowView(w, today)),
    eligibility: eligibility && {
      seasons: eligibility.seasons,
      through: eligibility.through,
      clockEnds: eligibility.clockEnds,
      text: eligibility.text,
    },
    entered: p.portalEnteredOn
      ? {
          on: p.portalEnteredOn,
          window: inWindow?.name ?? null,
          text: inWindow
            ? `You entered on ${p.portalEnteredOn}, during the ${inWindow.name.toLowerCase()}`
            : `You entered on ${p.portalEnteredOn}, outside the windows with confirmed dates on file`,
        }
      : null,
    notes: transferRuleNotes({ level, transferKind: p.transferKind as TransferKind | null }),
  };
}

/** What changed this week: windows that opened or closed in the 7 days up to `today`. */
export function windowChanges(sport: ProgramSport, level: ProgramDivision | null, today: string): string[] {
  const lines: string[] = [];
  for (const w of windowsFor(sport, level)) {
    const s = windowState(w, today);
    const dates = windowDates(w);
    if (s.state === 'open' && daysBetween(w.opens!, today) < 7)
      lines.push(`The ${w.name.toLowerCase()} (${w.body}) opened: ${dates}. ${windowCountdown(s)}.`);
    if (s.state === 'closed' && s.daysAgo <= 7)
      lines.push(`The ${w.name.toLowerCase()} (${w.body}) closed: ${dates}.`);
    if (s.state === 'upcoming' && s.days <= 7)
      lines.push(`The ${w.name.toLowerCase()} (${w.body}) opens soon: ${dates}.`);
  }
  return lines;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
