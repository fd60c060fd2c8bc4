import type { NextFunction, Request, Response } from 'express';
import pLimit from 'p-limit';
import { sendEdgeError } from './edge-error';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './health';

/** Requests queued behind the running ones before the next is refused: about a second of work. */
const MAX_WAITING = 1000;

/**
 * Requests whose time goes to waiting on something with its own bound hold no slot:
 * - password hashing (sign-in and sign-up) runs on libuv's four threads;
 * - a PDF render waits for the renderer, whose page loads the profile back through this API, so
 *   holding a slot meanwhile could leave the page none;
 * - an import waits on another site, for up to 5 s a hop.
 */
function waitsElsewhere(req: Request): boolean {
  const path = req.baseUrl + req.path;
  return (
    (req.method === 'POST' && /^\/api\/login\/?$/i.test(path)) ||
    /^\/api\/athlete-profiles\/[^/]+\/pdf\/?$/i.test(path) ||
    /^\/api\/import\//i.test(path) ||
    // A tRPC path names its procedures, comma-separated when batched.
    /^\/trpc\/(?:[^/]*,)?import\./.test(path)
  );
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
