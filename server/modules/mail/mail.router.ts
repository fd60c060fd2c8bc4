import { z } from 'zod';
import { ZSendProfile, ZSentProfile } from '../../../common/schemas/mail';
import { protectedProcedure, router } from '../../http/trpc/init';
import { sendProfileToStaff, sentProfiles } from './profile-share.service';

export const mailRouter = router({
  /** "Send my profile to this staff" from a match card (rate-limited, Reply-To the athlete). */
  sendProfile: protectedProcedure
    .input(ZSendProfile)
    .output(z.object({ id: z.string(), alreadySent: z.boolean() }))
    .mutation(({ ctx, input }) => sendProfileToStaff(ctx.deps, ctx.user, input)),

  /** The athlete's "sent" list. */
  sentProfiles: protectedProcedure
    .output(z.array(ZSentProfile))
    .query(({ ctx }) => sentProfiles(ctx.deps, ctx.user.id)),
});
