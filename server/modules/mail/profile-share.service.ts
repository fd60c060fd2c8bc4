import { AppError } from '../../../common/errors';
import type { TSendProfile } from '../../../common/schemas/mail';
import type { AppDeps } from '../../deps';
import { publicOrigin } from '../../platform/public-origin';
import { listSentBy, programContact, senderProfile } from './mail.repo';
import { queueMail } from './mail.service';

export const PROFILE_SHARE = 'profile_share';
export const NO_COACH_EMAIL = 'This program has no coach email on file. Type the address to send to.';
export const CONFIRM_EMAIL_FIRST =
  'Confirm your email address first: the staff reply to it. Your profile page can send the link again.';

/**
 * Sends the athlete's public profile and PDF links to a staff, Reply-To the athlete so the coach's
 * answer reaches them. The same address gets the same profile at most once a day. Only from a
 * confirmed address: an unconfirmed Reply-To could be someone else's, and the staff would answer them.
 */
export async function sendProfileToStaff(
  deps: AppDeps,
  user: { id: string; email: string; emailVerifiedAt: string | null },
  input: TSendProfile,
): Promise<{ id: string; alreadySent: boolean }> {
  const profile = await senderProfile(deps.db, user.id);
  if (!profile) throw new AppError('NOT_FOUND', 'Create your athlete profile first.');
  if (!user.emailVerifiedAt) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_FIRST);
  let to = input.to;
  let programName: string | null = null;
  if (input.programId) {
    const program = await programContact(deps.db, input.programId);
    if (!program) throw new AppError('NOT_FOUND', 'Program not found.');
    programName = program.name;
    to ??= program.coachEmail?.trim().toLowerCase() || undefined;
  }
  if (!to) throw new AppError('BAD_REQUEST', NO_COACH_EMAIL);
  await deps.limiter.consume('profile_send', user.id);

  const origin = publicOrigin(deps);
  const name = `${profile.firstName} ${profile.lastName}`;
  const day = new Date().toISOString().slice(0, 10);
  const result = await queueMail(deps, {
    idempotencyKey: `${PROFILE_SHARE}:${user.id}:${to}:${day}`,
    kind: PROFILE_SHARE,
    to,
    replyTo: user.email,
    senderUserId: user.id,
    programId: input.programId ?? null,
    content: {
      subject: `${name}, ${profile.sport} ${profile.position}, class of ${profile.graduationYear}: FitScout profile`,
      paragraphs: [
        `${name} sent you their FitScout athlete profile${programName ? ` for ${programName}` : ''}.`,
        `The PDF: ${origin}/api/athlete-profiles/${profile.id}/pdf`,
        `Reply to this email to answer ${profile.firstName} directly.`,
      ],
      action: { label: 'View the profile', url: `${origin}/athlete/${profile.id}` },
    },
  });
  deps.log.info(
    { userId: user.id, to, programId: input.programId ?? null, mailId: result.id },
    'profile sent to staff',
  );
  return { id: result.id, alreadySent: !result.created };
}

export async function sentProfiles(deps: AppDeps, userId: string) {
  const rows = await listSentBy(deps.db, userId, PROFILE_SHARE);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    programId: r.programId,
    programName: r.programName,
    subject: r.subject,
    status: r.status,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
  }));
}
