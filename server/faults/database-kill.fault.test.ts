import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedServer, ensureDatabase, freePort, startEmbeddedPostgres } from '../platform/db';
import { hsSignup, uniqueEmail } from '../test/factories';
import { postgresProcessesUsing, type ServerProcess, startServerProcess } from '../test/server-process';
import { DRILL_ROSTERS, seedAsTemplate } from '../test/test-databases';

/**
 * The database dies (SIGKILL) or freezes (SIGSTOP) while requests flow, again and again: the
 * server must never crash, must answer every request within 2 s meanwhile (a 503 with
 * Retry-After when it needs the database), and must serve again within 5 s of the database.
 * FAULT_TRIALS sets the trials of each kind (docs/reliability.md has a 20-trial run).
 */
const TRIALS = Number(process.env.FAULT_TRIALS ?? 4);
const quiet = { info: () => {}, warn: () => {} };
const dataDir = mkdtempSync(path.resolve('.data', 'dbkill-'));
let port: number;
let pg: EmbeddedServer;
let server: ServerProcess;

beforeAll(async () => {
  port = await freePort();
  pg = await startEmbeddedPostgres(dataDir, quiet, { port });
  await ensureDatabase(pg.adminUrl, 'fitscout');
  await seedAsTemplate(pg.urlFor('fitscout'), DRILL_ROSTERS);
  server = await startServerProcess({
    DATABASE_URL: pg.urlFor('fitscout'),
    RATE_LIMIT_WAITLIST_JOIN: '100000/60',
    RATE_LIMIT_PREVIEW: '100000/60',
  });
}, 120_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  signalPostgres('SIGCONT');
  signalPostgres('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The postmaster first, so it forks nothing new, then every backend it runs. */
function signalPostgres(signal: NodeJS.Signals) {
  const postmasters = postgresProcessesUsing(dataDir).split('\n').filter(Boolean);
  const backends = postmasters.flatMap((pid) => {
    try {
      return execFileSync('pgrep', ['-P', pid], { encoding: 'utf8' }).trim().split('\n').filter(Boolean);
    } catch {
      return [];
    }
  });
  for (const pid of [...postmasters, ...backends]) {
    try {
      process.kill(Number(pid), signal);
    } catch (err) {
      // A backend may end between the listing and the signal (its client went away).
      if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
    }
  }
}

interface Outcome {
  what: string;
  status: number;
  ms: number;
  retryAfter: string | null;
}

/** A mix that needs the database: writes, signed-out reads over REST and tRPC, the server-rendered profile. */
function requestMix(base: string): { what: string; send: () => Promise<Response> }[] {
  const json = { 'content-type': 'application/json' };
  return [
    {
      what: 'POST /api/waitlist',
      send: () =>
        fetch(`${base}/api/waitlist`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify(hsSignup({ email: uniqueEmail('dbkill') })),
        }),
    },
    {
      what: 'GET /api/athlete-profiles/{id}',
      send: () => fetch(`${base}/api/athlete-profiles/00000000-0000-4000-8000-000000000001`),
    },
    {
      what: 'GET /trpc/waitlist.referrals',
      send: () =>
        fetch(`${base}/trpc/waitlist.referrals?input=${encodeURIComponent('{"json":{"code":"ABCDEFGH"}}')}`),
    },
    { what: 'GET /athlete/{id}', send: () => fetch(`${base}/athlete/00000000-0000-4000-8000-000000000001`) },
    {
      what: 'POST /api/login',
      send: () =>
        fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { ...json, origin: base },
          body: JSON.stringify({
            email: uniqueEmail('nobody'),
            password: 'wrong-password-x',
            intent: 'signin',
          }),
        }),
    },
  ];
}

/** Open-loop load at about `rate` per second until `until()`; every outcome is kept. */
async function load(base: string, rate: number, until: () => boolean): Promise<Outcome[]> {
  const mix = requestMix(base);
  const outcomes: Outcome[] = [];
  const pending: Promise<void>[] = [];
  for (let i = 0; !until(); i++) {
    const { what, send } = mix[i % mix.length]!;
    const started = performance.now();
    pending.push(
      send().then(
        async (res) => {
          await res.arrayBuffer();
          outcomes.push({
            what,
            status: res.status,
            ms: performance.now() - started,
            retryAfter: res.headers.get('retry-after'),
          });
        },
        () => {
          outcomes.push({ what, status: 0, ms: performance.now() - started, retryAfter: null });
        },
      ),
    );
    await new Promise((r) => setTimeout(r, 1000 / rate));
  }
  await Promise.all(pending);
  return outcomes;
}

async function healthyWithin(base: string, ms: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const ok = await fetch(`${base}/api/athlete-profiles/00000000-0000-4000-8000-000000000001`).then(
      (r) => r.status === 404,
      () => false,
    );
    if (ok) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not serving again within ${ms} ms of the database`);
}

function expectFailFast(outcomes: Outcome[]) {
  const broken = outcomes.filter((o) => o.status === 0 || o.status === 500 || o.ms >= 2000);
  expect(broken, JSON.stringify(broken.slice(0, 5))).toEqual([]);
  for (const o of outcomes.filter((x) => x.status === 503)) expect(o.retryAfter, o.what).toBe('5');
  expect(outcomes.some((o) => o.status === 503)).toBe(true);
}

describe('PostgreSQL dies or freezes under load', () => {
  it(
    `SIGKILL, ${TRIALS} times: no crash, every answer within 2 s, back within 5 s of the restart`,
    async () => {
      let slowest = 0;
      let recoveredMax = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        let phase: 'before' | 'down' | 'done' = 'before';
        const during = load(server.base, 50, () => phase === 'done');
        await new Promise((r) => setTimeout(r, 400));
        signalPostgres('SIGKILL');
        phase = 'down';
        await new Promise((r) => setTimeout(r, 1500));
        phase = 'done';
        const outcomes = await during;
        expectFailFast(outcomes);
        slowest = Math.max(slowest, ...outcomes.map((o) => o.ms));
        pg = await startEmbeddedPostgres(dataDir, quiet, { port });
        recoveredMax = Math.max(recoveredMax, await healthyWithin(server.base, 5000));
        expect(server.child.exitCode, 'the server process is alive').toBeNull();
      }
      console.info(
        `SIGKILL drill: ${TRIALS} trials, 0 crashes, slowest answer ${Math.round(slowest)} ms, back ${Math.round(recoveredMax)} ms after the restart at most`,
      );
    },
    60_000 + TRIALS * 15_000,
  );

  it(
    `a signed-in request while the database dies answers 503, never 401 (${TRIALS} trials)`,
    async () => {
      const signup = await fetch(`${server.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base },
        body: JSON.stringify({ email: uniqueEmail('sess'), password: 'a-long-password-1', intent: 'signup' }),
      });
      expect(signup.status).toBe(200);
      const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const me = () => fetch(`${server.base}/api/auth/user`, { headers: { cookie } });
      expect((await me()).status).toBe(200);
      const statuses = new Map<number, number>();
      for (let trial = 0; trial < TRIALS; trial++) {
        signalPostgres('SIGKILL');
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            new Promise((r) => setTimeout(r, i * 40)).then(() => me()).then((r) => r.status),
          ),
        );
        for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        pg = await startEmbeddedPostgres(dataDir, quiet, { port });
        await healthyWithin(server.base, 5000);
        expect((await me()).status, 'the session outlives the outage').toBe(200);
      }
      console.info(`signed-in requests during the outages: ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(statuses.get(401) ?? 0).toBe(0);
      expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    },
    60_000 + TRIALS * 15_000,
  );

  it(
    `SIGSTOP for 3 s, ${TRIALS} times: every answer within 2 s, back within 5 s of SIGCONT`,
    async () => {
      let slowest = 0;
      let recoveredMax = 0;
      for (let trial = 0; trial < TRIALS; trial++) {
        let done = false;
        const during = load(server.base, 50, () => done);
        await new Promise((r) => setTimeout(r, 400));
        signalPostgres('SIGSTOP');
        await new Promise((r) => setTimeout(r, 3000));
        done = true;
        const outcomes = await during;
        signalPostgres('SIGCONT');
        expectFailFast(outcomes);
        slowest = Math.max(slowest, ...outcomes.map((o) => o.ms));
        recoveredMax = Math.max(recoveredMax, await healthyWithin(server.base, 5000));
        expect(server.child.exitCode, 'the server process is alive').toBeNull();
      }
      console.info(
        `SIGSTOP drill: ${TRIALS} trials, 0 crashes, slowest answer ${Math.round(slowest)} ms, back ${Math.round(recoveredMax)} ms after SIGCONT at most`,
      );
    },
    60_000 + TRIALS * 15_000,
  );
});
