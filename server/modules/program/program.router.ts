import { z } from 'zod';
import { publicProcedure, router } from '../../trpc/init';
import { getCoverage } from './program.service';

export const ZProgramCoverage = z.object({
  divisions: z.array(z.string()),
  rows: z.array(
    z.object({ sport: z.string(), counts: z.record(z.string(), z.number().int()), total: z.number().int() }),
  ),
  totals: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});

export const programRouter = router({
  /** How many programs the database holds per sport × division (reference data plus operator imports). */
  coverage: publicProcedure.output(ZProgramCoverage).query(({ ctx }) => getCoverage(ctx.db)),
});
