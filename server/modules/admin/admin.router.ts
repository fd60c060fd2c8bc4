import {
  ZAdminSignupsPage,
  ZAdminSignupsRequest,
  ZAdminWaitlistStats,
  ZWaitlistCsv,
} from '../../../common/schemas/admin';
import { ZOutboxPage, ZOutboxPageRequest } from '../../../common/schemas/mail';
import { adminProcedure, router } from '../../http/trpc/init';
import { outboxForAdmin } from '../mail';
import * as service from './admin.service';

export const adminRouter = router({
  /** SPEC §7: also how the dashboard verifies the password. */
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

  /** The sign-ups list searched and a page at a time (ADR 048); page 1 unsearched is the stats' recent. */
  waitlistSignups: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/waitlist/signups',
        summary:
          'Admin dashboard: sign-ups newest first, 20 a page (?page=N), narrowed by address, name or referral code (?q=)',
        tag: 'admin',
      },
    })
    .input(ZAdminSignupsRequest)
    .output(ZAdminSignupsPage)
    .query(({ ctx, input }) => service.signupsPage(ctx.db, input.q, input.page)),

  /** Every sign-up as CSV, for the dashboard's Export CSV; API clients also have the file at rest/files.ts. */
  waitlistCsv: adminProcedure.output(ZWaitlistCsv).query(async ({ ctx }) => ({
    filename: service.waitlistCsvName(),
    csv: await service.waitlistCsv(ctx.db),
  })),

  /** The mail outbox, newest first, a page at a time (docs/email.md): without SMTP_URL every message waits here. */
  mailOutbox: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/mail/outbox',
        summary:
          'Admin dashboard: outgoing emails, newest first, 25 a page (?page=N), with status and last error',
        tag: 'admin',
      },
    })
    .input(ZOutboxPageRequest)
    .output(ZOutboxPage)
    .query(({ ctx, input }) => outboxForAdmin(ctx.deps, input.page)),
});
