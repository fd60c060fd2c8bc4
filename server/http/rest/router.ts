import { type Request, type Response, Router } from 'express';
import type { AppDeps } from '../../deps';
import { createContext } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { sendRestError } from './errors';
import { type DocumentedRoute, defaultInput, type RestRoute } from './route';
import { REST_ROUTES } from './routes';

/** `/api/athlete-profiles/{id}` → `/api/athlete-profiles/:id`, Express's own path syntax. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The Cache-Control of an answer that is the same for everyone. One that renews the caller's
 * session cookie on the way is `private`: a shared cache must never hand that cookie to others.
 */
export function publicCacheControl(
  { maxAgeSec, staleSec }: { maxAgeSec: number; staleSec: number },
  res: Response,
): string {
  const scope = res.getHeader('Set-Cookie') === undefined ? 'public' : 'private';
  return `${scope}, max-age=${maxAgeSec}, stale-while-revalidate=${staleSec}`;
}

type Caller = ReturnType<typeof createCaller>;
type CallerFn = (input: unknown) => Promise<unknown>;

/** The caller's function at a dotted procedure path, e.g. `athlete.byId`. */
function procedureOf(caller: Caller, path: string): CallerFn {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return fn as CallerFn;
}

async function callProcedure(route: RestRoute, deps: AppDeps, req: Request, res: Response) {
  const input = defaultInput(route, {
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: req.body,
  });
  const output = await procedureOf(createCaller(createContext(deps, req, res)), route.procedure)(input);
  if (route.publicCache) res.setHeader('Cache-Control', publicCacheControl(route.publicCache, res));
  res.status(route.status ?? 200).json(output ?? null);
}

/**
 * The documented REST paths as an Express Router: each route calls its procedure through tRPC's
 * own caller (every middleware, parser and the output check run), or a download's handler.
 */
export function restRouter(deps: AppDeps): Router {
  const router = Router();
  for (const route of REST_ROUTES as readonly DocumentedRoute[]) {
    router[route.method](expressPath(route.path), async (req: Request, res: Response) => {
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
