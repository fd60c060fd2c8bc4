import type { NextFunction, Request, Response } from 'express';
import pLimit from 'p-limit';
import { LOGIN_PATH } from './auth/routes';
import { sendEdgeError } from './edge-error';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './health';
import { pathPattern } from './rest/route';
import { REST_ROUTES } from './rest/routes';
import { procedures } from './trpc/procedures';

/** Requests queued behind the running ones before the next is refused: about a second of work. */
const MAX_WAITING = 1000;

// The requests that wait on a bound of their own, as their routes declare it (`waitsElsewhere` in
// a procedure's meta or a download's row), plus signing in, whose argon2 runs on libuv's threads.
const PROCEDURES_WAITING_ELSEWHERE = new Set(
  Object.keys(procedures).filter((name) => procedures[name]?._def.meta?.waitsElsewhere),
);
const REST_WAITING_ELSEWHERE = [
  ...REST_ROUTES.filter((route) => route.waitsElsewhere).map((route) => ({
    method: route.method.toUpperCase(),
    pattern: pathPattern(route.path).pattern,
  })),
  { method: 'POST', pattern: pathPattern(LOGIN_PATH).pattern },
];

function waitsElsewhere(req: Request): boolean {
  const path = req.baseUrl + req.path;
  // A tRPC path names its procedures, comma-separated when batched.
  if (path.startsWith('/trpc/'))
    return path
      .slice('/trpc/'.length)
      .split(',')
      .some((name) => PROCEDURES_WAITING_ELSEWHERE.has(name));
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return REST_WAITING_ELSEWHERE.some((route) => route.method === method && route.pattern.test(path));
}

/**
 * At most `concurrency` API requests run at once; the others wait their turn in order of arrival.
 *
 * Why: every request in the process shares one event loop. Without a gate, a busy server holds
 * every request in flight at once, and each database round trip sends a request to the back of a
 * loop turn that runs all the others: a request with two round trips waits about three such turns,
 * one with none waits one. Under load that spread is the tail latency. With the gate, a request
 * waits once, in order, then runs among few, so its round trips are short: the same throughput
 * with a much tighter spread (docs/performance.md, "Mixed load").
 *
 * A visitor who leaves while waiting costs nothing more. When `maxWaiting` requests are already
 * queued, the next is answered 503 at once with `Retry-After` rather than joining a wait that would
 * outlast its client.
 */
export function apiGate(concurrency: number, maxWaiting = MAX_WAITING) {
  const limit = pLimit(concurrency);
  return (req: Request, res: Response, next: NextFunction) => {
    if (waitsElsewhere(req)) return next();
    if (limit.pendingCount >= maxWaiting) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendEdgeError(req, res, 'UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    // 'close' comes when the answer is sent or the client has gone, whichever is first.
    let closed = false;
    const done = new Promise<void>((resolve) =>
      res.once('close', () => {
        closed = true;
        resolve();
      }),
    );
    void limit(() => {
      if (!closed) next();
      return done;
    });
  };
}
