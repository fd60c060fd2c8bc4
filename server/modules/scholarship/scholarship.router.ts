import { ZScholarshipList } from '../../../common/schemas/scholarship';
import { publicProcedure, router } from '../../http/trpc/init';
import * as service from './scholarship.service';

export const scholarshipRouter = router({
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/scholarships',
        summary: 'Every scholarship; eligibility is computed client-side with isEligible()',
        tag: 'scholarships',
      },
    })
    .output(ZScholarshipList)
    .query(({ ctx }) => service.list(ctx.db)),
});
