import type { NextFunction, Request, Response } from 'express';
import { sendEdgeError } from './edge-error';

export const BODY_TIMEOUT_MESSAGE = 'The request body took too long to arrive';
export const TOO_MANY_AT_ONCE_MESSAGE = 'Too many requests at once from your network. Please try again.';

/** A route that takes a bigger, slower body than the API's JSON (a file upload). */
export interface LargeBodyRoute {
  method: string;
  path: string;
  maxBytes: number;
  /** What a body declared over `maxBytes` is told. */
  message: string;
  timeoutMs: number;
}

const largeBodyOf = (req: Request, routes: readonly LargeBodyRoute[]) =>
  routes.find((r) => r.method === req.method && r.path === req.originalUrl.split('?', 1)[0]);

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * A body declared larger than `maxBytes` is refused before any of it is read, and the connection
 * closed after the answer: the body parser would otherwise read off the whole declared length
 * before it answers. (A chunked body over the limit is read off, then refused, by the parser.)
 */
export function refuseDeclaredTooLarge(maxBytes: number, largeBodies: readonly LargeBodyRoute[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    const large = largeBodyOf(req, largeBodies);
    if (Number(req.headers['content-length'] ?? 0) <= (large?.maxBytes ?? maxBytes)) return next();
    res.setHeader('Connection', 'close');
    sendEdgeError(req, res, 'PAYLOAD_TOO_LARGE', large?.message ?? 'Request body is too large');
  };
}

/**
 * A request body must arrive whole within `ms`: a client that trickles it (a byte every few
 * seconds) gets a 408 and its connection closed, instead of keeping a request open for the
 * server's 30 s limit. Mounted before anything that reads the body or the database.
 */
export function bodyDeadline(ms: number, largeBodies: readonly LargeBodyRoute[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res.setHeader('Connection', 'close');
      sendEdgeError(req, res, 'REQUEST_TIMEOUT', BODY_TIMEOUT_MESSAGE);
    }, largeBodyOf(req, largeBodies)?.timeoutMs ?? ms);
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    req.once('close', stop);
    next();
  };
}

/**
 * At most `max` requests of one client address in flight at once; the next gets a 429 with
 * Retry-After. It bounds what one address can hold open (slow uploads, a flood), whatever the
 * other limits count. Behind a proxy the address is the client's only with TRUST_PROXY set.
 */
export function perAddressConcurrency(max: number) {
  const inFlight = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    const address = req.ip ?? 'unknown';
    const count = inFlight.get(address) ?? 0;
    if (count >= max) {
      res.setHeader('Retry-After', '1');
      return sendEdgeError(req, res, 'RATE_LIMITED', TOO_MANY_AT_ONCE_MESSAGE);
    }
    inFlight.set(address, count + 1);
    res.once('close', () => {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    });
    next();
  };
}
