import { z } from 'zod';
import { ZAthleteContact, ZRequestId, ZRespondInput, ZVisibility } from '../../../common/schemas/coach';
import { protectedProcedure, router } from '../../http/trpc/init';
import { myContactRequests, respondToRequest, stopSharing } from './contact.service';
import { setDiscoverable, visibility } from './visibility.service';

/** The athlete's side of coach contact (issue 35). */
export const recruitingRouter = router({
  visibility: protectedProcedure.output(ZVisibility).query(({ ctx }) => visibility(ctx.deps, ctx.user.id)),

  setDiscoverable: protectedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/recruiting/visibility',
        summary: 'Let coaches find my profile (off by default; needs a verified email)',
        tag: 'recruiting',
      },
    })
    .input(z.object({ discoverable: z.boolean() }))
    .output(ZVisibility)
    .mutation(({ ctx, input }) => setDiscoverable(ctx.deps, ctx.user.id, input.discoverable)),

  contactRequests: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/recruiting/contact-requests',
        summary: 'Coaches asking to contact me',
        tag: 'recruiting',
      },
    })
    .output(z.array(ZAthleteContact))
    .query(({ ctx }) => myContactRequests(ctx.deps, ctx.user.id)),

  respond: protectedProcedure
    .input(ZRespondInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => respondToRequest(ctx.deps, ctx.user, input.requestId, input.accept)),

  stopSharing: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/recruiting/contact-requests/{requestId}/stop-sharing',
        summary: "Stop sharing with a program: its coaches lose my files and address, and can't ask again",
        tag: 'recruiting',
      },
    })
    .input(ZRequestId)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(({ ctx, input }) => stopSharing(ctx.deps, ctx.user.id, input.requestId)),
});
