import { ZHealth } from '../../../common/schemas/system';
import { publicProcedure, router } from '../../http/trpc/init';
import { checkHealth } from './system.service';

export const systemRouter = router({
  health: publicProcedure
    .meta({
      rest: { method: 'GET', path: '/healthz', summary: 'Liveness and database check', tag: 'system' },
    })
    .output(ZHealth)
    .query(({ ctx }) => checkHealth(ctx.db, ctx.deps.health)),
});
