import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/errors';
import type { Context } from '../http/trpc/context';

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison: hashing first makes both sides the same length. */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/**
 * The shared admin password arrives as `Authorization: Bearer <password>` (SPEC §6).
 * Failures count against the caller's IP; once blocked, even a right password waits.
 */
export async function checkAdminBearer(ctx: Pick<Context, 'deps' | 'authorization' | 'ip'>): Promise<void> {
  const expected = ctx.deps.env.ADMIN_PASSWORD;
  if (!expected) throw new AppError('UNAVAILABLE', 'Admin is not configured');
  await ctx.deps.limiter.assertNotBlocked('admin_fail', ctx.ip);
  const match = /^Bearer (.+)$/i.exec(ctx.authorization ?? '');
  if (match?.[1] && passwordMatches(match[1], expected)) return;
  await ctx.deps.limiter.consume('admin_fail', ctx.ip);
  throw new AppError('UNAUTHORIZED', 'Invalid password');
}
