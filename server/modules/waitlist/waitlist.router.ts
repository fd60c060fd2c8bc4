import {
  ZReferralCodeParam,
  ZReferralStatus,
  ZWaitlistJoinResult,
  ZWaitlistSignup,
  ZWaitlistStats,
} from '../../../common/schemas/waitlist';
import { publicProcedure, rateLimited, router } from '../../trpc/init';
import * as service from './waitlist.service';

export const waitlistRouter = router({
  /** Per-IP limit: the endpoint is public and writes a row per new email. */
  join: publicProcedure
    .use(rateLimited('waitlist_join'))
    .input(ZWaitlistSignup)
    .output(ZWaitlistJoinResult)
    .mutation(({ ctx, input }) => service.join(ctx.db, input)),

  stats: publicProcedure.output(ZWaitlistStats).query(({ ctx }) => service.stats(ctx.db)),

  referrals: publicProcedure
    .input(ZReferralCodeParam)
    .output(ZReferralStatus)
    .query(({ ctx, input }) => service.referralStatus(ctx.db, input.code)),
});
