import type { Logger } from 'pino';
import { AppError } from '../common/errors';

/** What a client is told while the database cannot be reached, or while this instance stops. */
export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable';
/** Seconds a client should wait before it tries again (the `Retry-After` header). */
export const RETRY_AFTER_SECONDS = 5;

/** Driver and socket codes that mean "no connection", not "this query is wrong". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);
/** SQLSTATEs of a server that is going away or not yet taking connections. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** statement_timeout: the database is there, but too slow to answer in time. */
const STATEMENT_TIMEOUT = '57014';

function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  // Kysely, tRPC and our own layers wrap the driver's error as a `cause`.
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    e = (e as { cause?: unknown }).cause;
  }
  return codes;
}

/** True when `err` says PostgreSQL cannot be reached (SQLSTATE class 08 is "connection exception"). */
export function isDatabaseUnreachable(err: unknown): boolean {
  return codesOf(err).some(
    (c) => CONNECTION_CODES.has(c) || SHUTDOWN_STATES.has(c) || /^08[0-9A-Z]{3}$/.test(c),
  );
}

export const unavailableError = (message = UNAVAILABLE_MESSAGE) =>
  new AppError('UNAVAILABLE', message, { retryAfter: RETRY_AFTER_SECONDS });

/**
 * The instance's view of its own health.
 *
 * - **Database breaker:** the first failure that means "unreachable" opens it. While open, every
 *   request that needs the database is answered 503 at once instead of waiting for the driver's
 *   connect timeout, and a probe runs every `probeIntervalMs` until PostgreSQL answers again.
 * - **Draining:** set on SIGTERM. /healthz answers 503 so a load balancer stops sending, and
 *   every response carries `Connection: close` so keep-alive clients let go.
 */
export class InstanceHealth {
  #databaseDown = false;
  #draining = false;
  #closed = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
    private readonly probeIntervalMs = 500,
  ) {}

  get databaseDown(): boolean {
    return this.#databaseDown;
  }

  get draining(): boolean {
    return this.#draining;
  }

  startDraining(): void {
    this.#draining = true;
  }

  /**
   * Looks at a failure. An outage opens the breaker; the answer says whether the request should
   * get a 503 (an outage, or a statement that ran out of time) instead of a 500.
   */
  observe(err: unknown): AppError | null {
    if (isDatabaseUnreachable(err)) {
      if (!this.#databaseDown && !this.#closed) {
        this.#databaseDown = true;
        this.log.warn('database unreachable: answering 503 until it is back');
        void this.#probeUntilUp();
      }
      return unavailableError();
    }
    return codesOf(err).includes(STATEMENT_TIMEOUT) ? unavailableError() : null;
  }

  async #probeUntilUp(): Promise<void> {
    while (this.#databaseDown && !this.#closed) {
      try {
        await this.probe();
        this.#databaseDown = false;
        this.log.info('database reachable again');
      } catch {
        await new Promise((r) => setTimeout(r, this.probeIntervalMs).unref());
      }
    }
  }

  /** Stops probing (shutdown, or the end of a test). */
  close(): void {
    this.#closed = true;
  }
}
