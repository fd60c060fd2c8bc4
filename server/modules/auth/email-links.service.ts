import { AppError } from '../../../common/errors';
import { ZSignUpPassword } from '../../../common/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import { publicOrigin } from '../../platform/public-origin';
import { consumeToken, findLiveToken, issueToken, retireTokens } from '../email-tokens';
import { queueMail } from '../mail';
import { findUserByEmail, findUserById, markEmailVerified, updatePasswordHash } from './auth.repo';

export const RESET_TTL_MS = 30 * 60 * 1000;
export const VERIFY_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_PATH = '/api/reset-password';
export const VERIFY_PATH = '/api/verify-email';

/**
 * Sends a reset link when the address has an account; answers the same either way. Past the
 * per-address limit it quietly sends nothing, so the limit cannot be used to probe for accounts.
 * The lookup and the mail run after the answer: an account's extra writes would otherwise make
 * the answer slower for a known address than for an unknown one.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  await deps.limiter.consume('password_reset_ip', ip);
  try {
    await deps.limiter.consume('password_reset_email', email);
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return;
    throw err;
  }
  void mailResetLink(deps, email).catch((err: unknown) =>
    deps.log.error({ err }, 'password reset link not queued'),
  );
}

async function mailResetLink(deps: AppDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const { token, tokenHash } = await issueToken(deps.db, user.id, 'password_reset', user.email, RESET_TTL_MS);
  const url = `${publicOrigin(deps)}${RESET_PATH}?token=${token}`;
  await queueMail(deps, {
    idempotencyKey: `password_reset:${tokenHash}`,
    kind: 'password_reset',
    to: user.email,
    content: {
      subject: 'Reset your FitScout password',
      paragraphs: [
        'Someone asked to reset the password of the FitScout account for this address.',
        'The link works once, for 30 minutes. If you did not ask, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url },
    },
  });
}

export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';

/** Sets the new password and ends every session of the account, the attacker's included. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  const parsed = ZSignUpPassword.safeParse(password);
  if (!parsed.success)
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid password');
  // The costly hash is only for a live link: anyone could post dead tokens to run it.
  if (!(await findLiveToken(deps.db, token, 'password_reset')))
    throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
  const hash = await hashPassword(parsed.data);
  const owner = await deps.db.transaction().execute(async (trx) => {
    const row = await consumeToken(trx, token, 'password_reset');
    if (!row) return undefined;
    await updatePasswordHash(trx, row.userId, hash);
    await retireTokens(trx, row.userId, 'password_reset');
    return row;
  });
  if (!owner) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
  await deps.auth.invalidateUserSessions(owner.userId);
}

/** Queues the verification link for a new or unverified address. */
export async function sendVerification(deps: AppDeps, user: { id: string; email: string }): Promise<void> {
  const { token, tokenHash } = await issueToken(deps.db, user.id, 'verify_email', user.email, VERIFY_TTL_MS);
  await queueMail(deps, {
    idempotencyKey: `verify_email:${tokenHash}`,
    kind: 'verify_email',
    to: user.email,
    content: {
      subject: 'Confirm your email for FitScout',
      paragraphs: [
        'Welcome to FitScout. Please confirm that this address is yours.',
        'The link works for 7 days. If you did not create an account, ignore this email.',
      ],
      action: { label: 'Confirm my email', url: `${publicOrigin(deps)}${VERIFY_PATH}?token=${token}` },
    },
  });
}

/** Resending is limited per account; an already verified address gets nothing. */
export async function resendVerification(
  deps: AppDeps,
  userId: string,
): Promise<{ alreadyVerified: boolean }> {
  const user = await findUserById(deps.db, userId);
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  await deps.limiter.consume('verify_resend', userId);
  await sendVerification(deps, user);
  return { alreadyVerified: false };
}

/** True when the link verified the address (now or before); false for a dead link. */
/** Marks the link's address verified; the account's id, or null for a used or unknown link. */
export async function verifyEmail(deps: AppDeps, token: string): Promise<string | null> {
  const row = await consumeToken(deps.db, token, 'verify_email');
  if (!row) return null;
  await markEmailVerified(deps.db, row.userId, row.email);
  return row.userId;
}
