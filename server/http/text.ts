import type { NextFunction, Request, Response } from 'express';
import { sendEdgeError } from './edge-error';

/** PostgreSQL cannot store U+0000 in text (error 22021), so it is refused before any query. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

const NUL_CHAR = '\u0000';
/** In a URL, a NUL arrives percent-encoded, or JSON-escaped inside a tRPC `input` parameter. */
const ENCODED_NUL = /%00|\\u0000/i;
const hasNul = (text: string) => text.includes(NUL_CHAR) || ENCODED_NUL.test(text);

/** Text PostgreSQL would refuse (22P02): half of a UTF-16 pair, alone. With the u flag a pair is one code point. */
export const INVALID_UNICODE_MESSAGE = 'Text must be valid Unicode';
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

const MAX_DEPTH = 64;
export const TOO_DEEP_MESSAGE = 'Malformed request: nested too deeply';

function stringProblem(text: string): string | null {
  if (text.includes(NUL_CHAR)) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? INVALID_UNICODE_MESSAGE : null;
}

/** Why a parsed JSON value (any string or key in it) cannot be stored as text, or null. */
export function textProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return stringProblem(value);
  if (value === null || typeof value !== 'object') return null;
  // No input of the app nests this deep; deeper JSON only exhausts the stack of whatever walks it.
  if (depth > MAX_DEPTH) return TOO_DEEP_MESSAGE;
  for (const [key, item] of Object.entries(value)) {
    const problem = stringProblem(key) ?? textProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const refuse = (req: Request, res: Response, message = NUL_MESSAGE) =>
  sendEdgeError(req, res, 'BAD_REQUEST', message);

/**
 * Refuses a request with a NUL in its URL (path params, query, a tRPC GET input) or its cookies
 * (`session=%00` would reach the session lookup) with a 400 and a clear message. Mounted first.
 */
export function refuseNulInUrl(req: Request, res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  if (hasNul(url) || hasNul(decoded(url)) || hasNul(req.headers.cookie ?? '')) return void refuse(req, res);
  next();
}

/** The same for a parsed body, and lone surrogates too; mounted after the parser. (Procedures check their own input.) */
export function refuseBadTextInBody(req: Request, res: Response, next: NextFunction): void {
  const problem = textProblem(req.body);
  if (problem) return void refuse(req, res, problem);
  next();
}
