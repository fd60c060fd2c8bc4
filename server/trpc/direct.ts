import { getTRPCErrorFromUnknown, getTRPCErrorShape, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TRPC_MAX_BATCH } from '../../common/constants';
import type { AppDeps } from '../deps';
import { createContext } from './context';
import { type ProcedureCall, procedures } from './procedures';
import { appRouter } from './root';

type CallType = 'query' | 'mutation';

interface Call {
  path: string;
  procedure: ProcedureCall;
  input: unknown;
}

/** A request this path answers: what it calls, before its inputs are read. */
interface Target {
  type: CallType;
  paths: string[];
  procedures: ProcedureCall[];
  isBatch: boolean;
  search: URLSearchParams;
}

const config = appRouter._def._config;

/**
 * The SPA's tRPC calls over `/trpc`: reads (GET queries) and writes (POST mutations), one or
 * batched, answered with the same body, status and headers as tRPC's own adapter, built from
 * tRPC's public helpers. tRPC's adapter turns every request into a Fetch `Request` and every
 * answer into a `Response` piped through a web stream, for streaming this app never uses; that
 * was about half of a small call's CPU (docs/performance.md, ADR 016). Everything else goes on to
 * tRPC's adapter, mounted next: HEAD, a method that does not fit its procedures, an unknown
 * path, a body or input that does not parse, a batch over the limit, a body without a declared
 * length, streaming or connection parameters. So the edge cases keep tRPC's own answers, and
 * `server/trpc/direct.int.test.ts` holds this path to tRPC's answer for the same request.
 */
export function trpcDirect(deps: AppDeps): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const target = targetOf(req);
    if (!target) return next();
    let inputs: unknown;
    if (target.type === 'query') {
      const raw = target.search.get('input');
      try {
        inputs = raw ? JSON.parse(raw) : undefined;
      } catch {
        return next();
      }
    } else {
      const body = await readBody(req);
      if (body === null) return; // the client left while sending it: nobody to answer
      // tRPC's adapter reads a string body from here instead of the stream, so it can still answer.
      req.body = body;
      try {
        inputs = JSON.parse(body);
      } catch {
        return next();
      }
    }
    const calls = callsOf(target, inputs);
    if (!calls) return next();
    try {
      const ctx = createContext(deps, req, res);
      const answers = await Promise.all(
        calls.map(async (call, batchIndex) => {
          try {
            const data = await call.procedure({
              path: call.path,
              type: target.type,
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
              type: target.type,
            });
            return { error: shape };
          }
        }),
      );
      res.statusCode = getHTTPStatusCode(answers);
      res.setHeader('vary', 'trpc-accept, accept');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(transformTRPCResponse(config, target.isBatch ? answers : answers[0]!)));
    } catch (err) {
      next(err);
    }
  };
}

/** What a request calls, read from its method, headers and URL; null leaves it to tRPC's adapter. */
function targetOf(req: Request): Target | null {
  const type: CallType | null = req.method === 'GET' ? 'query' : req.method === 'POST' ? 'mutation' : null;
  if (!type) return null;
  const contentType = req.headers['content-type'];
  if (
    type === 'query'
      ? contentType !== undefined && !contentType.startsWith('application/json')
      : !contentType?.startsWith('application/json')
  )
    return null;
  // A body of unknown length streams in: tRPC's adapter reads it and enforces its size limit.
  if (type === 'mutation' && req.headers['content-length'] === undefined) return null;
  if (req.headers['trpc-accept'] !== undefined || req.headers.accept?.includes('application/jsonl'))
    return null;
  const queryAt = req.url.indexOf('?');
  const search = new URLSearchParams(queryAt === -1 ? '' : req.url.slice(queryAt + 1));
  if (search.has('connectionParams')) return null;
  const isBatch = search.get('batch') === '1';
  let paths: string[];
  try {
    const path = decodeURIComponent(req.path.slice(req.path.lastIndexOf('/') + 1));
    paths = isBatch ? path.split(',') : [path];
  } catch {
    return null;
  }
  if (paths.length > TRPC_MAX_BATCH) return null;
  const found: ProcedureCall[] = [];
  for (const path of paths) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure?._def.type !== type) return null;
    found.push(procedure);
  }
  return { type, paths, procedures: found, isBatch, search };
}

/** Each call with its input, deserialised as tRPC does; null when tRPC would refuse the inputs. */
function callsOf(target: Target, inputs: unknown): Call[] | null {
  if (
    target.isBatch &&
    inputs !== undefined &&
    (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs))
  )
    return null;
  const calls: Call[] = [];
  for (const [index, path] of target.paths.entries()) {
    const raw = target.isBatch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
    let input: unknown;
    try {
      input = raw === undefined ? undefined : config.transformer.input.deserialize(raw);
    } catch {
      return null;
    }
    calls.push({ path, procedure: target.procedures[index]!, input });
  }
  return calls;
}

/** The whole body as text, or null when the client goes away before sending all of it. */
function readBody(req: Request): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('close', () => resolve(null)); // after 'end', a no-op: the promise has settled
    req.once('error', () => resolve(null));
  });
}
