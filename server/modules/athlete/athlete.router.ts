import {
  ZCreateAthleteProfile,
  ZProfileId,
  ZPublicAthleteProfile,
  ZUpdateAthleteProfile,
  ZUserId,
} from '../../../common/schemas/athlete';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';
import { readinessProcedures } from '../match/readiness.procedures';
import * as service from './athlete.service';

export const athleteRouter = router({
  ...readinessProcedures,
  create: protectedProcedure
    .input(ZCreateAthleteProfile)
    .output(ZPublicAthleteProfile)
    .mutation(({ ctx, input }) => service.createProfile(ctx.db, ctx.user, input)),

  byId: publicProcedure
    .input(ZProfileId)
    .output(ZPublicAthleteProfile)
    .query(async ({ ctx, input }) => service.toPublicProfile(await service.getProfile(ctx.db, input.id))),

  byUser: publicProcedure
    .input(ZUserId)
    .output(ZPublicAthleteProfile)
    .query(async ({ ctx, input }) =>
      service.toPublicProfile(await service.getProfileByUser(ctx.db, input.userId)),
    ),

  update: protectedProcedure
    .input(ZProfileId.extend(ZUpdateAthleteProfile.shape))
    .output(ZPublicAthleteProfile)
    .mutation(({ ctx, input: { id, ...patch } }) => service.updateProfile(ctx.db, ctx.user, id, patch)),
});
