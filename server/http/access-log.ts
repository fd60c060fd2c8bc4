import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * One log line per request: method, path (never the query, which can carry tokens), status and
 * milliseconds; warn for 4xx and 503, error for other 5xx, and `aborted` when the client went away
 * first. A 503 is the server declining on purpose (starting up, stopping, the database away), and
 * the cause has its own line: a production start's warm-up otherwise logged each health probe as
 * an error.
 * No headers or bodies, so no cookie or bearer password can reach a log. Hashed assets are not
 * logged. This replaces pino-http, whose per-request child logger and serializers took about a
 * tenth of a small request's time (docs/performance.md).
 */
export function accessLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.url.startsWith('/assets/')) return next();
    const started = performance.now();
    res.once('close', () => {
      const status = res.statusCode;
      const level = status >= 500 && status !== 503 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const line = {
        method: req.method,
        path: req.originalUrl.split('?', 1)[0],
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      log[level](line, 'request');
    });
    next();
  };
}
