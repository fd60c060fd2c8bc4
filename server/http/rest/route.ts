import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Context } from '../trpc/context';

export interface RestRequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Documentation shared by procedure routes and downloads: what /api/openapi.json says. */
interface RouteDoc {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI-style path, e.g. /api/athlete-profiles/{id}. */
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  output?: z.ZodType;
  /** Success status (default 200). */
  status?: number;
  security?: 'session' | 'coach' | 'admin';
  /** Documented media type of a non-JSON answer. */
  produces?: string;
  publicCache?: { maxAgeSec: number; staleSec: number };
  /** A multipart/form-data file upload, in the named field. */
  upload?: { field: string };
}

/** An HTTP route that calls a tRPC procedure; derived from the procedure (bindings.ts). */
export interface RestRoute extends RouteDoc {
  /** Dotted tRPC path, e.g. athlete.byId; also the OpenAPI operationId. */
  procedure: string;
}

/**
 * A file download (CSV, PDF) or upload: a plain Express route, because a browser saves or sends
 * a file with it and no procedure client reads it. It runs its own checks through the same services.
 */
export interface Download extends RouteDoc {
  operationId: string;
  produces: string;
  handle: (ctx: Context, req: Request, res: Response) => Promise<void>;
}

export type DocumentedRoute = RestRoute | Download;

/** Identity helper that type-checks a documentation row (used by tests and downloads). */
export function route<T extends DocumentedRoute>(r: T): T {
  return r;
}

/**
 * Path params always win, so a body can never retarget the resource in the URL. A GET whose input
 * is a query object gets `{}` without a query string, so its defaults apply (`?page` is optional).
 */
export function defaultInput(
  route: Pick<RestRoute, 'body' | 'query'>,
  { params, query, body }: RestRequestParts,
): unknown {
  if (route.body) {
    const bodyObject = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
    return { ...bodyObject, ...params };
  }
  const merged = { ...query, ...params };
  return Object.keys(merged).length === 0 && !route.query ? undefined : merged;
}
