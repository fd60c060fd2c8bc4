import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../deps';
import { createApp } from '../http/app';
import {
  connect,
  type EmbeddedServer,
  ensureDatabase,
  freePort,
  migrateToLatest,
  startEmbeddedPostgres,
} from '../platform/db';
import { loadEnv } from '../platform/env';
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../platform/health';
import { createLogger } from '../platform/logger';
import { hsSignup } from '../test/factories';

/**
 * A database this test can stop and start: its own embedded PostgreSQL on a fixed port, so the
 * app's pool finds it again at the same address after the restart.
 */
const quiet = { info: () => {}, warn: () => {} };
const dataDir = mkdtempSync(path.resolve('.data', 'outage-'));
let port: number;
let pg: EmbeddedServer;
let server: Server;
let base: string;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  port = await freePort();
  pg = await startEmbeddedPostgres(dataDir, quiet, { port });
  await ensureDatabase(pg.adminUrl, 'fitscout');
  const connection = connect(pg.urlFor('fitscout'), 4);
  const { db } = connection;
  await migrateToLatest(db);
  const deps = buildDeps({
    ...connection,
    env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' }),
    log: createLogger('silent'),
  });
  server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeApp = async () => {
    deps.health.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await db.destroy();
  };
}, 120_000);

afterAll(async () => {
  await closeApp?.();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What the probe sent: reads, writes, REST and tRPC. */
const requests: { name: string; send: () => Promise<Response> }[] = [
  { name: 'GET /healthz', send: () => fetch(`${base}/healthz`) },
  { name: 'GET /api/waitlist/stats', send: () => fetch(`${base}/api/waitlist/stats`) },
  { name: 'GET /trpc/waitlist.stats', send: () => fetch(`${base}/trpc/waitlist.stats`) },
  {
    name: 'POST /api/waitlist',
    send: () =>
      fetch(`${base}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(hsSignup()),
      }),
  },
];

async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const res = await send();
  const body = await res.json();
  return { res, body, ms: performance.now() - started };
}

describe('the database goes away and comes back', () => {
  it('answers 503 with Retry-After within 2 s while it is down, then recovers by itself', async () => {
    for (const r of requests) expect((await r.send()).status, r.name).toBeLessThan(300);

    await pg.stop();
    let slowest = 0;
    for (let round = 0; round < 5; round++) {
      for (const r of requests) {
        const { res, body, ms } = await timed(r.send);
        slowest = Math.max(slowest, ms);
        expect(res.status, r.name).toBe(503);
        expect(res.headers.get('retry-after'), r.name).toBe(String(RETRY_AFTER_SECONDS));
        const message = r.name.startsWith('GET /trpc') ? body.error.json.message : body.error;
        expect(message, r.name).toBe(
          r.name === 'GET /healthz' ? 'Database is unreachable' : UNAVAILABLE_MESSAGE,
        );
        expect(ms, r.name).toBeLessThan(2000);
      }
    }

    const restarted = performance.now();
    pg = await startEmbeddedPostgres(dataDir, quiet, { port });
    let healthy = false;
    while (!healthy && performance.now() - restarted < 20_000) {
      healthy = (await fetch(`${base}/healthz`)).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    const recoveredMs = performance.now() - restarted;
    expect(healthy).toBe(true);
    for (const r of requests) expect((await r.send()).status, r.name).toBeLessThan(300);
    console.info(
      `database outage: ${5 * requests.length} requests while down, slowest answer ${Math.round(slowest)} ms; ` +
        `healthy ${Math.round(recoveredMs)} ms after the restart began`,
    );
  }, 90_000);
});
