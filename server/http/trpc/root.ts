import { accountRouter } from '../../modules/account';
import { adminRouter } from '../../modules/admin';
import { athleteRouter } from '../../modules/athlete';
import { authRouter } from '../../modules/auth';
import { coachRouter, recruitingRouter } from '../../modules/coach';
import { costRouter } from '../../modules/cost';
import { evidenceRouter } from '../../modules/evidence';
import { importRouter } from '../../modules/import';
import { mailRouter } from '../../modules/mail';
import { matchRouter } from '../../modules/match';
import { portalRouter } from '../../modules/portal';
import { programRouter } from '../../modules/program';
import { scholarshipRouter } from '../../modules/scholarship';
import { systemRouter } from '../../modules/system';
import { waitlistRouter } from '../../modules/waitlist';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  account: accountRouter,
  program: programRouter,
  athlete: athleteRouter,
  import: importRouter,
  match: matchRouter,
  scholarship: scholarshipRouter,
  waitlist: waitlistRouter,
  admin: adminRouter,
  mail: mailRouter,
  coach: coachRouter,
  recruiting: recruitingRouter,
  evidence: evidenceRouter,
  cost: costRouter,
  portal: portalRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
