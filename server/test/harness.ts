import supertest from 'supertest';
import { afterAll } from 'vitest';
import type { SessionUser } from '../auth/lucia';
import type { AppDeps } from '../deps';
import { buildDeps, closeFiles } from '../deps';
import { createApp } from '../http/app';
import type { Context } from '../http/trpc/context';
import { createCaller } from '../http/trpc/root';
import { connect } from '../platform/db';
import { type Env, loadEnv } from '../platform/env';
import { createLogger } from '../platform/logger';
import { RATE_LIMITS } from '../platform/rate-limit';
import { uniqueEmail } from './factories';

/** Requests in tests pretend to come from this site, so the CSRF origin check passes. */
export const TEST_HOST = 'fitscout.test';
export const TEST_ORIGIN = `http://${TEST_HOST}`;
export const TEST_PASSWORD = 'correct-horse-battery';

type Agent = ReturnType<typeof supertest.agent>;

export interface TestHarness {
  deps: AppDeps;
  db: AppDeps['db'];
  app: ReturnType<typeof createApp>;
  /** supertest against the Express app (REST, tRPC, auth pages). */
  http: () => ReturnType<typeof supertest>;
  /** A cookie-keeping agent; `sameSite(agent.post(...))` adds matching Host and Origin. */
  agent: () => Agent;
  /** Signs up through POST /api/login and returns an agent holding the session cookie. */
  signedInAgent: (email?: string) => Promise<{ agent: Agent; user: SessionUser }>;
  /** A tRPC caller, signed in as `user` when given. */
  caller: (user?: SessionUser | null, extra?: Partial<Context>) => ReturnType<typeof createCaller>;
}

/**
 * App wired to this test file's own database. Env overrides let a file set
 * ADMIN_PASSWORD or tight RATE_LIMIT_* values. Closed automatically after the file.
 */
export function useTestApp(envOverrides: Record<string, string | undefined> = {}): TestHarness {
  const url = process.env.TEST_FILE_DATABASE_URL;
  if (!url) throw new Error('useTestApp() needs the integration project setup (server/test/worker-setup.ts)');
  // Limits stay on but out of the way; a file that tests a limit sets its own RATE_LIMIT_*.
  const looseLimits = Object.fromEntries(
    Object.keys(RATE_LIMITS).map((name) => [`RATE_LIMIT_${name.toUpperCase()}`, '100000/60']),
  );
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    // Tests fire hundreds of requests at once from one address.
    REQUESTS_PER_ADDRESS: '100000',
    ...looseLimits,
    ...envOverrides,
  });
  const deps = buildDeps({ ...connect(url, 5), env, log: createLogger('silent') });
  const { db } = deps;
  const app = createApp(deps);
  afterAll(async () => {
    await closeFiles(deps);
    deps.health.close();
    return db.destroy();
  });
  const agent = () => supertest.agent(app).set('Host', TEST_HOST).set('Origin', TEST_ORIGIN);
  return {
    deps,
    db,
    app,
    http: () => supertest(app),
    agent,
    async signedInAgent(email = uniqueEmail()) {
      const a = agent();
      const res = await a.post('/api/login').send({ email, password: TEST_PASSWORD, intent: 'signup' });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { agent: a, user: res.body.user as SessionUser };
    },
    caller: (user = null, extra = {}) =>
      createCaller({ deps, db, user, sessionId: null, ip: '127.0.0.1', authorization: undefined, ...extra }),
  };
}
