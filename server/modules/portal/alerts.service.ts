import type { ProgramDivision } from '../../../common/constants';
import { programSportOf, SCORE_BANDS } from '../../../common/constants';
import type { DB } from '../../platform/db';
import { windowChanges } from './outlook';
import { matchedProgramIds, portalFacts, transferNeedsSince } from './portal.repo';

const WEEK_MS = 7 * 86_400_000;

/**
 * The Monday update's portal lines for a portal athlete: a window of its sport and level that
 * opened, closed or opens within the week, and a transfer need stated this week at its position
 * by a program on its list that fits (Fit of at least the mid band). Empty for anyone else.
 */
export async function portalAlerts(db: DB, athleteId: string, at: Date = new Date()): Promise<string[]> {
  const profile = await portalFacts(db, athleteId);
  if (!profile?.portalStatus) return [];
  const sport = programSportOf(profile.sport, profile.team);
  if (!sport) return [];
  const today = at.toISOString().slice(0, 10);
  const lines = windowChanges(sport, profile.currentLevel as ProgramDivision | null, today);
  const fitting = await matchedProgramIds(db, athleteId, SCORE_BANDS.fit.mid);
  const needs = await transferNeedsSince(db, fitting, profile.position, new Date(at.getTime() - WEEK_MS));
  for (const n of needs) lines.push(`${n.name} says it is looking for transfers at ${n.position}.`);
  return lines;
}
