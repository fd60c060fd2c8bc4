import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../../common/errors';
import { EVIDENCE_MESSAGES, ZEvidenceFile, ZFileId } from '../../../common/schemas/evidence';
import type { LargeBodyRoute } from '../../http/request-guards';
import { type Download, route } from '../../http/rest/route';
import type { Context } from '../../http/trpc/context';
import * as service from './evidence.service';
import { FILE_MESSAGES, FileRefused, MAX_UPLOAD_BYTES } from './file-check';

export const UPLOAD_PATH = '/api/evidence/files';

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

function receiveFile(req: Request, res: Response): Promise<Express.Multer.File> {
  return new Promise((resolve, reject) =>
    receive(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return reject(new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge));
        return reject(new AppError('BAD_REQUEST', EVIDENCE_MESSAGES.noFile));
      }
      if (err) return reject(new AppError('BAD_REQUEST', EVIDENCE_MESSAGES.noFile));
      if (!req.file) return reject(new AppError('BAD_REQUEST', EVIDENCE_MESSAGES.noFile));
      resolve(req.file);
    }),
  );
}

function signedIn(ctx: Context) {
  if (!ctx.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return ctx.user;
}

/** Upload and file download: plain Express routes (a browser sends and saves files with them). */
export const EVIDENCE_ROUTES: readonly Download[] = [
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
      const user = signedIn(ctx);
      await ctx.deps.limiter.consume('evidence_upload', user.id);
      const file = await receiveFile(req, res);
      try {
        const saved = await service.uploadFile(ctx.deps, user, {
          bytes: file.buffer,
          name: file.originalname,
        });
        res.status(201).json(ZEvidenceFile.parse(saved));
      } catch (err) {
        if (err instanceof FileRefused) throw new AppError('BAD_REQUEST', err.message);
        throw err;
      }
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
      const file = await service.downloadFile(ctx.deps, ctx.user, parsed.data.id);
      res
        .status(200)
        .set({
          'Content-Type': file.mediaType,
          // Always a download, never rendered in our origin: a file can carry no script to run.
          'Content-Disposition': `attachment; filename="${file.name.replace(/[^\w .()-]/g, '_')}"`,
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
        })
        .send(file.bytes);
    },
  }),
];
