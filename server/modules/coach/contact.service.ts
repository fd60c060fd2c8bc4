import type { z } from 'zod';
import { AppError } from '../../../common/errors';
import { COACH_MESSAGES as M, type ZContactInput } from '../../../common/schemas/coach';
import type { AppDeps } from '../../deps';
import { publicOrigin } from '../../platform/public-origin';
import { findProfileByUser } from '../athlete';
import { queueMail } from '../mail';
import * as repo from './contact.repo';
import { discoverableById } from './prospects.repo';
import { loadStaffProgram } from './prospects.service';

/** A coach asks an opted-in athlete for contact; the athlete answers in the app. */
export async function requestContact(
  deps: AppDeps,
  coach: { id: string; email: string },
  input: z.output<typeof ZContactInput>,
) {
  const program = await loadStaffProgram(deps.db, coach.id, input.programId);
  const athlete = await discoverableById(deps.db, input.athleteId);
  if (!athlete) throw new AppError('NOT_FOUND', M.athleteNotFound);
  const existing = await repo.findRequest(deps.db, program.id, athlete.id);
  if (existing) throw new AppError('CONFLICT', M.requestExists);
  await deps.limiter.consume('contact_request', coach.id);
  const row = await repo.insertRequest(deps.db, {
    programId: program.id,
    coachUserId: coach.id,
    athleteProfileId: athlete.id,
    message: input.message,
  });
  if (!row) throw new AppError('CONFLICT', M.requestExists);
  deps.log.info(
    { requestId: row.id, programId: program.id, coachId: coach.id, athleteId: athlete.id },
    'contact requested',
  );
  await queueMail(deps, {
    idempotencyKey: `contact_request:${row.id}`,
    kind: 'contact_request',
    to: athlete.accountEmail,
    content: {
      subject: `${program.name} would like to contact you`,
      paragraphs: [
        `A coach on the staff of ${program.name} (${program.division}) asked to exchange email addresses with you.`,
        `Their message: “${input.message}”`,
        'Accept or decline in FitScout. Nothing is shared unless you accept.',
      ],
      action: { label: 'Answer the request', url: `${publicOrigin(deps)}/profile` },
    },
  });
  return { id: row.id };
}

/** The program's requests; the athlete's address only once accepted, and only athletes still discoverable unless they accepted. */
export async function programContacts(deps: AppDeps, coachId: string, programId: string) {
  await loadStaffProgram(deps.db, coachId, programId);
  const rows = await repo.requestsOfProgram(deps.db, programId);
  return rows.map((r) => ({
    id: r.id,
    athleteId: r.athleteProfileId,
    athleteName: `${r.firstName} ${r.lastName}`,
    status: r.status,
    athleteEmail: r.status === 'accepted' ? r.email : null,
    createdAt: r.createdAt,
  }));
}

/** Requests to the signed-in athlete; the coach's address once accepted. */
export async function myContactRequests(deps: AppDeps, userId: string) {
  const profile = await findProfileByUser(deps.db, userId);
  if (!profile) return [];
  const rows = await repo.requestsToAthlete(deps.db, profile.id);
  return rows.map((r) => ({
    id: r.id,
    programId: r.programId,
    programName: r.name,
    coachName: r.coachName,
    message: r.message,
    status: r.status,
    // The address the coach's claim proved, else the program's public one: never an account's own.
    coachEmail: r.status === 'accepted' ? (r.claimEmail ?? r.programEmail) : null,
    endedAt: r.endedAt,
    createdAt: r.createdAt,
  }));
}

/** The athlete accepts or declines, once; accepting mails the coach the athlete's address. */
export async function respondToRequest(
  deps: AppDeps,
  user: { id: string; email: string },
  requestId: string,
  accept: boolean,
) {
  const profile = await findProfileByUser(deps.db, user.id);
  if (!profile) throw new AppError('NOT_FOUND', M.requestNotFound);
  const row = await repo.answerRequest(deps.db, requestId, profile.id, accept);
  if (!row) throw new AppError('NOT_FOUND', M.requestNotFound);
  deps.log.info({ requestId, athleteId: profile.id, accept }, 'contact request answered');
  if (accept) {
    const coach = await repo.accountEmail(deps.db, row.coachUserId);
    if (coach)
      await queueMail(deps, {
        idempotencyKey: `contact_accepted:${row.id}`,
        kind: 'contact_accepted',
        to: coach.email,
        replyTo: user.email,
        senderUserId: user.id,
        content: {
          subject: `${profile.firstName} ${profile.lastName} accepted your contact request`,
          paragraphs: [
            `${profile.firstName} ${profile.lastName} (${profile.position}, class of ${profile.graduationYear}) accepted. Their address: ${user.email}.`,
            'Reply to this email to write to them.',
          ],
          action: { label: 'See the profile', url: `${publicOrigin(deps)}/athlete/${profile.id}` },
        },
      });
  }
  return { ok: true as const };
}

/**
 * The athlete stops sharing with a program whose request they accepted: its coaches lose the
 * athlete's files and address at once (evidence access and the contact list read `accepted`), and
 * the program cannot ask again. What the coaches already received by email stays with them.
 */
export async function stopSharing(deps: AppDeps, userId: string, requestId: string) {
  const profile = await findProfileByUser(deps.db, userId);
  if (!profile) throw new AppError('NOT_FOUND', M.requestNotFound);
  const row = await repo.endAcceptedRequest(deps.db, requestId, profile.id);
  if (!row) throw new AppError('NOT_FOUND', M.requestNotFound);
  deps.log.info({ requestId, athleteId: profile.id }, 'athlete stopped sharing with a program');
  return { ok: true as const };
}
