import { z } from 'zod';
import { ZProfileId } from '../../../common/schemas/athlete';
import {
  ZAthleteId,
  ZDashboardMatches,
  ZDemoRequest,
  ZDemoResponse,
  ZGenerateResponse,
  ZPdfTopProgram,
  ZPreviewRequest,
  ZPreviewResponse,
  ZWeeklyChange,
} from '../../../common/schemas/match';
import { ZPortalReport } from '../../../common/schemas/portal';
import { protectedProcedure, publicProcedure, rateLimited, router } from '../../http/trpc/init';
import * as service from './match.service';
import { portalReport } from './portal.service';
import { demo, preview } from './preview.service';
import { divisionReadiness, readiness, whatIf } from './readiness.procedures';

export const matchRouter = router({
  /** No account; rate limited per IP. */
  preview: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/v1/matches/preview',
        summary: 'Instant preview without an account: top programs and a division band (rate limited)',
        tag: 'matches',
      },
    })
    .use(rateLimited('preview'))
    .input(ZPreviewRequest)
    .output(ZPreviewResponse)
    .mutation(({ ctx, input }) => preview(ctx.db, input)),

  demo: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/matches/demo',
        summary: 'Landing demo: football matches from position, GPA and 40 time (rate limited)',
        tag: 'matches',
      },
    })
    .use(rateLimited('demo'))
    .input(ZDemoRequest)
    .output(ZDemoResponse)
    .mutation(({ ctx, input }) => demo(ctx.db, input)),

  /** Owner only; the limit is per user, so a shared network does not block others. */
  generate: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/v1/matches/generate',
        summary: "Compute and store the athlete's top 25 matches, replacing the old set (owner only)",
        tag: 'matches',
      },
    })
    .use(rateLimited('match_generate', (ctx) => ctx.user?.id ?? ctx.ip))
    .input(ZAthleteId)
    .output(ZGenerateResponse)
    .mutation(({ ctx, input }) => service.generate(ctx.db, ctx.user, input.athleteId)),

  forAthlete: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/v1/matches/athlete/{athleteId}',
        summary: "The athlete's stored matches, best first (owner only)",
        tag: 'matches',
      },
    })
    .input(ZAthleteId)
    .output(ZDashboardMatches)
    .query(({ ctx, input }) => service.listForAthlete(ctx.db, ctx.user, input.athleteId)),

  /** Owner only, for a profile in or entering the transfer portal. */
  portalReport: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/v1/matches/athlete/{athleteId}/portal-report',
        summary:
          "Transfer-portal report: demand, competition, risk band and timing at the athlete's position, from public rosters (owner only)",
        tag: 'matches',
      },
    })
    .input(ZAthleteId)
    .output(ZPortalReport)
    .query(({ ctx, input }) => portalReport(ctx.db, ctx.user, input.athleteId)),

  /** Public, like the PDF it feeds: the list only when the athlete chose to show it. */
  pdfTopPrograms: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/athlete-profiles/{id}/pdf/top-programs',
        summary:
          "The athlete's top programs by Fit for their PDF; empty unless the athlete chose to show them",
        tag: 'athletes',
      },
    })
    .input(ZProfileId)
    .output(z.array(ZPdfTopProgram))
    .query(({ ctx, input }) => service.pdfTopPrograms(ctx.db, input.id)),

  /** Owner only: the weekly recompute's change of the best fit, for "+N this week". */
  weeklyChange: protectedProcedure
    .input(ZAthleteId)
    .output(ZWeeklyChange)
    .query(({ ctx, input }) => service.weeklyChange(ctx.db, ctx.user, input.athleteId)),

  // Engine answers on the profile's own paths (readiness.procedures.ts).
  readiness,
  divisionReadiness,
  whatIf,
});
