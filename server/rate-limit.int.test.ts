import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { connect } from './db';
import { loadEnv } from './env';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('counts in PostgreSQL, so two app instances share one limit', async () => {
    const env = loadEnv({ RATE_LIMIT_DEMO: '3/60' });
    const a = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const b = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const instanceA = createRateLimiter(a.sql, env);
    const instanceB = createRateLimiter(b.sql, env);
    await instanceA.consume('demo', '10.0.0.1');
    await instanceB.consume('demo', '10.0.0.1');
    await instanceA.consume('demo', '10.0.0.1');
    const err = await instanceB.consume('demo', '10.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('RATE_LIMITED');
    expect((err as AppError).details?.retryAfter).toBeGreaterThan(0);
    // Other keys are unaffected; reset clears a key.
    await instanceA.consume('demo', '10.0.0.2');
    await instanceA.reset('demo', '10.0.0.1');
    await instanceB.consume('demo', '10.0.0.1');
    await a.db.destroy();
    await b.db.destroy();
  });

  it('assertNotBlocked blocks without counting', async () => {
    const env = loadEnv({ RATE_LIMIT_ADMIN_FAIL: '2/60' });
    const { db, sql } = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const limiter = createRateLimiter(sql, env);
    await limiter.assertNotBlocked('admin_fail', 'k');
    await limiter.consume('admin_fail', 'k');
    await limiter.assertNotBlocked('admin_fail', 'k');
    await limiter.consume('admin_fail', 'k');
    await expect(limiter.assertNotBlocked('admin_fail', 'k')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await db.destroy();
  });
});
