import { AppError } from '../../../common/errors';
import { ZHealth } from '../../../common/schemas/system';
import { publicProcedure, router } from '../../trpc/init';
import { ping } from './system.repo';

export const systemRouter = router({
  /** Liveness plus a real round trip to PostgreSQL. */
  health: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/healthz', summary: 'Liveness and database check', tag: 'system' },
    })
    .output(ZHealth)
    .query(async ({ ctx }) => {
      try {
        await ping(ctx.db);
      } catch {
        throw new AppError('UNAVAILABLE', 'Database is unreachable');
      }
      return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
    }),
});
