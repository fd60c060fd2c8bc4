import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { Request, Response } from 'express';
import { APP_ERRORS, type ApiErrorBody, type AppErrorCode } from '../../common/errors';

/**
 * An error answered by middleware in front of the API (NUL in the URL, an oversized body), in the
 * protocol the caller speaks: REST's { error, code }, or under /trpc the envelope the tRPC client
 * reads (superjson's `json` wrapper, one per call of a batch), so a tRPC caller sees the message too.
 */
export function sendEdgeError(req: Request, res: Response, code: AppErrorCode, message: string): void {
  const { http, trpc } = APP_ERRORS[code];
  res.status(http);
  if (!req.originalUrl.startsWith('/trpc')) {
    res.json({ error: message, code } satisfies ApiErrorBody);
    return;
  }
  const error = {
    json: { message, code: TRPC_ERROR_CODES_BY_KEY[trpc], data: { code: trpc, httpStatus: http } },
  };
  if (req.query.batch !== '1') {
    res.json({ error });
    return;
  }
  const calls = req.path.replace(/^\//, '').split(',').length;
  res.json(Array.from({ length: calls }, () => ({ error })));
}
