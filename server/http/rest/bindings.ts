import { z } from 'zod';
import type { Meta } from '../trpc/init';
import type { RestRoute } from './route';

/** The part of a built tRPC router the walker reads. */
interface ProcedureLike {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: Meta; inputs: unknown[]; output?: unknown };
}
/** Any built tRPC router: at run time `_def.procedures` is flat, keyed by the dotted path. */
export interface RouterLike {
  _def: { procedures: object };
}

const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A binding that cannot work stops the server at start-up, naming the procedure and what is wrong. */
export class RestBindingError extends Error {
  constructor(procedure: string, rest: { method: string; path: string }, problem: string) {
    super(`REST binding ${rest.method} ${rest.path} → ${procedure}: ${problem}`);
    this.name = 'RestBindingError';
  }
}

function inputSchemaOf(procedure: string, def: ProcedureLike['_def'], bad: (p: string) => never) {
  if (def.inputs.length > 1) bad('more than one .input() is not supported by the REST layer');
  const input = def.inputs[0];
  if (input !== undefined && !(input instanceof z.ZodType))
    bad(`the input of ${procedure} is not a zod schema`);
  return input as z.ZodType | undefined;
}

/** One REST route from a procedure's `.meta({ rest })`, `.input` and `.output`: nothing is restated. */
function routeOf(procedure: string, def: ProcedureLike['_def']): RestRoute | undefined {
  const rest = def.meta?.rest;
  if (!rest) return undefined;
  const bad = (problem: string): never => {
    throw new RestBindingError(procedure, rest, problem);
  };
  if (def.type === 'subscription') bad('subscriptions have no REST form');
  if (!rest.path.startsWith('/')) bad('the path must start with "/"');
  if ((rest.method === 'GET') !== (def.type === 'query'))
    bad(`a ${def.type} must not be bound to ${rest.method} (GET is for queries only)`);

  const input = inputSchemaOf(procedure, def, bad);
  const names = pathParams(rest.path);
  let params: z.ZodObject | undefined;
  let remainder: z.ZodType | undefined = input;
  if (names.length > 0) {
    if (!(input instanceof z.ZodObject)) bad(`path parameters {${names.join('}, {')}} need an object input`);
    const object = input as z.ZodObject;
    const missing = names.filter((n) => !(n in object.shape));
    if (missing.length)
      bad(`path parameter${missing.length > 1 ? 's' : ''} {${missing.join('}, {')}} not in its input`);
    const mask = Object.fromEntries(names.map((n) => [n, true])) as never;
    params = object.pick(mask);
    remainder = Object.keys(object.shape).length > names.length ? object.omit(mask) : undefined;
  }
  const isGet = rest.method === 'GET';
  if (isGet && remainder && !(remainder instanceof z.ZodObject))
    bad('a GET input must be an object (query string)');

  return {
    method: rest.method.toLowerCase() as RestRoute['method'],
    path: rest.path,
    procedure,
    summary: rest.summary,
    tag: rest.tag,
    status: rest.status,
    publicCache: rest.publicCache,
    security: def.meta?.auth,
    params,
    ...(isGet ? { query: remainder as z.ZodObject | undefined } : { body: remainder ?? z.object({}) }),
    output: def.output instanceof z.ZodType ? def.output : undefined,
  };
}

/** Walk a router: every procedure with `.meta({ rest })` becomes a route; clashes stop start-up. */
export function restRoutesFrom(router: RouterLike): RestRoute[] {
  const routes: RestRoute[] = [];
  const seen = new Map<string, string>();
  for (const [procedure, { _def }] of Object.entries(
    router._def.procedures as Record<string, ProcedureLike>,
  )) {
    const route = routeOf(procedure, _def);
    if (!route) continue;
    const key = `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`;
    const clash = seen.get(key);
    if (clash)
      throw new RestBindingError(procedure, _def.meta!.rest!, `the same route is already bound to ${clash}`);
    seen.set(key, procedure);
    routes.push(route);
  }
  return routes;
}
