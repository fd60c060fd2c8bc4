import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { connect } from './db';
import { loadEnv } from './env';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('a strict limit counts in PostgreSQL on every hit, so two app instances share it exactly', async () => {
    const env = loadEnv({ RATE_LIMIT_PDF: '3/60' });
    const a = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const b = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const instanceA = createRateLimiter(a.sql, env);
    const instanceB = createRateLimiter(b.sql, env);
    await instanceA.consume('pdf', '10.0.0.1');
    await instanceB.consume('pdf', '10.0.0.1');
    await instanceA.consume('pdf', '10.0.0.1');
    const err = await instanceB.consume('pdf', '10.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('RATE_LIMITED');
    expect((err as AppError).details?.retryAfter).toBeGreaterThan(0);
    // Other keys are unaffected; reset clears a key.
    await instanceA.consume('pdf', '10.0.0.2');
    await instanceA.reset('pdf', '10.0.0.1');
    await instanceB.consume('pdf', '10.0.0.1');
    await a.db.destroy();
    await b.db.destroy();
  });

  it('a strict limit runs its statements prepared, one round trip each', async () => {
    const env = loadEnv({ RATE_LIMIT_PDF: '5/60' });
    const { db, sql } = connect(process.env.TEST_FILE_DATABASE_URL!, 1);
    const limiter = createRateLimiter(sql, env);
    for (let i = 0; i < 3; i++) await limiter.consume('pdf', '10.0.0.9');
    // One connection, so this is the session the limiter's statements ran on.
    const prepared = await sql<{ runs: number }[]>`
      SELECT (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements
      WHERE statement ILIKE '%insert into%rate_limits%' AND statement NOT ILIKE '%pg_prepared_statements%'`;
    expect(prepared).toEqual([{ runs: 3 }]);
    await db.destroy();
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

  it('a batched limit is exact on one instance and shares its count across instances within one sync', async () => {
    const env = loadEnv({ RATE_LIMIT_DEMO: '5/60' });
    const a = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const b = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const instanceA = createRateLimiter(a.sql, env);
    const instanceB = createRateLimiter(b.sql, env);
    const tryHit = (limiter: typeof instanceA) =>
      limiter.consume('demo', '10.0.1.1').then(
        () => 'admitted',
        (err: AppError) => err.code,
      );

    // One instance: exactly 5 admitted, with no database round trip needed to say no.
    const onA = [];
    for (let i = 0; i < 7; i++) onA.push(await tryHit(instanceA));
    expect(onA).toEqual([
      'admitted',
      'admitted',
      'admitted',
      'admitted',
      'admitted',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    await instanceA.flush();
    const [row] = await a.sql<
      { points: number }[]
    >`SELECT points FROM rate_limits WHERE key = 'demo:10.0.1.1'`;
    expect(row?.points).toBe(5);

    // The other instance has not synced this key yet: it may admit what it sees within one sync
    // interval (the documented tolerance), and no more once it has synced.
    const firstOnB = await tryHit(instanceB);
    await instanceB.flush();
    expect(await tryHit(instanceB)).toBe('RATE_LIMITED');
    expect(firstOnB).toBe('admitted');
    await a.db.destroy();
    await b.db.destroy();
  });
});
