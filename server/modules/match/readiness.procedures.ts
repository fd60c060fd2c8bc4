import { ZProfileId } from '../../../common/schemas/athlete';
import { ZDivisionReadiness, ZReadiness, ZWhatIf } from '../../../common/schemas/match';
import { publicProcedure } from '../../http/trpc/init';
import { divisionReadiness as divisionReadinessOf, readinessOf, whatIfOf } from './readiness.service';

/**
 * Engine answers about one profile, mounted on the `match` router: their REST paths are the
 * profile's (/api/athlete-profiles/{id}/…), but the engine is match's, so athlete needs nothing from it.
 * Public: the public profile shows the division-readiness card, and each answer is derived
 * only from fields the public profile already shows.
 */
export const readiness = publicProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/athlete-profiles/{id}/readiness',
      summary: 'Readiness score (Ready / Track / Developing) with its breakdown',
      tag: 'athletes',
    },
  })
  .input(ZProfileId)
  .output(ZReadiness)
  .query(({ ctx, input }) => readinessOf(ctx.db, input.id));

export const divisionReadiness = publicProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/athlete-profiles/{id}/division-readiness',
      summary: 'Highest division whose bar the profile meets, with reasons',
      tag: 'athletes',
    },
  })
  .input(ZProfileId)
  .output(ZDivisionReadiness)
  .query(({ ctx, input }) => divisionReadinessOf(ctx.db, input.id));

export const whatIf = publicProcedure
  .meta({
    rest: {
      method: 'GET',
      path: '/api/athlete-profiles/{id}/what-if',
      summary: 'Smallest improvement per metric that reaches the next level, and how many programs it moves',
      tag: 'athletes',
    },
  })
  .input(ZProfileId)
  .output(ZWhatIf)
  .query(({ ctx, input }) => whatIfOf(ctx.db, input.id));
