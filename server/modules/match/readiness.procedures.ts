import { ZProfileId } from '../../../common/schemas/athlete';
import { ZDivisionReadiness, ZReadiness, ZWhatIf } from '../../../common/schemas/match';
import { publicProcedure } from '../../trpc/init';
import { divisionReadiness as divisionReadinessOf, readinessOf, whatIfOf } from './match.service';

/**
 * Spread into the `athlete` router (athlete.readiness, athlete.divisionReadiness).
 * Public: the public profile shows the division-readiness card, and both answers are
 * derived only from fields the public profile already shows.
 */
export const readinessProcedures = {
  readiness: publicProcedure
    .input(ZProfileId)
    .output(ZReadiness)
    .query(({ ctx, input }) => readinessOf(ctx.db, input.id)),
  divisionReadiness: publicProcedure
    .input(ZProfileId)
    .output(ZDivisionReadiness)
    .query(({ ctx, input }) => divisionReadinessOf(ctx.db, input.id)),
  whatIf: publicProcedure
    .input(ZProfileId)
    .output(ZWhatIf)
    .query(({ ctx, input }) => whatIfOf(ctx.db, input.id)),
};
