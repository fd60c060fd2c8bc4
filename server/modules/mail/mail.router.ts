import { z } from 'zod';
import { ZEmailPreferences, ZSendProfile, ZSentProfile } from '../../../common/schemas/mail';
import { protectedProcedure, router } from '../../http/trpc/init';
import { emailPreferences, setEmailPreferences } from './mail.service';
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

  /** Which non-transactional emails the account gets (the preference page). */
  preferences: protectedProcedure
    .output(ZEmailPreferences)
    .query(({ ctx }) => emailPreferences(ctx.deps, ctx.user.id)),

  setPreferences: protectedProcedure
    .input(ZEmailPreferences)
    .output(ZEmailPreferences)
    .mutation(({ ctx, input }) => setEmailPreferences(ctx.deps, ctx.user.id, input)),
});
