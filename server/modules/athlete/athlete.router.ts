import {
  ZCreateAthleteProfile,
  ZPdfSettings,
  ZProfileId,
  ZPublicAthleteProfile,
  ZUpdateAthleteProfile,
  ZUserId,
} from '../../../common/schemas/athlete';
import { protectedProcedure, publicProcedure, router } from '../../http/trpc/init';
import * as service from './athlete.service';

export const athleteRouter = router({
  create: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/athlete-profiles',
        status: 201,
        summary: "Create the signed-in user's profile (one per user)",
        tag: 'athletes',
      },
    })
    .input(ZCreateAthleteProfile)
    .output(ZPublicAthleteProfile)
    .mutation(({ ctx, input }) => service.createProfile(ctx.db, ctx.user, input)),

  byId: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/athlete-profiles/{id}',
        summary: 'A public athlete profile',
        tag: 'athletes',
      },
    })
    .input(ZProfileId)
    .output(ZPublicAthleteProfile)
    .query(async ({ ctx, input }) => service.toPublicProfile(await service.getProfile(ctx.db, input.id))),

  byUser: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/athlete-profiles/user/{userId}',
        summary: "A user's profile",
        tag: 'athletes',
      },
    })
    .input(ZUserId)
    .output(ZPublicAthleteProfile)
    .query(async ({ ctx, input }) =>
      service.toPublicProfile(await service.getProfileByUser(ctx.db, input.userId)),
    ),

  /** The signed-in user's own profile, or null before they build one (the SPA's check). */
  mine: protectedProcedure.output(ZPublicAthleteProfile.nullable()).query(async ({ ctx }) => {
    const profile = await service.findProfileByUser(ctx.db, ctx.user.id);
    return profile ? service.toPublicProfile(profile) : null;
  }),

  update: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/athlete-profiles/{id}',
        summary: 'Edit bio, film, social links, name and transfer-portal fields (owner only)',
        tag: 'athletes',
      },
    })
    .input(ZProfileId.extend(ZUpdateAthleteProfile.shape))
    .output(ZPublicAthleteProfile)
    .mutation(({ ctx, input: { id, ...patch } }) => service.updateProfile(ctx.db, ctx.user, id, patch)),

  /** Whether the PDF lists the top programs by Fit, and its paper (the owner's own profile). */
  setPdfSettings: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/athlete-profiles/mine/pdf-settings',
        summary: "The PDF's choices: top programs by Fit (off by default) and paper (Letter or A4)",
        tag: 'athletes',
      },
    })
    .input(ZPdfSettings)
    .output(ZPublicAthleteProfile)
    .mutation(({ ctx, input }) => service.setPdfSettings(ctx.db, ctx.user, input)),
});
