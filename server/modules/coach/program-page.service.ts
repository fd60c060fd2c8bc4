import type { z } from 'zod';
import { isProgramSport, positionsOfProgram, stylesOfProgramSport } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import {
  COACH_MESSAGES as M,
  type TCoachProgram,
  type ZNeedsInput,
  type ZProgramDetailsInput,
} from '../../../common/schemas/coach';
import type { AppDeps } from '../../deps';
import { levelsForSport } from '../../engine/reference';
import { invalidateProgramCache } from '../match';
import { assertStaff } from './claim.service';
import { findProgram, replaceStatedNeeds, staffOf, statedNeeds, updateProgramDetails } from './coach.repo';

export function positionsOf(sport: string): string[] {
  return isProgramSport(sport) ? [...positionsOfProgram(sport)] : [];
}

/** The program as its staff edits it. */
export async function programPage(deps: AppDeps, userId: string, programId: string): Promise<TCoachProgram> {
  await assertStaff(deps.db, userId, programId);
  const p = await findProgram(deps.db, programId);
  if (!p) throw new AppError('NOT_FOUND', M.programNotFound);
  const [needs, staff] = await Promise.all([statedNeeds(deps.db, programId), staffOf(deps.db, programId)]);
  return {
    id: p.id,
    name: p.name,
    division: p.division,
    sport: p.sport,
    location: p.location,
    programWebsite: p.programWebsite,
    coachName: p.coachName,
    coachTitle: p.coachTitle,
    coachEmail: p.coachEmail,
    coachPhone: p.coachPhone,
    playingStyles: p.playingStyles,
    unscoredStyleText: p.playingStyle,
    questionnaireUrl: p.questionnaireUrl,
    positions: positionsOf(p.sport),
    // The level bands this sport has: FBS and FCS are football's alone.
    levels: [...levelsForSport(p.sport)],
    needs,
    staff,
  };
}

/**
 * The public contact, playing style and questionnaire. Moving updated_at makes the match engine's
 * program cache read the program again (server/modules/match/program-cache.ts).
 */
export async function updateDetails(
  deps: AppDeps,
  userId: string,
  input: z.output<typeof ZProgramDetailsInput>,
) {
  await assertStaff(deps.db, userId, input.programId);
  const program = await findProgram(deps.db, input.programId);
  if (!program) throw new AppError('NOT_FOUND', M.programNotFound);
  const offered = new Set(stylesOfProgramSport(program.sport).map((s) => s.key));
  if (input.playingStyles.some((key) => !offered.has(key))) throw new AppError('VALIDATION', M.playingStyles);
  const { programId, ...details } = input;
  // Choosing from the list replaces the old free text, which was never scored (ADR 047).
  await updateProgramDetails(deps.db, programId, { ...details, playingStyle: null });
  // This instance reads the change at once; others within a cache check (program-cache.ts).
  invalidateProgramCache(deps.db);
  deps.log.info({ programId, userId }, 'program details edited by its coach');
  return programPage(deps, userId, programId);
}

/** Replaces the program's stated needs; they override the roster-derived need in Fit. */
export async function setNeeds(deps: AppDeps, userId: string, input: z.output<typeof ZNeedsInput>) {
  await assertStaff(deps.db, userId, input.programId);
  const program = await findProgram(deps.db, input.programId);
  if (!program) throw new AppError('NOT_FOUND', M.programNotFound);
  const positions = new Set(positionsOf(program.sport));
  const unknown = input.needs.find((n) => !positions.has(n.position));
  if (unknown) throw new AppError('VALIDATION', `Unknown position for this sport: ${unknown.position}`);
  await replaceStatedNeeds(deps.db, input.programId, input.needs, userId);
  invalidateProgramCache(deps.db);
  return programPage(deps, userId, input.programId);
}
