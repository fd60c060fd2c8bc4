import type { PostgresJSDialectConfig } from 'kysely-postgres-js';
import type { Sql } from 'postgres';
import type { InstanceHealth } from '../health';

type DialectSql = Exclude<PostgresJSDialectConfig['postgres'], () => unknown>;

/**
 * The pool as Kysely's dialect sees it, with every statement that has parameters sent as a named
 * prepared statement. The dialect calls postgres.js's `unsafe`, which sends such statements
 * unnamed: PostgreSQL then parses and plans each one again, and postgres.js first asks for its
 * parameter types and waits for the answer, so every query cost two round trips. Prepared, a
 * statement is described once per connection and then runs in one (docs/performance.md).
 * Statements without parameters keep the simple protocol, one round trip already.
 */
export function preparingStatements(sql: Sql, health: InstanceHealth): DialectSql {
  // postgres.js never settles `end()` when a reserved connection is released after `end()`
  // began: the connection goes back to the pool instead of closing. So a query still running
  // when the app shuts down (a background cache refresh, a limiter flush) stranded the
  // shutdown. Ending waits for every reservation to come back first (Kysely refuses new ones).
  let reservations = 0;
  let ending: Promise<void> | undefined;
  let allReleased: (() => void) | undefined;
  const releaseOne = () => {
    if (--reservations === 0) allReleased?.();
  };
  return {
    end() {
      ending ??= (async () => {
        if (reservations > 0) await new Promise<void>((resolve) => (allReleased = resolve));
        await sql.end();
      })();
      return ending;
    },
    async reserve() {
      reservations++;
      let connection: Awaited<ReturnType<Sql['reserve']>>;
      try {
        connection = await health.guard(
          () => sql.reserve(),
          (late) => late.release(),
        );
      } catch (err) {
        releaseOne();
        throw err;
      }
      return {
        release() {
          connection.release();
          releaseOne();
        },
        unsafe: (query, parameters, options) =>
          health.guard(() => connection.unsafe(query, parameters, { prepare: true, ...options })) as never,
      };
    },
  };
}
