import type { Logger } from 'pino';
import { createAuth } from './auth/lucia';
import type { DB, Sql } from './db';
import type { Env } from './env';
import { createRateLimiter } from './rate-limit';
import type { AppDeps } from './trpc/context';

export function buildDeps(parts: { db: DB; sql: Sql; env: Env; log: Logger }): AppDeps {
  return {
    ...parts,
    limiter: createRateLimiter(parts.sql, parts.env),
    auth: createAuth(parts.sql, { secureCookies: parts.env.NODE_ENV === 'production' }),
  };
}
