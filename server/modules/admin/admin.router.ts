import { ZAdminWaitlistStats } from '../../../common/schemas/admin';
import { adminProcedure, router } from '../../http/trpc/init';
import * as service from './admin.service';

export const adminRouter = router({
  /** SPEC §7: also how the dashboard verifies the password. The CSV export is a download (rest/downloads.ts). */
  waitlistStats: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/waitlist/stats',
        summary: 'Admin dashboard: counts, recent sign-ups, top referrers, sign-ups per day',
        tag: 'admin',
      },
    })
    .output(ZAdminWaitlistStats)
    .query(({ ctx }) => service.waitlistStats(ctx.db)),
});
