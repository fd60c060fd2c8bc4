import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../common/errors';
import type { Sql } from './db/index';
import type { Env } from './env';

/**
 * Every rate limit of the app, declared in one place. Counters live in PostgreSQL (table
 * `rate_limits`, rate-limiter-flexible's own) so limits hold across app instances, except the
 * ones marked `perInstance`, which count in this instance's memory. Each can be overridden with
 * RATE_LIMIT_<NAME>=points/seconds (see .env.example). `{points}` in a message is the limit in force.
 */
export const RATE_LIMITS = {
  /** Wrong passwords for one account, from any network; the account alone is then refused. */
  login_account: {
    points: 10,
    durationSec: 15 * 60,
    message: 'Too many sign-in attempts for this account. Please wait and try again.',
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
  /** Reset requests from one network: refused with 429, which says nothing about any account. */
  password_reset_ip: {
    points: 10,
    durationSec: 60 * 60,
    message: 'Too many password reset requests from this network. Please try again later.',
  },
  /** Reset emails to one address: past the limit the request answers as usual and sends nothing. */
  password_reset_email: {
    points: 3,
    durationSec: 60 * 60,
    message: 'Too many password reset emails for this address. Please try again later.',
  },
  verify_resend: {
    points: 5,
    durationSec: 60 * 60,
    message: 'Too many verification emails. Please check your inbox or try again later.',
  },
  profile_send: {
    points: 20,
    durationSec: 24 * 60 * 60,
    message: 'You have sent your profile {points} times today. Please try again tomorrow.',
  },
  /** Program claims one coach starts per day (each may mail a link). */
  coach_claim: {
    points: 10,
    durationSec: 24 * 60 * 60,
    message: 'Too many program claims today. Please try again tomorrow.',
  },
  /** Contact requests one coach sends per day. */
  contact_request: {
    points: 30,
    durationSec: 24 * 60 * 60,
    message: 'You have sent {points} contact requests today. Please try again tomorrow.',
  },
  waitlist_join: {
    points: 20,
    durationSec: 60 * 60,
    message: 'Too many sign-ups from this network. Please try again later.',
  },
  admin_fail: {
    points: 10,
    durationSec: 15 * 60,
    message: 'Too many failed admin attempts. Please wait and try again.',
  },
  // The preview and the demo guard the CPU of the instance that scores them, and guard no account
  // or row: counted where the work runs, with no database round trip on a public hot path.
  preview: {
    points: 60,
    durationSec: 60,
    message: 'Too many previews. Please wait a minute and try again.',
    perInstance: true,
  },
  demo: {
    points: 60,
    durationSec: 60,
    message: 'Too many requests. Please wait a minute and try again.',
    perInstance: true,
  },
  import: { points: 20, durationSec: 60 * 60, message: 'Too many imports. Please try again later.' },
  match_generate: {
    points: 30,
    durationSec: 60 * 60,
    message: 'Too many match refreshes. Please try again later.',
  },
  pdf: { points: 30, durationSec: 60 * 60, message: 'Too many PDF downloads. Please try again later.' },
  // Each upload is stored and read by OCR (seconds of a core); each link fetches a third-party page.
  evidence_upload: { points: 20, durationSec: 60 * 60, message: 'Too many uploads. Please try again later.' },
  evidence_link: {
    points: 20,
    durationSec: 60 * 60,
    message: 'Too many link checks. Please try again later.',
  },
  /** Event-result claims one athlete asks per day: each mails a link to the result's address. */
  event_claim: {
    points: 20,
    durationSec: 24 * 60 * 60,
    message: 'You have asked for {points} claim links today. Please try again tomorrow.',
  },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Count one hit for `key`; throws AppError RATE_LIMITED (with retryAfter seconds) when over. */
  consume(name: RateLimitName, key: string): Promise<void>;
  /** Throw RATE_LIMITED if `key` is already over the limit, without counting a hit. */
  assertNotBlocked(name: RateLimitName, key: string): Promise<void>;
}

/**
 * rate-limiter-flexible talks to a pg-style `query`; this adapts postgres.js to it. Its statements
 * are few and fixed, so they run prepared: one round trip each (ADR 013).
 */
function pgStyleClient(sql: Sql, guard: DatabaseGuard) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const rows = await guard(() => sql.unsafe(q.text, (q.values ?? []) as never[], { prepare: true }));
      return { rows, rowCount: rows.count };
    },
  };
}

/** Runs a database call under the instance's breaker (InstanceHealth.guard). */
export type DatabaseGuard = <T>(start: () => PromiseLike<T>) => Promise<T>;

export function createRateLimiter(
  sql: Sql,
  env: Pick<Env, 'rateLimits'>,
  guard: DatabaseGuard = (start) => Promise.resolve(start()),
): RateLimiter {
  const client = pgStyleClient(sql, guard);
  const limiters = new Map<RateLimitName, RateLimiterMemory | RateLimiterPostgres>();
  const limiterFor = (name: RateLimitName) => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const { points, durationSec } = env.rateLimits[name] ?? RATE_LIMITS[name];
      const inMemory = { keyPrefix: name, points, duration: durationSec };
      limiter =
        'perInstance' in RATE_LIMITS[name]
          ? new RateLimiterMemory(inMemory)
          : new RateLimiterPostgres({
              storeClient: client,
              storeType: 'pool',
              tableName: 'rate_limits',
              tableCreated: true,
              ...inMemory,
              // A key over its limit is refused from memory until its window ends: a flood costs no
              // database round trips.
              inMemoryBlockOnConsumed: points + 1,
              // While PostgreSQL cannot answer, this instance counts alone rather than failing open.
              insuranceLimiter: new RateLimiterMemory(inMemory),
            });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  const limitedError = (name: RateLimitName, msBeforeNext: number) =>
    new AppError(
      'RATE_LIMITED',
      RATE_LIMITS[name].message.replace('{points}', String(limiterFor(name).points)),
      {
        retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)),
      },
    );

  return {
    async consume(name, key) {
      try {
        await limiterFor(name).consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw limitedError(name, err.msBeforeNext);
        throw err;
      }
    },
    async assertNotBlocked(name, key) {
      const limiter = limiterFor(name);
      const res = await limiter.get(key);
      if (res && res.consumedPoints >= limiter.points) throw limitedError(name, res.msBeforeNext);
    },
  };
}
