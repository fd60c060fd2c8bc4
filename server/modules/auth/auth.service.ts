import { AppError } from '../../../common/errors';
import { type TLoginRequest, ZSignUpPassword } from '../../../common/schemas/auth';
import type { CookieSpec } from '../../auth/lucia';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/passwords';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db';
import {
  findPublicUser,
  findUserWithHash,
  insertUserWithPassword,
  setAccountName as writeAccountName,
} from './auth.repo';
import { sendVerification } from './email-links.service';

export const INVALID_CREDENTIALS = 'Incorrect email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';

interface LoginResult {
  userId: string;
  cookie: CookieSpec;
}

/**
 * Sign in or sign up, then start a brand-new session (never reusing the caller's old
 * one, which defeats session fixation).
 */
export async function login(
  deps: AppDeps,
  input: TLoginRequest,
  caller: { ip: string; sessionId: string | null },
): Promise<LoginResult> {
  const userId = input.intent === 'signup' ? await signUp(deps, input, caller.ip) : await signIn(deps, input);
  if (caller.sessionId) await deps.auth.invalidateSession(caller.sessionId);
  const { cookie } = await deps.auth.createSession(userId);
  return { userId, cookie };
}

/**
 * Only wrong passwords count, and per account across every network (docs/reliability.md): a
 * school network where many athletes sign in is never refused for its neighbours' mistakes, while
 * guessing one account's password stops after RATE_LIMITS.login_account tries, for that account
 * alone.
 */
async function signIn(deps: AppDeps, input: TLoginRequest): Promise<string> {
  await deps.limiter.assertNotBlocked('login_account', input.email);
  const row = await findUserWithHash(deps.db, input.email);
  const ok = await verifyPassword(row?.hash ?? (await timingDummyHash()), input.password);
  if (!row || !ok) {
    await deps.limiter.consume('login_account', input.email);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  return row.id;
}

async function signUp(deps: AppDeps, input: TLoginRequest, ip: string): Promise<string> {
  const password = ZSignUpPassword.safeParse(input.password);
  if (!password.success)
    throw new AppError('VALIDATION', password.error.issues[0]?.message ?? 'Invalid password');
  await deps.limiter.consume('signup_ip', ip);
  await deps.limiter.consume('signup_email', input.email);
  const userId = await insertUserWithPassword(
    deps.db,
    input.email,
    await hashPassword(password.data),
    input.role,
    { firstName: input.firstName, lastName: input.lastName },
  );
  if (!userId) throw new AppError('CONFLICT', EMAIL_TAKEN);
  await sendVerification(deps, { id: userId, email: input.email });
  return userId;
}

export async function logout(deps: AppDeps, sessionId: string | null): Promise<CookieSpec> {
  if (sessionId) await deps.auth.invalidateSession(sessionId);
  return deps.auth.blankCookie();
}

/** The signed-in account as the client may see it. */
export async function publicUser(deps: AppDeps, id: string) {
  const user = await findPublicUser(deps.db, id);
  return { ...user, emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null };
}

/** The account's display name, whatever it was (an athlete's profile name, a coach's own). */
export const setAccountName = (db: DB, userId: string, name: { firstName: string; lastName: string }) =>
  writeAccountName(db, userId, name);
