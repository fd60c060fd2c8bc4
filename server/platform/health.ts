import type { Logger } from 'pino';
import { AppError } from '../../common/errors';

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

/** Rejects when `promise` has not settled within `ms`; the work itself goes on. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('probe timed out'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The instance's view of its own health.
 *
 * - **Database breaker:** a failure that means "unreachable", confirmed by a probe, opens it, and
 *   so does a probe that gets no answer in time (a frozen server answers nothing, so only a
 *   timeout can tell).
 *   While open, every database call is refused at once with the 503 of the outage, and calls
 *   already waiting are released with it, instead of waiting for the driver; a probe runs every
 *   `probeIntervalMs` until PostgreSQL answers again.
 * - **Draining:** set on SIGTERM. /healthz answers 503 so a load balancer stops sending, and
 *   every response carries `Connection: close` so keep-alive clients let go.
 * - **Warming:** from listening until what the first requests need is ready (index.ts). /healthz
 *   answers 503, so a load balancer sends nothing yet, and no visitor meets the cold start.
 */
export class InstanceHealth {
  #databaseDown = false;
  #draining = false;
  #warming = false;
  #holdingConnections = false;
  #closed = false;
  #watching = false;
  #confirming = false;
  #probe: { promise: Promise<unknown>; startedAt: number } | null = null;
  /** Database calls in flight: each is released with a 503 when the breaker opens. */
  readonly #waiting = new Set<(err: AppError) => void>();

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
    private readonly onClose: () => unknown = () => {},
    private readonly probeIntervalMs = 500,
    private readonly probeTimeoutMs = 1000,
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

  get warming(): boolean {
    return this.#warming;
  }

  /** Runs `warmUp` with /healthz answering 503 meanwhile. */
  async warm(warmUp: () => Promise<unknown>): Promise<void> {
    this.#warming = true;
    try {
      await warmUp();
    } finally {
      this.#warming = false;
    }
  }

  /** Whether answers tell keep-alive clients to let go: while draining, unless held (index.ts). */
  get closingConnections(): boolean {
    return this.#draining && !this.#holdingConnections;
  }

  /** For the moment the listener closes: clients keep the connections they hold (index.ts). */
  holdConnections(hold: boolean): void {
    this.#holdingConnections = hold;
  }

  /**
   * Runs one database call under the breaker: refused at once while it is open, released with the
   * 503 if it opens meanwhile. A late result is handed to `cleanUpLate` (a reserved connection
   * must still go back to its pool).
   */
  guard<T>(start: () => PromiseLike<T>, cleanUpLate?: (late: T) => void): Promise<T> {
    if (this.#databaseDown) return Promise.reject(unavailableError());
    return new Promise<T>((resolve, reject) => {
      let released = false;
      const release = (err: AppError) => {
        released = true;
        reject(err);
      };
      this.#waiting.add(release);
      const settle = () => this.#waiting.delete(release);
      Promise.resolve()
        .then(start)
        .then(
          (value) => {
            settle();
            if (released) cleanUpLate?.(value);
            else resolve(value);
          },
          (err: unknown) => {
            settle();
            if (!released) reject(err);
          },
        );
    });
  }

  /**
   * Looks at a failure. An outage opens the breaker; the answer says whether the request should
   * get a 503 (an outage, or a statement that ran out of time) instead of a 500.
   */
  observe(err: unknown): AppError | null {
    if (err instanceof AppError) return err.code === 'UNAVAILABLE' ? err : null;
    if (isDatabaseUnreachable(err)) {
      this.#confirmOutage();
      return unavailableError();
    }
    return codesOf(err).includes(STATEMENT_TIMEOUT) ? unavailableError() : null;
  }

  /** Probes the database every `probeIntervalMs`, so a server that stops answering opens the breaker. */
  watch(): void {
    if (this.#watching) return;
    this.#watching = true;
    const tick = async () => {
      if (this.#closed) return;
      if (!this.#databaseDown) await this.#probeOnce().catch(() => this.#open());
      setTimeout(tick, this.probeIntervalMs).unref();
    };
    void tick();
  }

  /**
   * One connection failing is not yet an outage: a pool can hold connections that died with an
   * earlier server while the new one answers. A probe decides, and only its failure opens the
   * breaker, so stale connections are retired by use instead of holding the breaker open.
   */
  #confirmOutage(): void {
    if (this.#databaseDown || this.#confirming) return;
    this.#confirming = true;
    this.#probeOnce().then(
      () => {
        this.#confirming = false;
      },
      () => {
        this.#confirming = false;
        this.#open();
      },
    );
  }

  /**
   * Callers share the probe in flight; a new one starts only once that one is older than the
   * timeout, i.e. stuck on a frozen or dead server (the probe then opens a new connection).
   */
  #probeOnce(): Promise<unknown> {
    const now = performance.now();
    if (!this.#probe || now - this.#probe.startedAt >= this.probeTimeoutMs) {
      const probe = { promise: this.probe(), startedAt: now };
      this.#probe = probe;
      const forget = () => {
        if (this.#probe === probe) this.#probe = null;
      };
      probe.promise.then(forget, forget);
    }
    return within(this.#probe.promise, this.probeTimeoutMs - (now - this.#probe.startedAt));
  }

  #open(): void {
    if (this.#databaseDown || this.#closed) return;
    this.#databaseDown = true;
    this.log.warn('database unreachable: answering 503 until it is back');
    for (const release of this.#waiting) release(unavailableError());
    this.#waiting.clear();
    void this.#probeUntilUp();
  }

  async #probeUntilUp(): Promise<void> {
    while (this.#databaseDown && !this.#closed) {
      try {
        await this.#probeOnce();
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
    void this.onClose();
  }
}
