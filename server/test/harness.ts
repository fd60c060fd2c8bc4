import supertest from 'supertest';
import { afterAll } from 'vitest';
import { createApp } from '../app';
import { connect } from '../db';
import { buildDeps } from '../deps';
import { type Env, loadEnv } from '../env';
import { createLogger } from '../logger';
import type { SessionUser } from '../auth/lucia';
import type { AppDeps, Context } from '../trpc/context';
import { createCaller } from '../trpc/root';

export interface TestHarness {
  deps: AppDeps;
  db: AppDeps['db'];
  app: ReturnType<typeof createApp>;
  /** supertest against the Express app (REST, tRPC, auth pages). */
  http: () => ReturnType<typeof supertest>;
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
  const env: Env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS_ENABLED: 'false', ...envOverrides });
  const { db, sql } = connect(url, 5);
  const deps = buildDeps({ db, sql, env, log: createLogger('silent') });
  const app = createApp(deps);
  afterAll(() => db.destroy());
  return {
    deps,
    db,
    app,
    http: () => supertest(app),
    caller: (user = null, extra = {}) =>
      createCaller({ deps, db, user, sessionId: null, ip: '127.0.0.1', authorization: undefined, ...extra }),
  };
}
