import {
  ZImportHudl,
  ZImportNcsa,
  ZImportResult,
  ZImportSources,
  ZImportX,
} from '../../../common/schemas/import';
import { protectedProcedure, publicProcedure, rateLimited, router } from '../../http/trpc/init';
import * as service from './import.service';

/**
 * Prefill the profile builder from another site (SPEC §2). Signed-in only, because only the
 * builder uses it, and rate limited per user: each call fetches a third-party page, for up to 5 s
 * a hop.
 */
const importing = protectedProcedure.use(rateLimited('import', (ctx) => ctx.user?.id ?? ctx.ip));

export const importRouter = router({
  sources: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/import/sources',
        summary: 'Which importers this server offers (X needs an operator token)',
        tag: 'import',
      },
    })
    .output(ZImportSources)
    .query(({ ctx }) => service.availableSources(ctx.deps.env)),
  x: importing
    .meta({
      rest: {
        method: 'POST',
        path: '/api/import/x',
        summary: 'Prefill from an X handle (X API v2)',
        tag: 'import',
      },
    })
    .input(ZImportX)
    .output(ZImportResult)
    .mutation(({ ctx, input }) => service.importX(ctx.deps.env, input.handle)),
  hudl: importing
    .meta({
      rest: {
        method: 'POST',
        path: '/api/import/hudl',
        summary: 'Prefill from a public Hudl profile',
        tag: 'import',
      },
    })
    .input(ZImportHudl)
    .output(ZImportResult)
    .mutation(({ ctx, input }) => service.importHudl(ctx.deps.env, input.url)),
  ncsa: importing
    .meta({
      rest: {
        method: 'POST',
        path: '/api/import/ncsa',
        summary: 'Prefill from a public NCSA profile',
        tag: 'import',
      },
    })
    .input(ZImportNcsa)
    .output(ZImportResult)
    .mutation(({ ctx, input }) => service.importNcsa(ctx.deps.env, input.url)),
});
