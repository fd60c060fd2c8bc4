import type { Request, Response } from 'express';
import type { AppError } from '../../../common/errors';
import type { SessionUser } from '../../auth/lucia';
import type { AppDeps } from '../../deps';
import type { DB } from '../../platform/db';

/** What every procedure sees. REST and tRPC build it the same way, from the request. */
export interface Context {
  deps: AppDeps;
  db: DB;
  user: SessionUser | null;
  sessionId: string | null;
  /** The database outage that kept the session cookie from being read: a 503, never "signed out". */
  sessionError?: AppError | null;
  ip: string;
  /** Raw `Authorization` header; adminProcedure checks it. */
  authorization: string | undefined;
  req?: Request;
  res?: Response;
}

export function createContext(deps: AppDeps, req: Request, res: Response): Context {
  const locals = res.locals as {
    user?: SessionUser | null;
    sessionId?: string | null;
    sessionError?: AppError | null;
  };
  return {
    deps,
    db: deps.db,
    user: locals.user ?? null,
    sessionId: locals.sessionId ?? null,
    sessionError: locals.sessionError ?? null,
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    authorization: req.headers.authorization,
    req,
    res,
  };
}
