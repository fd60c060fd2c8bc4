import type { NextFunction, Request, Response } from 'express';
import { verifyRequestOrigin } from 'lucia';
import type { ApiErrorBody } from '../../common/errors';
import { type InstanceHealth, unavailableError } from '../platform/health';
import type { AuthService, CookieSpec } from './lucia';

export function setCookie(res: Response, cookie: CookieSpec): void {
  const { maxAge, ...rest } = cookie.attributes;
  res.cookie(cookie.name, cookie.value, {
    ...rest,
    ...(maxAge !== undefined ? { maxAge: maxAge * 1000 } : {}),
  });
}

/**
 * Resolve the session cookie into res.locals.user, sliding or clearing the cookie as needed.
 * Without a database the request goes on with no user but with the outage's 503 kept in
 * res.locals.sessionError: whatever needs a user answers that 503 (in its own format, tRPC or
 * REST), never a 401 that a client would read as signed out.
 */
export function sessionMiddleware(auth: AuthService, health: InstanceHealth) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const sessionId = auth.readSessionCookie(req.headers.cookie ?? '');
    res.locals.user = null;
    res.locals.sessionId = null;
    res.locals.sessionError = null;
    if (!sessionId) return next();
    if (health.databaseDown) {
      res.locals.sessionError = unavailableError();
      return next();
    }
    try {
      const result = await auth.validateSession(sessionId);
      res.locals.user = result.user;
      res.locals.sessionId = result.sessionId;
      if (result.cookie) setCookie(res, result.cookie);
      next();
    } catch (err) {
      const outage = health.observe(err);
      res.locals.sessionError = outage;
      next(outage ? undefined : err);
    }
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the request's Origin (or, failing that, Referer) names this host with this scheme:
 * http://host must not post into https://host. Behind a TLS proxy, TRUST_PROXY lets Express read
 * the scheme from X-Forwarded-Proto.
 */
export function isSameOrigin(req: Request): boolean {
  const host =
    req.get('x-forwarded-host') && req.app.get('trust proxy') ? req.get('x-forwarded-host') : req.get('host');
  if (!host) return false;
  const origin = req.get('origin') ?? refererOrigin(req.get('referer'));
  if (!origin || !verifyRequestOrigin(origin, [host])) return false;
  return origin.toLowerCase().startsWith(`${req.protocol}://`);
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF defence: a state-changing request that carries the session cookie must come
 * from our own origin. SameSite=Lax already stops most cross-site posts; this closes
 * the rest (e.g. same-site subdomains and old browsers).
 */
export function csrfGuard(auth: AuthService) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const carriesSession = auth.readSessionCookie(req.headers.cookie ?? '') !== null;
    if (!carriesSession || isSameOrigin(req)) return next();
    const body: ApiErrorBody = { error: 'Cross-site request blocked.', code: 'FORBIDDEN' };
    res.status(403).json(body);
  };
}
