import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { APP_ERRORS, type ApiErrorBody, AppError, appCodeFromTrpc } from '../../../common/errors';
import { INTERNAL_MESSAGE, validationMessage, zodIssues } from '../errors';

/** Map any error to the REST body { error, code, issues? } and its status. */
export function sendRestError(res: Response, err: unknown, log: Logger): void {
  const cause = err instanceof TRPCError ? (err.cause ?? err) : err;
  // Only input errors are the caller's fault; a failed *output* check is our bug (500).
  const isInputError = err instanceof TRPCError && err.code === 'BAD_REQUEST';
  if (cause instanceof ZodError && isInputError) {
    const issues = zodIssues(cause);
    res.status(400).json({
      error: validationMessage(issues),
      code: 'VALIDATION',
      issues,
    } satisfies ApiErrorBody);
    return;
  }
  if (cause instanceof AppError) {
    const retryAfter = cause.details?.retryAfter;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res
      .status(APP_ERRORS[cause.code].http)
      .json({ error: cause.message, code: cause.code } satisfies ApiErrorBody);
    return;
  }
  if (err instanceof TRPCError && err.code !== 'INTERNAL_SERVER_ERROR') {
    res
      .status(getHTTPStatusCodeFromError(err))
      .json({ error: err.message, code: appCodeFromTrpc(err.code) } satisfies ApiErrorBody);
    return;
  }
  log.error({ err: cause }, 'unhandled REST error');
  res.status(500).json({ error: INTERNAL_MESSAGE, code: 'INTERNAL' } satisfies ApiErrorBody);
}
