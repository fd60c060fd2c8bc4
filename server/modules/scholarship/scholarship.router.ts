import { ZScholarshipList } from '../../../common/schemas/scholarship';
import { publicProcedure, router } from '../../trpc/init';
import * as service from './scholarship.service';

export const scholarshipRouter = router({
  list: publicProcedure.output(ZScholarshipList).query(({ ctx }) => service.list(ctx.db)),
});
