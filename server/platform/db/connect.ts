import { CamelCasePlugin, Kysely } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import type { Logger } from 'pino';
import postgres from 'postgres';
import type { Database, DB } from '../../../db/types';
import { InstanceHealth } from '../health';
import { preparingStatements } from './prepared';

export type { DB };
export type Sql = postgres.Sql;

/**
 * Fail fast when PostgreSQL is gone or stuck: a connection attempt gives up after 2 s (the
 * driver's default is 30 s, during which requests would queue), and no statement runs longer
 * than 15 s. Bulk scripts pass `statementTimeoutMs: 0` (no limit).
 */
const CONNECT_TIMEOUT_SECONDS = 2;
const STATEMENT_TIMEOUT_MS = 15_000;
/**
 * Seconds before a closed connection reconnects. The driver's default grows with every failure
 * of the pool up to 20 s, so a long outage delayed service after the database was back; the
 * breaker (server/platform/health.ts) already keeps requests from hammering a server that is down.
 */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/** Connections in the app's pool. */
export const POOL_SIZE = 10;

export interface Connection {
  db: DB;
  sql: Sql;
  /** The breaker every query of `db` runs under (server/platform/health.ts). */
  health: InstanceHealth;
}

export function connect(
  url: string,
  max = POOL_SIZE,
  opts: { statementTimeoutMs?: number; log?: Pick<Logger, 'warn' | 'info'> } = {},
): Connection {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    backoff: reconnectBackoff,
    connection: {
      application_name: 'fitscout',
      statement_timeout: opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    },
  });
  // The probe keeps a connection of its own, so a pool busy with long statements never looks
  // down. After a failure, or when the health check starts a probe while the last still waits
  // (stuck on a frozen or dead server), that connection is dropped and the next probe opens one.
  let probeSql: Sql | undefined;
  let probing = false;
  const dropProbe = () => {
    void probeSql?.end({ timeout: 0 });
    probeSql = undefined;
  };
  const health = new InstanceHealth(
    async () => {
      if (probing) dropProbe();
      probeSql ??= postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 1 });
      const client = probeSql;
      probing = true;
      try {
        await client`SELECT 1`;
      } catch (err) {
        if (probeSql === client) dropProbe();
        throw err;
      } finally {
        if (probeSql === client || !probeSql) probing = false;
      }
    },
    opts.log ?? { warn: () => {}, info: () => {} },
    dropProbe,
  );
  const db = new Kysely<Database>({
    dialect: new PostgresJSDialect({ postgres: () => preparingStatements(sql, health) }),
    // Column names are snake_case in PostgreSQL and camelCase here; a JSON document's own keys (a
    // profile's metrics: tf_800m, exit_velo) come back as stored.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  return { db, sql, health };
}

/**
 * Opens every connection of the pool now (a production start, before /healthz says ready): each
 * new connection's password exchange runs on the event loop, and ten of them opening under the
 * first burst of traffic stalled it for about 400 ms (docs/performance.md, "No cold spike").
 */
export async function fillPool(sql: Sql, size = POOL_SIZE): Promise<void> {
  // Each statement holds its connection a moment, so the next one needs a connection of its own.
  await Promise.all(Array.from({ length: size }, () => sql`SELECT pg_sleep(0.05)`));
}
