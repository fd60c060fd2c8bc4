import type { AthleteInput } from './types';

/**
 * When a roster's classes leave, against when the athlete arrives. A roster's season names the
 * year its play starts ('2025-26', or a football '2026-27'); its seniors and graduate students leave
 * the summer after (2026), its juniors a year later (2027). A high-school athlete arrives the fall
 * of the graduation year, so the juniors have gone too for graduation years after the seniors
 * leave. A transfer athlete arrives next season: only seniors and graduate students.
 */

/** The year a roster's seniors and graduate students leave; 0 when the season does not say. */
export function seniorsLeaveYear(season: string): number {
  const start = Number.parseInt(season.slice(0, 4), 10);
  return Number.isFinite(start) && start > 1900 ? start + 1 : 0;
}

/** The athlete's graduation year when the next class (juniors) counts as leaving; -1 when never. */
export function juniorsCountFrom(a: AthleteInput): number {
  return a.portalStatus === null && a.graduationYear !== null ? a.graduationYear : -1;
}

/** Do the juniors of a roster of this season leave before the athlete arrives? */
export function countsJuniors(a: AthleteInput, season: string): boolean {
  const year = juniorsCountFrom(a);
  const leave = seniorsLeaveYear(season);
  return year > 0 && leave > 0 && year > leave;
}
