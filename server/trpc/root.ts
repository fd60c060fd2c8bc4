import { athleteRouter } from '../modules/athlete/athlete.router';
import { authRouter } from '../modules/auth/auth.router';
import { programRouter } from '../modules/program/program.router';
import { systemRouter } from '../modules/system/system.router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  program: programRouter,
  athlete: athleteRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
