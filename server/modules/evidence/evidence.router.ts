import { z } from 'zod';
import { VERIFICATION_LEVELS } from '../../../common/constants';
import { AppError } from '../../../common/errors';
import {
  ZClaimSent,
  ZClaimToken,
  ZCoachVerification,
  ZCoachVerify,
  ZCoachVerifyResult,
  ZConfirmResult,
  ZConfirmUpload,
  ZEventResult,
  ZEvidenceFile,
  ZFileId,
  ZLinkMetric,
  ZResultId,
} from '../../../common/schemas/evidence';
import {
  adminProcedure,
  coachProcedure,
  protectedProcedure,
  rateLimited,
  router,
} from '../../http/trpc/init';
import { coachVerifications, coachVerify } from './coach-verify.service';
import { claimableResults } from './event.service';
import { claimResult, confirmClaim } from './event-claim.service';
import { importEventCsv } from './event-import';
import { linkMetric } from './link.service';
import * as uploads from './upload.service';

const ZLevel = z.object({ level: z.enum(VERIFICATION_LEVELS) });

/** Evidence that moves a metric up the ladder (SPEC §4; issue 37). Uploads and downloads are file routes (server/http/rest/files.ts). */
export const evidenceRouter = router({
  files: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/evidence/files',
        summary: 'Your uploaded files, newest first',
        tag: 'evidence',
      },
    })
    .output(z.array(ZEvidenceFile))
    .query(({ ctx }) => uploads.listFiles(ctx.db, ctx.user)),

  file: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/evidence/files/{id}',
        summary: 'One of your files, with the metrics read from it',
        tag: 'evidence',
      },
    })
    .input(ZFileId)
    .output(ZEvidenceFile)
    .query(({ ctx, input }) => uploads.getFile(ctx.db, ctx.user, input.id)),

  confirm: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/evidence/files/{id}/confirm',
        summary: 'Confirm or correct the metrics read from a file: they become Uploaded',
        tag: 'evidence',
      },
    })
    .input(ZConfirmUpload)
    .output(ZConfirmResult)
    .mutation(({ ctx, input }) => uploads.confirmUpload(ctx.deps, ctx.user, input)),

  link: protectedProcedure
    .use(rateLimited('evidence_link', (ctx) => ctx.user?.id ?? ctx.ip))
    .meta({
      rest: {
        method: 'POST',
        path: '/api/evidence/link',
        summary: 'A metric shown on your public Hudl, NCSA or MaxPreps page becomes Linked',
        tag: 'evidence',
      },
    })
    .input(ZLinkMetric)
    .output(ZLevel)
    .mutation(({ ctx, input }) => linkMetric(ctx.deps, ctx.user, input)),

  claimable: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/evidence/event-results',
        summary: 'Event results under your name, waiting to be claimed',
        tag: 'evidence',
      },
    })
    .output(z.array(ZEventResult))
    .query(({ ctx }) => claimableResults(ctx.db, ctx.user)),

  claim: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/evidence/event-results/{id}/claim',
        summary:
          'Claim an event result: a single-use link goes to the address it was registered with (nothing changes until it is opened)',
        tag: 'evidence',
      },
    })
    .input(ZResultId)
    .output(ZClaimSent)
    .mutation(({ ctx, input }) => claimResult(ctx.deps, ctx.user, input.id)),

  confirmClaim: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/evidence/event-results/confirm-claim',
        summary: "Open a claim's emailed link as the athlete who asked: the metric becomes Event Data",
        tag: 'evidence',
      },
    })
    .input(ZClaimToken)
    .output(ZEventResult)
    .mutation(({ ctx, input }) => confirmClaim(ctx.deps, ctx.user, input.token)),

  /** The operator's event import over HTTP, for the same CSV as `npm run events:import` (docs/events-csv.md). */
  importEvents: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/event-results',
        summary: 'Import combine or testing-event results (CSV text); matched rows become Event Data',
        tag: 'admin',
      },
    })
    .input(
      z.object({
        csv: z.string().min(1, 'The CSV is empty').max(90_000, 'Send at most 90,000 characters at a time'),
      }),
    )
    .output(z.object({ rows: z.number(), matched: z.number(), waiting: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const { issues, ...result } = await importEventCsv(ctx.deps, input.csv);
      if (issues.length)
        throw new AppError(
          'BAD_REQUEST',
          `Nothing imported: ${issues
            .slice(0, 5)
            .map((i) => `line ${i.line}: ${i.message}`)
            .join('; ')}`,
        );
      return result;
    }),

  /** The coaches' side calls this; it refuses anyone but a coach the athlete accepted contact from. */
  coachVerify: protectedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/evidence/coach-verify',
        summary: "A coach marks an athlete's metric Coach Verified",
        tag: 'evidence',
      },
    })
    .input(ZCoachVerify)
    .output(ZCoachVerifyResult)
    .mutation(({ ctx, input }) => coachVerify(ctx.deps, ctx.user, input)),

  coachVerifications: coachProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/evidence/coach-verifications',
        summary:
          'The metrics you verified, and which ones an athlete has changed since (those are Self-Reported again)',
        tag: 'evidence',
      },
    })
    .output(z.array(ZCoachVerification))
    .query(({ ctx }) => coachVerifications(ctx.db, ctx.user)),
});
