import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../common/errors';
import { BatchedLimiter } from './batched-limiter';
import type { Sql } from './db';
import type { Env } from './env';

/**
 * Every rate limit of the app, declared in one place. Counters live in PostgreSQL
 * (table `rate_limits`) so limits hold across app instances. Each can be overridden
 * with RATE_LIMIT_<NAME>=points/seconds (see .env.example). A limit is strict (one database
 * round trip per hit) unless it says `batched`.
 */
export const RATE_LIMITS = {
  login_ip: {
    points: 20,
    durationSec: 15 * 60,
    message: 'Too many sign-in attempts. Please wait and try again.',
  },
  login_email: {
    points: 8,
    durationSec: 15 * 60,
    message: 'Too many sign-in attempts. Please wait and try again.',
  },
  signup_email: {
    points: 5,
    durationSec: 60 * 60,
    message: 'Too many sign-up attempts for this email. Please try later.',
  },
  signup_ip: {
    points: 10,
    durationSec: 60 * 60,
    message: 'Too many accounts created from this network. Please try later.',
  },
  waitlist_join: {
    points: 20,
    durationSec: 60 * 60,
    message: 'Too many sign-ups from this network. Please try again later.',
    // Public and spam-guarding only (one sign-up per email is the unique index): batched.
    batched: true,
  },
  admin_fail: {
    points: 10,
    durationSec: 15 * 60,
    message: 'Too many failed admin attempts. Please wait and try again.',
  },
  // Public and high-volume: counted in memory, written in batches (server/batched-limiter.ts).
  preview: {
    points: 60,
    durationSec: 60,
    message: 'Too many previews. Please wait a minute and try again.',
    batched: true,
  },
  demo: {
    points: 60,
    durationSec: 60,
    message: 'Too many requests. Please wait a minute and try again.',
    batched: true,
  },
  import: { points: 20, durationSec: 60 * 60, message: 'Too many imports. Please try again later.' },
  match_generate: {
    points: 30,
    durationSec: 60 * 60,
    message: 'Too many match refreshes. Please try again later.',
  },
  pdf: { points: 30, durationSec: 60 * 60, message: 'Too many PDF downloads. Please try again later.' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Count one hit for `key`; throws AppError RATE_LIMITED (with retryAfter seconds) when over. */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Throw RATE_LIMITED if `key` is already over the limit, without counting a hit. */
  assertNotBlocked(name: RateLimitName, key: string): Promise<void>;
  /** Forget the hits of `key`, e.g. after a successful sign-in. */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Write the batched limits' unsynced hits now (shutdown, tests). */
  flush(): Promise<void>;
}

/**
 * rate-limiter-flexible talks to a pg-style `query`; this adapts postgres.js to it. Its statements
 * are few and fixed, so they run prepared: one round trip each (ADR 013).
 */
function pgStyleClient(sql: Sql) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await sql.unsafe(q.text, (q.values ?? []) as never[], { prepare: true });
      return { rows, rowCount: rows.count };
    },
  };
}

export function createRateLimiter(
  sql: Sql,
  env: Pick<Env, 'rateLimits'>,
  log: { warn(obj: unknown, msg: string): void } = { warn: () => {} },
): RateLimiter {
  const client = pgStyleClient(sql);
  const limitOf = (name: RateLimitName) => env.rateLimits[name] ?? RATE_LIMITS[name];
  const strict = new Map<RateLimitName, RateLimiterPostgres>();
  const strictFor = (name: RateLimitName) => {
    let limiter = strict.get(name);
    if (!limiter) {
      const { points, durationSec } = limitOf(name);
      limiter = new RateLimiterPostgres({
        storeClient: client,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        points,
        duration: durationSec,
      });
      strict.set(name, limiter);
    }
    return limiter;
  };
  const batched = new Map<RateLimitName, BatchedLimiter>();
  const batchedFor = (name: RateLimitName) => {
    if (!('batched' in RATE_LIMITS[name])) return null;
    let limiter = batched.get(name);
    if (!limiter) {
      const { points, durationSec } = limitOf(name);
      limiter = new BatchedLimiter(sql, name, points, durationSec * 1000, (err) =>
        log.warn({ err }, `rate limit ${name}: sync failed, counting locally until it works`),
      );
      batched.set(name, limiter);
    }
    return limiter;
  };

  const limitedError = (name: RateLimitName, msBeforeNext: number) =>
    new AppError('RATE_LIMITED', RATE_LIMITS[name].message, {
      retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)),
    });

  return {
    async consume(name, key) {
      const local = batchedFor(name);
      if (local) {
        const wait = local.consume(key);
        if (wait > 0) throw limitedError(name, wait);
        return;
      }
      try {
        await strictFor(name).consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw limitedError(name, err.msBeforeNext);
        throw err;
      }
    },
    async assertNotBlocked(name, key) {
      const local = batchedFor(name);
      if (local) {
        const wait = local.blockedFor(key);
        if (wait > 0) throw limitedError(name, wait);
        return;
      }
      const limiter = strictFor(name);
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limiter.points) throw limitedError(name, res.msBeforeNext);
    },
    async reset(name, key) {
      const local = batchedFor(name);
      if (local) await local.reset(key);
      else await strictFor(name).delete(key);
    },
    async flush() {
      await Promise.all([...batched.values()].map((l) => l.flush()));
    },
  };
}
