import { ZCurrentUser } from '../../../common/schemas/auth';
import { setCookie } from '../../auth/middleware';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { logout } from './auth.service';

export const authRouter = router({
  /** The signed-in user, or UNAUTHORIZED (401 over REST). */
  me: protectedProcedure.output(ZCurrentUser).query(({ ctx }) => ctx.user),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const cookie = await logout(ctx.deps, ctx.sessionId);
    if (ctx.res) setCookie(ctx.res, cookie);
    return { ok: true as const };
  }),
});
