import { adminRouter } from '../../modules/admin/admin.router';
import { athleteRouter } from '../../modules/athlete/athlete.router';
import { authRouter } from '../../modules/auth/auth.router';
import { coachRouter } from '../../modules/coach/coach.router';
import { recruitingRouter } from '../../modules/coach/recruiting.router';
import { evidenceRouter } from '../../modules/evidence/evidence.router';
import { importRouter } from '../../modules/import/import.router';
import { mailRouter } from '../../modules/mail/mail.router';
import { matchRouter } from '../../modules/match/match.router';
import { portalRouter } from '../../modules/portal';
import { programRouter } from '../../modules/program/program.router';
import { scholarshipRouter } from '../../modules/scholarship/scholarship.router';
import { systemRouter } from '../../modules/system/system.router';
import { waitlistRouter } from '../../modules/waitlist/waitlist.router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
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
  portal: portalRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
