import { z } from 'zod';
import { ZCurrentUser } from '../../../common/schemas/auth';
import { setCookie } from '../../auth/middleware';
import { protectedProcedure, publicProcedure, router } from '../../http/trpc/init';
import { logout } from './auth.service';
import { resendVerification } from './email-links.service';

export const authRouter = router({
  /** The SPA's check (SPEC §4): the signed-in user, or null for a visitor — not an error. */
  me: publicProcedure.output(ZCurrentUser.nullable()).query(({ ctx }) => ctx.user),

  /** SPEC §7's GET /api/auth/user: the same user, but 401 when signed out. */
  user: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/auth/user',
        summary: 'The signed-in user (401 when signed out)',
        tag: 'auth',
      },
    })
    .output(ZCurrentUser)
    .query(({ ctx }) => ctx.user),

  /** Mails a new confirmation link to the signed-in account's address (rate-limited). */
  resendVerification: protectedProcedure
    .output(z.object({ alreadyVerified: z.boolean() }))
    .mutation(({ ctx }) => resendVerification(ctx.deps, ctx.user.id)),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    const cookie = await logout(ctx.deps, ctx.sessionId);
    if (ctx.res) setCookie(ctx.res, cookie);
    return { ok: true as const };
  }),
});
