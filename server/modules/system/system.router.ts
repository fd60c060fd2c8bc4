import { sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../common/errors';
import { publicProcedure, router } from '../../trpc/init';

export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  uptimeSeconds: z.number(),
});

export const systemRouter = router({
  /** Liveness plus a real round trip to PostgreSQL. */
  health: publicProcedure.output(ZHealth).query(async ({ ctx }) => {
    try {
      await sql`SELECT 1`.execute(ctx.db);
    } catch {
      throw new AppError('UNAVAILABLE', 'Database is unreachable');
    }
    return { status: 'ok' as const, database: 'up' as const, uptimeSeconds: Math.round(process.uptime()) };
  }),
});
