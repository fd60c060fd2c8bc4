import { ZDeleteAccount } from '../../../common/schemas/account';
import { setCookie } from '../../auth/middleware';
import { protectedProcedure, router } from '../../http/trpc/init';
import { deleteAccount } from './account.service';

export const accountRouter = router({
  /** Deletes the signed-in account, its athlete profile and its evidence files (the user types their email to confirm). */
  deleteMine: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/account/delete',
        summary: 'Delete the signed-in account, its profile, matches and evidence files, for good',
        tag: 'auth',
      },
    })
    .input(ZDeleteAccount)
    .mutation(async ({ ctx, input }) => {
      const cookie = await deleteAccount(ctx.deps, ctx.user.id, input);
      if (ctx.res) setCookie(ctx.res, cookie);
      return { deleted: true as const };
    }),
});
