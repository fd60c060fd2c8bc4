import { z } from 'zod';
import { ZPortalOutlook, ZTransferNeeds, ZTransferNeedsInput } from '../../../common/schemas/portal';
import { coachProcedure, protectedProcedure, router } from '../../http/trpc/init';
import { portalOutlook } from './portal.service';
import { setTransferNeeds, transferNeeds } from './transfer-needs.service';

const ZAthleteId = z.object({ athleteId: z.uuid('Profile not found') });

/** The transfer portal (ADR 036): the athlete's outlook and the programs' transfer needs. */
export const portalRouter = router({
  /** Owner only, for a profile in or entering the portal. */
  outlook: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/v1/portal/athlete/{athleteId}/outlook',
        summary:
          "Transfer windows of the athlete's sport with a countdown, what its eligibility allows, and each matched program's transfer intake at its position (owner only)",
        tag: 'portal',
      },
    })
    .input(ZAthleteId)
    .output(ZPortalOutlook)
    .query(({ ctx, input }) => portalOutlook(ctx.db, ctx.user, input.athleteId)),

  transferNeeds: coachProcedure
    .input(z.object({ programId: z.uuid('Program not found') }))
    .output(ZTransferNeeds)
    .query(({ ctx, input }) => transferNeeds(ctx.db, ctx.user.id, input.programId)),

  setTransferNeeds: coachProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/coach/programs/{programId}/transfer-needs',
        summary: 'The positions at which the program looks for transfers (staff only)',
        tag: 'coach',
      },
    })
    .input(ZTransferNeedsInput)
    .output(ZTransferNeeds)
    .mutation(({ ctx, input }) => setTransferNeeds(ctx.db, ctx.user.id, input)),
});
