import { ZHealth } from '../../../common/schemas/system';
import { publicProcedure, router } from '../../http/trpc/init';
import { unavailableError } from '../../platform/health';
import { ping } from './system.repo';

export const systemRouter = router({
  /**
   * Readiness: a real round trip to PostgreSQL. 503 while the instance stops (so a load
   * balancer stops sending) and while the database is unreachable.
   */
  health: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/healthz', summary: 'Liveness and database check', tag: 'system' },
    })
    .output(ZHealth)
    .query(async ({ ctx }) => {
      const { health } = ctx.deps;
      if (health.draining) throw unavailableError('Shutting down');
      if (health.databaseDown) throw unavailableError('Database is unreachable');
      try {
        await ping(ctx.db);
      } catch (err) {
        health.observe(err);
        throw unavailableError('Database is unreachable');
      }
      return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
    }),
});
