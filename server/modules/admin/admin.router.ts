import { z } from 'zod';
import { ZAdminWaitlistStats } from '../../../common/schemas/admin';
import { adminProcedure, router } from '../../trpc/init';
import * as service from './admin.service';

export const adminRouter = router({
  /** SPEC §7: also how the dashboard verifies the password. */
  waitlistStats: adminProcedure.output(ZAdminWaitlistStats).query(({ ctx }) => service.waitlistStats(ctx.db)),
  exportCsv: adminProcedure.output(z.string()).query(({ ctx }) => service.waitlistCsv(ctx.db)),
});
