import { waitlistCsv } from '../modules/admin/admin.service';
import { checkAdminBearer } from '../modules/admin/admin-auth';
import { type Download, route } from './route';

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
      const day = new Date().toISOString().slice(0, 10);
      res
        .status(200)
        .set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="waitlist-${day}.csv"`,
          'Cache-Control': 'no-store',
        })
        .send(csv);
    },
  }),
];
