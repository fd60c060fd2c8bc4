import { AppError } from '../../../common/errors';
import { ZProfileId } from '../../../common/schemas/athlete';
import { checkAdminBearer } from '../../auth/admin-bearer';
import { waitlistCsv, waitlistCsvName } from '../../modules/admin';
import { getProfile, NOT_FOUND } from '../../modules/athlete';
import { profilePdfJob } from '../../pdf/profile-job';
import { type Download, route } from './route';

/** ASCII file-name part: 'José O'Neil' → 'jose-oneil'. */
const fileSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-') || 'athlete';

/**
 * File downloads: plain Express routes (a browser saves them), documented in OpenAPI beside the
 * procedure routes. Each runs the same checks a procedure would, through the same services.
 */
export const DOWNLOADS: readonly Download[] = [
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
        profilePdfJob(origin, id),
        `${id}@${profile.updatedAt.getTime()}`,
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
];
