import {
  ZAthleteId,
  ZDashboardMatches,
  ZDemoRequest,
  ZDemoResponse,
  ZGenerateResponse,
  ZPreviewRequest,
  ZPreviewResponse,
} from '../../../common/schemas/match';
import { protectedProcedure, publicProcedure, rateLimited, router } from '../../trpc/init';
import * as service from './match.service';

export const matchRouter = router({
  /** No account; rate limited per IP. */
  preview: publicProcedure
    .use(rateLimited('preview'))
    .input(ZPreviewRequest)
    .output(ZPreviewResponse)
    .mutation(({ ctx, input }) => service.preview(ctx.db, input)),

  demo: publicProcedure
    .use(rateLimited('demo'))
    .input(ZDemoRequest)
    .output(ZDemoResponse)
    .mutation(({ ctx, input }) => service.demo(ctx.db, input)),

  /** Owner only; the limit is per user, so a shared network does not block others. */
  generate: protectedProcedure
    .use(rateLimited('match_generate', (ctx) => ctx.user?.id ?? ctx.ip))
    .input(ZAthleteId)
    .output(ZGenerateResponse)
    .mutation(({ ctx, input }) => service.generate(ctx.db, ctx.user, input.athleteId)),

  forAthlete: protectedProcedure
    .input(ZAthleteId)
    .output(ZDashboardMatches)
    .query(({ ctx, input }) => service.listForAthlete(ctx.db, ctx.user, input.athleteId)),
});
