import type { Logger } from 'pino';

/** SQLSTATEs of a server that is stopping: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTTING_DOWN = new Set(['57P01', '57P02', '57P03']);

/**
 * Logs an error pg-boss emits. Those errors carry their pg client, which pino would print whole
 * (hundreds of lines of JSON), so only what an operator needs is kept. A database that is stopping
 * is expected whenever the app stops with it: Ctrl-C in a terminal reaches the embedded
 * PostgreSQL at the same moment as the app, and pg-boss reconnects on its own otherwise.
 */
export function logBossError(log: Logger, err: Error & { code?: string }): void {
  if (err.code && SHUTTING_DOWN.has(err.code)) {
    log.warn({ code: err.code }, 'pg-boss lost its database connection: the database is shutting down');
    return;
  }
  // A fresh Error keeps pino's error shape (type, message, stack) and leaves the client behind.
  const lean = Object.assign(new Error(err.message), { code: err.code, stack: err.stack });
  log.error({ err: lean }, 'pg-boss error');
}
