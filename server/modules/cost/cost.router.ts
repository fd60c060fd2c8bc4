import { ZCostSettings, ZNetCosts, ZSaveCostSettings } from '../../../common/schemas/cost';
import { ZAthleteId } from '../../../common/schemas/match';
import { protectedProcedure, router } from '../../http/trpc/init';
import * as service from './cost.service';

export const costRouter = router({
  forAthlete: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/v1/cost/athlete/{athleteId}',
        summary:
          "Likely net cost of each matched program for the athlete's income bracket and state, with its parts, sources and missing figures (owner only)",
        tag: 'cost',
      },
    })
    .input(ZAthleteId)
    .output(ZNetCosts)
    .query(({ ctx, input }) => service.forAthlete(ctx.db, ctx.user, input.athleteId)),

  settings: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/v1/cost/athlete/{athleteId}/settings',
        summary: "The athlete's private family income bracket, if answered (owner only)",
        tag: 'cost',
      },
    })
    .input(ZAthleteId)
    .output(ZCostSettings)
    .query(({ ctx, input }) => service.getSettings(ctx.db, ctx.user, input.athleteId)),

  saveSettings: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/v1/cost/athlete/{athleteId}/settings',
        summary:
          'Answer the family income question once (a bracket, or null for prefer not to say; owner only)',
        tag: 'cost',
      },
    })
    .input(ZSaveCostSettings)
    .output(ZCostSettings)
    .mutation(({ ctx, input }) =>
      service.saveSettings(ctx.db, ctx.user, input.athleteId, input.incomeBracket),
    ),
});
