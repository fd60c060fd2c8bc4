import type { ProgramDivision, ProgramSport } from './constants';
import { eligibilityAllows } from './eligibility';
import { windowState, windowsFor } from './transfer-windows';

/** How a coach narrows prospects to transfers: seasons a program can use, the window, the level of origin. */
export interface TransferFilter {
  transfersOnly?: boolean;
  minSeasons?: number;
  /** 'open': a window of the athlete's sport and level is open today; 'entered': already in the portal. */
  window?: 'open' | 'entered';
  fromLevel?: ProgramDivision;
}

export interface TransferFacts {
  portalStatus: string | null;
  currentSchool: string | null;
  currentLevel: string | null;
  eligibilityRemaining: number | null;
  clockStartYear: number | null;
}

/** What a coach sees of a transfer prospect: where from, and what its eligibility allows. */
export interface TransferView {
  status: string;
  currentSchool: string | null;
  currentLevel: string | null;
  seasons: number | null;
  eligibilityText: string | null;
  windowOpen: boolean;
}

export function transferView(sport: ProgramSport, a: TransferFacts, today: string): TransferView | null {
  if (!a.portalStatus) return null;
  const level = a.currentLevel as ProgramDivision | null;
  const allows =
    a.eligibilityRemaining === null
      ? null
      : eligibilityAllows({
          seasonsRemaining: a.eligibilityRemaining,
          clockStartYear: a.clockStartYear,
          level,
          today,
        });
  return {
    status: a.portalStatus,
    currentSchool: a.currentSchool,
    currentLevel: a.currentLevel,
    seasons: allows?.seasons ?? null,
    eligibilityText: allows?.text ?? null,
    windowOpen: windowsFor(sport, level).some((w) => windowState(w, today).state === 'open'),
  };
}

/** Whether a prospect passes the transfer filters; with none set, everyone does. */
export function passesTransferFilter(view: TransferView | null, f: TransferFilter): boolean {
  const any = f.transfersOnly || f.minSeasons !== undefined || f.window || f.fromLevel;
  if (!any) return true;
  if (!view) return false;
  if (f.minSeasons !== undefined && (view.seasons ?? -1) < f.minSeasons) return false;
  if (f.window === 'open' && !view.windowOpen) return false;
  if (f.window === 'entered' && view.status !== 'in-portal') return false;
  if (f.fromLevel && view.currentLevel !== f.fromLevel) return false;
  return true;
}
