import { type Request, type Response, Router } from 'express';
import type { AppDeps } from '../deps';
import { createContext } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { sendRestError } from './errors';
import { defaultInput, type RestRoute, toExpressPath } from './route';
import { REST_ROUTES } from './routes';

type Callable = (input: unknown) => Promise<unknown>;

/** The procedure behind a route, on a caller bound to this request's context. */
function procedureAt(caller: unknown, path: string): Callable {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, Callable>)[key], caller) as Callable;
}

async function callProcedure(route: RestRoute, deps: AppDeps, req: Request, res: Response) {
  const parts = {
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: req.body,
  };
  const output = await procedureAt(
    createCaller(createContext(deps, req, res)),
    route.procedure,
  )(defaultInput(route, parts));
  res.status(route.status ?? 200).json(output ?? null);
}

/** Express routes for every REST route: procedures through a caller, downloads through their handler. */
export function restRouter(deps: AppDeps): Router {
  const router = Router();
  for (const route of REST_ROUTES) {
    router[route.method](toExpressPath(route.path), async (req: Request, res: Response) => {
      try {
        if ('procedure' in route) await callProcedure(route, deps, req, res);
        else await route.handle(createContext(deps, req, res), req, res);
      } catch (err) {
        sendRestError(res, deps.health.observe(err) ?? err, deps.log);
      }
    });
  }
  return router;
}
