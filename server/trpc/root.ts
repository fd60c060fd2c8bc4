import { authRouter } from '../modules/auth/auth.router';
import { systemRouter } from '../modules/system/system.router';
import { createCallerFactory, router } from './init';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
