import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { APP_ERRORS, AppError } from '../../../common/errors';
import { CONFIRM_EMAIL_FIRST } from '../../../common/schemas/auth';
import { checkAdminBearer } from '../../auth/admin-bearer';
import { unavailableError } from '../../platform/health';
import type { RateLimitName } from '../../platform/rate-limit';
import { INTERNAL_MESSAGE, validationMessage, zodIssues } from '../errors';
import { textProblem } from '../text';
import type { Context } from './context';

/**
 * The REST binding of a procedure: the procedure is the one statement of an endpoint, and
 * server/http/rest/ derives the Express route and the OpenAPI entry from this
 * (docs/decisions/007-procedure-first-contract.md).
 */
export interface RestMeta {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI-style path; each {param} must be a key of the procedure's input. */
  path: string;
  summary: string;
  tag: string;
  /** Success status (default 200). */
  status?: number;
  /**
   * The same answer for everyone, so a browser, CDN or proxy may keep it this many seconds and
   * serve it stale while it revalidates (with the ETag); every other API answer is `no-store`.
   */
  publicCache?: { maxAgeSec: number; staleSec: number };
}

export interface Meta {
  rest?: RestMeta;
  /** Set by the procedure ladder below, never by hand: who may call it. */
  auth?: 'session' | 'coach' | 'admin';
}

export const MALFORMED_MESSAGE = 'Malformed request';

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // No stack traces in answers, whatever NODE_ENV says.
    isDev: false,
    transformer: superjson,
    errorFormatter({ shape, error }) {
      const cause = error.cause;
      if (cause instanceof ZodError && error.code === 'BAD_REQUEST') {
        const issues = zodIssues(cause);
        return {
          ...shape,
          message: validationMessage(issues),
          data: { ...shape.data, appCode: 'VALIDATION', issues },
        };
      }
      if (cause instanceof AppError) {
        return { ...shape, data: { ...shape.data, appCode: cause.code, ...cause.details } };
      }
      if (
        (error.code === 'PARSE_ERROR' || error.code === 'BAD_REQUEST') &&
        cause &&
        !(cause instanceof TRPCError)
      ) {
        // A malformed request surfaces as the parser's own exception ("Cannot destructure property
        // …"): say what happened, not how the server tripped over it.
        return { ...shape, message: MALFORMED_MESSAGE };
      }
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        // Never leak internals (SQL, stack traces) to clients.
        return { ...shape, message: INTERNAL_MESSAGE };
      }
      return shape;
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

function toTrpcError(cause: AppError, ctx: Context): TRPCError {
  const retryAfter = cause.details?.retryAfter;
  if (typeof retryAfter === 'number') ctx.res?.setHeader('Retry-After', String(retryAfter));
  return new TRPCError({ code: APP_ERRORS[cause.code].trpc, message: cause.message, cause });
}

/**
 * What every procedure goes through first. One middleware rather than three, because each tRPC
 * middleware step copies the context (it showed in profiles; docs/performance.md):
 * - while the database breaker is open (server/platform/health.ts), a 503 at once instead of waiting for
 *   the driver's connect timeout; /healthz answers for itself;
 * - a NUL or a lone surrogate in any input string is refused before a service sees it (PostgreSQL
 *   would answer 22021 or 22P02);
 * - an AppError from a service, or a database outage, becomes the TRPCError its code maps to.
 */
const guard = t.middleware(async ({ ctx, path, getRawInput, next }) => {
  if (ctx.deps.health.databaseDown && path !== 'system.health') throw toTrpcError(unavailableError(), ctx);
  const problem = textProblem(await getRawInput());
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  const result = await next();
  if (!result.ok) {
    const cause =
      result.error.cause instanceof AppError
        ? result.error.cause
        : ctx.deps.health.observe(result.error.cause ?? result.error);
    if (cause) throw toTrpcError(cause, ctx);
    if (result.error.code === 'INTERNAL_SERVER_ERROR')
      ctx.deps.log.error({ err: result.error.cause ?? result.error }, 'procedure failed');
  }
  return result;
});

export const publicProcedure = t.procedure.use(guard);

// tRPC merges meta, so `auth` set here survives a procedure's own `.meta({ rest })`.
export const protectedProcedure = publicProcedure.meta({ auth: 'session' }).use(({ ctx, next }) => {
  if (!ctx.user) throw ctx.sessionError ?? new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Coach accounts only; which program a coach may touch is checked by the coach module's services. */
export const coachProcedure = protectedProcedure.meta({ auth: 'coach' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'coach') throw new AppError('FORBIDDEN', 'This is for coach accounts.');
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/**
 * A coach whose own account address is confirmed: claiming a program, asking an athlete for contact
 * and verifying evidence act in the coach's name, so an address nobody confirmed may not.
 */
export const confirmedCoachProcedure = coachProcedure.use(({ ctx, next }) => {
  if (!ctx.user.emailVerifiedAt) throw new AppError('FORBIDDEN', CONFIRM_EMAIL_FIRST);
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = publicProcedure.meta({ auth: 'admin' }).use(async ({ ctx, next }) => {
  await checkAdminBearer(ctx);
  return next();
});

/** Declare a rate limit on a procedure; the key defaults to the caller's IP. */
export function rateLimited(name: RateLimitName, key: (ctx: Context) => string = (ctx) => ctx.ip) {
  return t.middleware(async ({ ctx, next }) => {
    await ctx.deps.limiter.consume(name, key(ctx));
    return next();
  });
}
