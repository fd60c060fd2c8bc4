import { type Request, type Response, Router } from 'express';
import { type AppDeps, createContext } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { sendRestError } from './errors';
import { defaultInput, toExpressPath } from './route';
import { REST_ROUTES } from './routes';

type Callable = (input: unknown) => Promise<unknown>;

/** Look up a dotted procedure path on a caller, e.g. "athlete.byId". */
export function procedureAt(caller: unknown, path: string): Callable {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], caller);
  if (typeof fn !== 'function') throw new Error(`REST table names an unknown procedure: ${path}`);
  return fn as Callable;
}

/** Express routes generated from the REST table; each calls its procedure with the request's context. */
export function restRouter(deps: AppDeps): Router {
  const router = Router();
  for (const route of REST_ROUTES) {
    router[route.method](toExpressPath(route.path), async (req: Request, res: Response) => {
      const ctx = createContext(deps, req, res);
      try {
        const parts = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
        };
        const input = route.input ? route.input(parts) : defaultInput(route, parts);
        const output = await procedureAt(createCaller(ctx), route.procedure)(input);
        if (route.send) return route.send(res, output as never);
        res.status(route.status ?? 200).json(output ?? null);
      } catch (err) {
        sendRestError(res, err, deps.log);
      }
    });
  }
  return router;
}
