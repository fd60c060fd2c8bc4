import {
  ZReferralCodeParam,
  ZReferralStatus,
  ZWaitlistJoinResult,
  ZWaitlistSignup,
  ZWaitlistStats,
} from '../../../common/schemas/waitlist';
import { publicProcedure, rateLimited, router } from '../../http/trpc/init';
import * as service from './waitlist.service';

export const waitlistRouter = router({
  /** Per-IP limit: the endpoint is public and writes a row per new email. */
  join: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/waitlist',
        summary: "Join the waitlist; the same email again answers the first sign-up's code",
        tag: 'waitlist',
      },
    })
    .use(rateLimited('waitlist_join'))
    .input(ZWaitlistSignup)
    .output(ZWaitlistJoinResult)
    .mutation(({ ctx, input }) => service.join(ctx.db, input)),

  stats: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/waitlist/stats',
        summary: 'Public sign-up counts per segment',
        tag: 'waitlist',
        publicCache: service.PUBLIC_STATS_CACHE,
      },
    })
    .output(ZWaitlistStats)
    .query(({ ctx }) => service.publicStats.get(ctx.db)),

  referrals: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/waitlist/referrals/{code}',
        summary: 'Referral count and reward tier of a referral code (404 if unknown)',
        tag: 'waitlist',
      },
    })
    .input(ZReferralCodeParam)
    .output(ZReferralStatus)
    .query(({ ctx, input }) => service.referralStatus(ctx.db, input.code)),
});
