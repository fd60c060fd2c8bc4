import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { ApiErrorBody } from '../../common/errors';
import type { AppDeps } from '../deps';
import { createContext } from '../trpc/context';
import { type ProcedureCall, procedures } from '../trpc/procedures';
import { sendRestError } from './errors';
import { defaultInput, pathPattern, type RestRoute } from './route';
import { REST_ROUTES } from './routes';

function procedureAt(path: string): ProcedureCall {
  const procedure = procedures[path];
  if (!procedure) throw new Error(`REST table: no procedure at ${path}`);
  return procedure;
}

async function callProcedure(route: RestRoute, deps: AppDeps, req: Request, res: Response) {
  const parts = {
    params: req.params as Record<string, string>,
    query: req.query as Record<string, unknown>,
    body: req.body,
  };
  const procedure = procedureAt(route.procedure);
  const input = defaultInput(route, parts);
  const output = await procedure({
    path: route.procedure,
    type: procedure._def.type,
    ctx: createContext(deps, req, res),
    getRawInput: async () => input,
    signal: undefined,
    batchIndex: 0,
  });
  res.status(route.status ?? 200).json(output ?? null);
}

type AnyRoute = (typeof REST_ROUTES)[number];

interface ParamRoute {
  route: AnyRoute;
  method: string;
  pattern: RegExp;
  keys: string[];
}

/**
 * The REST table as one middleware: a path without parameters is one Map lookup, a path with
 * them one regular expression each (a handful). Mounted as an Express router, the table was one
 * layer per route, walked in order on every request: a tenth of a small request's time
 * (docs/performance.md). Matching keeps Express's defaults: case-insensitive, an optional trailing
 * slash, HEAD answered by GET, and a parameter that does not decode is a 400.
 */
export function restRouter(deps: AppDeps): RequestHandler {
  for (const route of REST_ROUTES) if ('procedure' in route) procedureAt(route.procedure);
  const fixed = new Map<string, AnyRoute>();
  const withParams: ParamRoute[] = [];
  for (const route of REST_ROUTES) {
    const method = route.method.toUpperCase();
    if (!route.path.includes('{')) {
      fixed.set(`${method} ${route.path.toLowerCase()}`, route);
      continue;
    }
    withParams.push({ route, method, ...pathPattern(route.path) });
  }

  const find = (method: string, path: string): { route: AnyRoute; params: Record<string, string> } | null => {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const route = fixed.get(`${method} ${trimmed.toLowerCase()}`);
    if (route) return { route, params: {} };
    for (const candidate of withParams) {
      if (candidate.method !== method) continue;
      const match = candidate.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        candidate.keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)]),
      );
      return { route: candidate.route, params };
    }
    return null;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    let hit: ReturnType<typeof find>;
    try {
      hit = find(req.method === 'HEAD' ? 'GET' : req.method, req.path);
    } catch {
      return void res.status(400).json({ error: 'Bad request', code: 'BAD_REQUEST' } satisfies ApiErrorBody);
    }
    if (!hit) return next();
    const { route, params } = hit;
    req.params = params;
    try {
      if ('procedure' in route) await callProcedure(route, deps, req, res);
      else await route.handle(createContext(deps, req, res), req, res);
    } catch (err) {
      sendRestError(res, deps.health.observe(err) ?? err, deps.log);
    }
  };
}
