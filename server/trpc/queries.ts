import { getTRPCErrorFromUnknown, getTRPCErrorShape, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TRPC_MAX_BATCH } from '../../common/constants';
import type { AppDeps } from '../deps';
import { createContext } from './context';
import { type ProcedureCall, procedures } from './procedures';
import { appRouter } from './root';

interface Call {
  path: string;
  procedure: ProcedureCall;
  input: unknown;
}

const config = appRouter._def._config;

/**
 * The SPA's reads over `/trpc` (GET queries, one or batched), answered with the same body,
 * status and headers as tRPC's own adapter, built from tRPC's public helpers. tRPC's adapter
 * turns every request into a Fetch `Request` and every answer into a `Response` piped through a
 * web stream, for streaming this app never uses; that was about half of a small read's CPU
 * (docs/performance.md). Everything else goes on to tRPC's adapter, mounted next: mutations,
 * HEAD, an unknown path or a mutation's path, an input that does not parse, a batch over the
 * limit, streaming or connection parameters. So the edge cases keep tRPC's own answers, and
 * `server/trpc/queries.int.test.ts` holds this path to tRPC's answer for the same request.
 */
export function trpcQueries(deps: AppDeps): RequestHandler {
  /** The calls a request asks for, or null when tRPC's adapter should answer it. */
  const parse = (req: Request): { calls: Call[]; isBatch: boolean } | null => {
    if (req.method !== 'GET') return null;
    const contentType = req.headers['content-type'];
    if (contentType !== undefined && !contentType.startsWith('application/json')) return null;
    if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl'))
      return null;
    const queryAt = req.url.indexOf('?');
    const search = new URLSearchParams(queryAt === -1 ? '' : req.url.slice(queryAt + 1));
    if (search.has('connectionParams')) return null;
    const isBatch = search.get('batch') === '1';
    let paths: string[];
    let inputs: unknown;
    try {
      const path = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
      paths = isBatch ? path.split(',') : [path];
      const raw = search.get('input');
      inputs = raw ? JSON.parse(raw) : undefined;
    } catch {
      return null;
    }
    if (paths.length > TRPC_MAX_BATCH) return null;
    if (
      isBatch &&
      inputs !== undefined &&
      (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))
    )
      return null;
    const calls: Call[] = [];
    for (const [index, path] of paths.entries()) {
      const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
      if (procedure?._def.type !== 'query') return null;
      const raw = isBatch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
      let input: unknown;
      try {
        input = raw === undefined ? undefined : config.transformer.input.deserialize(raw);
      } catch {
        return null;
      }
      calls.push({ path, procedure, input });
    }
    return { calls, isBatch };
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    const request = parse(req);
    if (!request) return next();
    try {
      const ctx = createContext(deps, req, res);
      const answers = await Promise.all(
        request.calls.map(async (call, batchIndex) => {
          try {
            const data = await call.procedure({
              path: call.path,
              type: 'query',
              ctx,
              getRawInput: async () => call.input,
              signal: undefined,
              batchIndex,
            });
            return { result: { data } };
          } catch (cause) {
            const error = getTRPCErrorFromUnknown(cause);
            const shape = getTRPCErrorShape({
              config,
              ctx,
              error,
              input: call.input,
              path: call.path,
              type: 'query',
            });
            return { error: shape };
          }
        }),
      );
      res.statusCode = getHTTPStatusCode(answers);
      res.setHeader('vary', 'trpc-accept, accept');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(transformTRPCResponse(config, request.isBatch ? answers : answers[0]!)));
    } catch (err) {
      next(err);
    }
  };
}
