import { ZProgramCoverage } from '../../../common/schemas/program';
import { publicProcedure, router } from '../../http/trpc/init';
import { getCoverage } from './program.service';

export const programRouter = router({
  /** How many programs the database holds per sport × division (reference data plus operator imports). */
  coverage: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/programs/coverage',
        summary: 'Program counts by sport and division',
        tag: 'programs',
        // Reference data: it changes with a deploy or an operator's import.
        publicCache: { maxAgeSec: 300, staleSec: 3600 },
      },
    })
    .output(ZProgramCoverage)
    .query(({ ctx }) => getCoverage(ctx.db)),
});
