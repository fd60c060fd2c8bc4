import type { Response } from 'express';
import type { z } from 'zod';

export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** One row of the REST table: an HTTP route that calls a tRPC procedure. */
export interface RestRoute {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI-style path, e.g. /api/athlete-profiles/{id}. */
  path: string;
  /** Dotted tRPC path, e.g. athlete.byId. */
  procedure: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  output?: z.ZodType;
  /** Request → procedure input. Default: { ...body, ...params } with a body, else { ...query, ...params }. */
  input?: (parts: RestRequestParts) => unknown;
  /** Success status (default 200). */
  status?: number;
  security?: 'session' | 'admin';
  /** For non-JSON answers (CSV, PDF): write the procedure output to the response. */
  send?: (res: Response, output: never) => void;
  /** Documented media type of a non-JSON answer. */
  produces?: string;
}

/** Identity helper that type-checks a row and keeps `send` typed against its output. */
export function route<T = unknown>(
  r: Omit<RestRoute, 'send'> & { send?: (res: Response, output: T) => void },
): RestRoute {
  return r as RestRoute;
}

/** Path params always win, so a body can never retarget the resource in the URL. */
export function defaultInput(
  route: Pick<RestRoute, 'body'>,
  { params, query, body }: RestRequestParts,
): unknown {
  if (route.body) {
    const bodyObject = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return { ...bodyObject, ...params };
  }
  const merged = { ...query, ...params };
  return Object.keys(merged).length === 0 ? undefined : merged;
}

export const toExpressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
