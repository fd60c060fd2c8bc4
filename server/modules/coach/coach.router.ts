import { z } from 'zod';
import { ZPersonName } from '../../../common/schemas/auth';
import {
  ZAdminClaim,
  ZClaimDecision,
  ZClaimHistory,
  ZClaimInput,
  ZClaimResult,
  ZClaimToken,
  ZCoachContact,
  ZCoachProgram,
  ZContactInput,
  ZMyCoachPrograms,
  ZNeedsInput,
  ZProgramDetailsInput,
  ZProgramHit,
  ZProgramRef,
  ZProgramSearch,
  ZProspectFilters,
  ZProspects,
  ZShortlistEntry,
  ZShortlistInput,
} from '../../../common/schemas/coach';
import { adminProcedure, coachProcedure, confirmedCoachProcedure, router } from '../../http/trpc/init';
import { setAccountName } from '../auth';
import {
  claimHistory,
  claimProgram,
  confirmClaim,
  decideClaim,
  findPrograms,
  leaveProgram,
  myPrograms,
  reviewQueue,
} from './claim.service';
import { programContacts, requestContact } from './contact.service';
import { programPage, setNeeds, updateDetails } from './program-page.service';
import { prospects } from './prospects.service';
import { addToShortlist, removeFromShortlist, shortlist } from './shortlist.service';

const OK = z.object({ ok: z.literal(true) });
const rest = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, summary: string, tag = 'coach') => ({
  rest: { method, path, summary, tag },
});

/** The coach's side (issue 35): every procedure checks the coach role, and staff membership per program. */
export const coachRouter = router({
  programs: coachProcedure
    .meta(rest('GET', '/api/coach/programs', "The coach's programs and claims"))
    .output(ZMyCoachPrograms)
    .query(({ ctx }) => myPrograms(ctx.db, ctx.user.id)),

  /** The coach's own name: the evidence source reads "Coach <First Last>, <Program>". */
  setName: coachProcedure
    .input(ZPersonName)
    .output(z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }))
    .mutation(async ({ ctx, input }) => {
      await setAccountName(ctx.db, ctx.user.id, input);
      return input;
    }),

  searchPrograms: coachProcedure
    .input(ZProgramSearch)
    .output(z.array(ZProgramHit))
    .query(({ ctx, input }) => findPrograms(ctx.db, input.q)),

  claim: confirmedCoachProcedure
    .meta(
      rest(
        'POST',
        '/api/coach/claims',
        'Claim a program: a link to an address at its domain, else the admin reviews',
      ),
    )
    .input(ZClaimInput)
    .output(ZClaimResult)
    .mutation(({ ctx, input }) => claimProgram(ctx.deps, ctx.user, input)),

  confirmClaim: coachProcedure
    .input(ZClaimToken)
    .output(z.object({ programId: z.string(), programName: z.string() }))
    .mutation(({ ctx, input }) => confirmClaim(ctx.deps, ctx.user.id, input.token)),

  leave: coachProcedure
    .meta(rest('DELETE', '/api/coach/programs/{programId}/staff', "Leave the program's staff"))
    .input(ZProgramRef)
    .output(OK)
    .mutation(({ ctx, input }) => leaveProgram(ctx.deps, ctx.user.id, input.programId)),

  program: coachProcedure
    .meta(rest('GET', '/api/coach/programs/{programId}', 'The program page, for its staff'))
    .input(ZProgramRef)
    .output(ZCoachProgram)
    .query(({ ctx, input }) => programPage(ctx.deps, ctx.user.id, input.programId)),

  updateDetails: coachProcedure
    .meta(rest('PATCH', '/api/coach/programs/{programId}', 'Public contact, playing style and questionnaire'))
    .input(ZProgramDetailsInput)
    .output(ZCoachProgram)
    .mutation(({ ctx, input }) => updateDetails(ctx.deps, ctx.user.id, input)),

  setNeeds: coachProcedure
    .meta(
      rest(
        'POST',
        '/api/coach/programs/{programId}/needs',
        'Replace the stated needs (position, graduation year)',
      ),
    )
    .input(ZNeedsInput)
    .output(ZCoachProgram)
    .mutation(({ ctx, input }) => setNeeds(ctx.deps, ctx.user.id, input)),

  prospects: coachProcedure
    .meta(
      rest('GET', '/api/coach/programs/{programId}/prospects', 'Opted-in, verified athletes ranked by Fit'),
    )
    .input(ZProspectFilters)
    .output(ZProspects)
    .query(({ ctx, input }) => prospects(ctx.deps, ctx.user.id, input)),

  shortlist: coachProcedure
    .meta(
      rest(
        'GET',
        '/api/coach/programs/{programId}/shortlist',
        'The shortlist, with Fit now and at the last recompute',
      ),
    )
    .input(ZProgramRef)
    .output(z.array(ZShortlistEntry))
    .query(({ ctx, input }) => shortlist(ctx.deps, ctx.user.id, input.programId)),

  addToShortlist: coachProcedure
    .input(ZShortlistInput)
    .output(OK)
    .mutation(({ ctx, input }) => addToShortlist(ctx.deps, ctx.user.id, input)),

  removeFromShortlist: coachProcedure
    .input(ZProgramRef.extend({ athleteId: z.uuid('Invalid id') }))
    .output(OK)
    .mutation(({ ctx, input }) =>
      removeFromShortlist(ctx.deps, ctx.user.id, input.programId, input.athleteId),
    ),

  requestContact: confirmedCoachProcedure
    .meta(
      rest('POST', '/api/coach/programs/{programId}/contact-requests', 'Ask an opted-in athlete for contact'),
    )
    .input(ZContactInput)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => requestContact(ctx.deps, ctx.user, input)),

  contacts: coachProcedure
    .input(ZProgramRef)
    .output(z.array(ZCoachContact))
    .query(({ ctx, input }) => programContacts(ctx.deps, ctx.user.id, input.programId)),

  /** Admin: claims whose address is not at the program's domain. */
  claimsInReview: adminProcedure
    .meta(
      rest('GET', '/api/admin/program-claims', 'Admin dashboard: program claims waiting for review', 'admin'),
    )
    .output(z.array(ZAdminClaim))
    .query(({ ctx }) => reviewQueue(ctx.db)),

  claimHistory: adminProcedure
    .meta(
      rest(
        'GET',
        '/api/admin/program-claims/history',
        'Admin dashboard: the latest decisions on reviewed claims',
        'admin',
      ),
    )
    .output(ZClaimHistory)
    .query(({ ctx }) => claimHistory(ctx.db)),

  decideClaim: adminProcedure
    .meta(
      rest(
        'POST',
        '/api/admin/program-claims/{claimId}/decision',
        'Admin: approve or reject a program claim',
        'admin',
      ),
    )
    .input(ZClaimDecision)
    .output(OK)
    .mutation(({ ctx, input }) => decideClaim(ctx.deps, input.claimId, input.approve)),
});
