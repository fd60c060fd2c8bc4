import type { NextFunction, Request, Response } from 'express';
import { sendEdgeError } from './edge-error';

/** PostgreSQL cannot store U+0000 in text (error 22021), so it is refused before any query. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

const NUL_CHAR = '\u0000';
/** In a URL, a NUL arrives percent-encoded, or JSON-escaped inside a tRPC `input` parameter. */
const ENCODED_NUL = /%00|\\u0000/i;
const hasNul = (text: string) => text.includes(NUL_CHAR) || ENCODED_NUL.test(text);

/** True when a NUL appears in any string (or key) of a parsed JSON value. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL_CHAR);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value))
    if (key.includes(NUL_CHAR) || containsNul(item, depth + 1)) return true;
  return false;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const refuse = (req: Request, res: Response) => sendEdgeError(req, res, 'BAD_REQUEST', NUL_MESSAGE);

/**
 * Refuses a request with a NUL in its URL (path params, query, a tRPC GET input) or its cookies
 * (`session=%00` would reach the session lookup) with a 400 and a clear message. Mounted first.
 */
export function refuseNulInUrl(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  if (hasNul(url) || hasNul(decoded(url)) || hasNul(req.headers.cookie ?? '')) return void refuse(req, res);
  next();
}

/** The same for a parsed JSON body; mounted after the JSON parser. (Procedures check their own input.) */
export function refuseNulInBody(req: Request, res: Response, next: NextFunction): void {
  if (containsNul(req.body)) return void refuse(req, res);
  next();
}
