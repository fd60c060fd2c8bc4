import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { AppError } from '../../../common/errors';
import { ZProfileId } from '../../../common/schemas/athlete';
import { EVIDENCE_MESSAGES, UPLOAD_PATH, ZEvidenceFile, ZFileId } from '../../../common/schemas/evidence';
import { checkAdminBearer } from '../../auth/admin-bearer';
import { waitlistCsv, waitlistCsvName } from '../../modules/admin';
import { getProfile, NOT_FOUND } from '../../modules/athlete';
import {
  downloadFile,
  FILE_MESSAGES,
  FileRefused,
  MAX_UPLOAD_BYTES,
  uploadFile,
} from '../../modules/evidence';
import { pdfTopPrograms } from '../../modules/match';
import { profilePdfJob } from '../../pdf/profile-job';
import { publicOrigin } from '../../platform/public-origin';
import type { LargeBodyRoute } from '../request-guards';
import { createCallerFactory, protectedProcedure, rateLimited, router } from '../trpc/init';
import { type Download, route } from './route';

/**
 * The upload takes up to 10 MB (plus the form's own bytes) and up to two minutes to arrive,
 * instead of the API's 100 KB and its body deadline (server/http/request-guards.ts).
 */
export const LARGE_BODIES: readonly LargeBodyRoute[] = [
  {
    method: 'POST',
    path: UPLOAD_PATH,
    maxBytes: MAX_UPLOAD_BYTES + 64 * 1024,
    message: FILE_MESSAGES.tooLarge,
    timeoutMs: 120_000,
  },
];

/** One file in the `file` field, held in memory (≤ 10 MB) for its checks; no other fields. */
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
}).single('file');

function receiveFile(req: Request, res: Response): Promise<{ bytes: Buffer; name: string }> {
  return new Promise((resolve, reject) =>
    receive(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
        return reject(new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge));
      if (err || !req.file) return reject(new AppError('BAD_REQUEST', EVIDENCE_MESSAGES.noFile));
      resolve({ bytes: req.file.buffer, name: req.file.originalname });
    }),
  );
}

/**
 * The evidence file routes as procedures of the ladder (never mounted on /trpc): sign-in, the
 * outage 503 and the error mapping are the ladder's own. The upload's body is received only
 * once those checks and the rate limit pass.
 */
const fileProcedures = router({
  upload: protectedProcedure
    .use(rateLimited('evidence_upload', (ctx) => ctx.user?.id ?? ctx.ip))
    .input(z.object({ receive: z.custom<() => Promise<{ bytes: Buffer; name: string }>>() }))
    .mutation(async ({ ctx, input }) => {
      try {
        return await uploadFile(ctx.deps, ctx.user, await input.receive());
      } catch (err) {
        if (err instanceof FileRefused) throw new AppError('BAD_REQUEST', err.message);
        throw err;
      }
    }),
  content: protectedProcedure
    .input(ZFileId)
    .query(({ ctx, input }) => downloadFile(ctx.deps, ctx.user, input.id)),
});
const fileCaller = createCallerFactory(fileProcedures);

/** ASCII file-name part: 'José O'Neil' → 'jose-oneil'. */
const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-') || 'athlete';

/**
 * File routes: plain Express routes (a browser sends or saves a file with them), documented in
 * OpenAPI beside the procedure routes. Each runs the ladder's checks, through the same services.
 */
export const FILE_ROUTES: readonly Download[] = [
  route({
    method: 'get',
    path: '/api/admin/waitlist/export.csv',
    operationId: 'admin.exportCsv',
    summary: 'Every sign-up as CSV (formula-injection safe)',
    tag: 'admin',
    security: 'admin',
    produces: 'text/csv',
    async handle(ctx, _req, res) {
      await checkAdminBearer(ctx);
      const csv = await waitlistCsv(ctx.db);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${waitlistCsvName()}"`,
          'Cache-Control': 'no-store',
        })
        .send(csv);
    },
  }),
  route({
    method: 'get',
    path: '/api/athlete-profiles/{id}/pdf',
    operationId: 'athlete.pdf',
    summary: 'The public profile as a PDF (rendered from the public page; rate limited)',
    tag: 'athletes',
    params: ZProfileId,
    produces: 'application/pdf',
    async handle(ctx, req, res) {
      const parsed = ZProfileId.safeParse(req.params);
      if (!parsed.success) throw new AppError('NOT_FOUND', NOT_FOUND);
      const { id } = parsed.data;
      await ctx.deps.limiter.consume('pdf', ctx.ip);
      const profile = await getProfile(ctx.db, id);
      // The server renders its own public page over loopback, whatever proxy sits in front of it.
      const origin = `http://127.0.0.1:${req.socket.localPort}`;
      const pdf = await ctx.deps.pdf.render(
        profilePdfJob(origin, id, {
          publicOrigin: publicOrigin(ctx.deps),
          discoverable: profile.discoverable,
          paper: profile.pdfPaper,
        }),
        // The choices (paper, top programs) change updatedAt, so they make a new version too; a
        // listed program's new Fit (a weekly recompute) does as well.
        `${id}@${profile.updatedAt.getTime()}@${profile.discoverable}${
          profile.pdfTopPrograms ? `@${JSON.stringify(await pdfTopPrograms(ctx.db, id))}` : ''
        }`,
      );
      const name = `${fileSlug(profile.firstName)}-${fileSlug(profile.lastName)}-recruiting-profile.pdf`;
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${name}"`,
          'Cache-Control': 'no-store',
        })
        .send(Buffer.from(pdf));
    },
  }),
  route({
    method: 'post',
    path: UPLOAD_PATH,
    operationId: 'evidence.upload',
    summary: 'Upload a stats sheet (PNG, JPG or PDF up to 10 MB); its metrics are read in the background',
    tag: 'evidence',
    security: 'session',
    status: 201,
    upload: { field: 'file' },
    produces: 'application/json',
    output: ZEvidenceFile,
    async handle(ctx, req, res) {
      const saved = await fileCaller(ctx).upload({ receive: () => receiveFile(req, res) });
      res.status(201).json(ZEvidenceFile.parse(saved));
    },
  }),
  route({
    method: 'get',
    path: '/api/evidence/files/{id}/content',
    operationId: 'evidence.content',
    summary: "An uploaded file's bytes (its owner, or a coach the athlete accepted contact from)",
    tag: 'evidence',
    security: 'session',
    params: ZFileId,
    produces: 'application/octet-stream',
    async handle(ctx, req, res) {
      const parsed = ZFileId.safeParse(req.params);
      if (!parsed.success) throw new AppError('NOT_FOUND', EVIDENCE_MESSAGES.fileNotFound);
      const file = await fileCaller(ctx).content(parsed.data);
      res
        .status(200)
        .set({
          'Content-Type': file.mediaType,
          // Always a download, never rendered in our origin, named by the type the bytes were found to be.
          'Content-Disposition': `attachment; filename="${file.name}"`,
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        })
        .send(file.bytes);
    },
  }),
];
