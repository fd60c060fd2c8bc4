import type { z } from 'zod';
import { isProgramSport } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import { COACH_MESSAGES as M, type ZShortlistInput } from '../../../common/schemas/coach';
import type { AppDeps } from '../../deps';
import { publicOrigin } from '../../platform/public-origin';
import { queueMail } from '../mail';
import { compiledPrograms } from '../match';
import { discoverableById } from './prospects.repo';
import { fitToProgram, loadStaffProgram } from './prospects.service';
import * as repo from './shortlist.repo';

export async function addToShortlist(
  deps: AppDeps,
  coachId: string,
  input: z.output<typeof ZShortlistInput>,
) {
  const program = await loadStaffProgram(deps.db, coachId, input.programId);
  const athlete = await discoverableById(deps.db, input.athleteId);
  if (!athlete) throw new AppError('NOT_FOUND', M.athleteNotFound);
  if (!isProgramSport(program.sport)) throw new AppError('NOT_FOUND', M.programNotFound);
  const fit = fitToProgram(await compiledPrograms(deps.db, program.sport), program.id, athlete);
  const lastFit = fit?.result.fit ?? null;
  await repo.upsertShortlisted(deps.db, {
    programId: program.id,
    athleteProfileId: athlete.id,
    addedBy: coachId,
    notifyOnClimb: input.notifyOnClimb,
    lastFit,
  });
  return { ok: true as const };
}

export async function removeFromShortlist(
  deps: AppDeps,
  coachId: string,
  programId: string,
  athleteId: string,
) {
  await loadStaffProgram(deps.db, coachId, programId);
  await repo.deleteShortlisted(deps.db, programId, athleteId);
  return { ok: true as const };
}

/** The shortlist with each athlete's Fit now; athletes who stopped being discoverable drop out of it. */
export async function shortlist(deps: AppDeps, coachId: string, programId: string) {
  const program = await loadStaffProgram(deps.db, coachId, programId);
  if (!isProgramSport(program.sport)) return [];
  const rows = await repo.shortlistOf(deps.db, programId);
  const compiled = await compiledPrograms(deps.db, program.sport);
  return rows
    .map((r) => ({
      athleteId: r.id,
      name: `${r.firstName} ${r.lastName}`,
      position: r.position,
      graduationYear: r.graduationYear,
      fit: fitToProgram(compiled, programId, r)?.result.fit ?? null,
      lastFit: r.lastFit,
      notifyOnClimb: r.notifyOnClimb,
    }))
    .sort((x, y) => (y.fit ?? -1) - (x.fit ?? -1));
}

/**
 * After a weekly recompute chunk: each shortlisted athlete of the chunk gets a fresh Fit, and the
 * coach who asked is mailed when it climbed (once per run).
 */
export async function refreshShortlists(deps: AppDeps, athleteIds: string[], runId: string): Promise<void> {
  if (athleteIds.length === 0) return;
  const rows = await repo.shortlistedAmong(deps.db, athleteIds);
  for (const r of rows) {
    if (!isProgramSport(r.programSport)) continue;
    const fit = fitToProgram(await compiledPrograms(deps.db, r.programSport), r.programId, r)?.result.fit;
    if (fit === undefined) continue;
    if (r.notifyOnClimb && r.coachEmail && r.lastFit !== null && fit > r.lastFit)
      await queueMail(deps, {
        idempotencyKey: `shortlist_climb:${r.programId}:${r.id}:${runId}`,
        kind: 'shortlist_climb',
        to: r.coachEmail,
        content: {
          subject: `${r.firstName} ${r.lastName}'s Fit to ${r.programName} climbed to ${fit}`,
          paragraphs: [
            `${r.firstName} ${r.lastName} (${r.position}, class of ${r.graduationYear}) went from ${r.lastFit} to ${fit} in this week's recompute.`,
          ],
          action: { label: 'Open your shortlist', url: `${publicOrigin(deps)}/coach` },
        },
      });
    await repo.setLastFit(deps.db, r.programId, r.id, fit);
  }
}
