import { describe, expect, it } from 'vitest';
import { AppError } from '../../common/errors';
import { connect } from './db/index';
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
    // Other keys are unaffected.
    await instanceA.consume('pdf', '10.0.0.2');
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

  it('a message quotes the limit in force, not the default', async () => {
    const env = loadEnv({ RATE_LIMIT_PROFILE_SEND: '2/60' });
    const { db, sql } = connect(process.env.TEST_FILE_DATABASE_URL!, 1);
    const limiter = createRateLimiter(sql, env);
    await limiter.consume('profile_send', 'athlete-1');
    await limiter.consume('profile_send', 'athlete-1');
    await expect(limiter.consume('profile_send', 'athlete-1')).rejects.toMatchObject({
      message: 'You have sent your profile 2 times today. Please try again tomorrow.',
    });
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

  it('a limit holds exactly across instances, and a key over it is refused without the database', async () => {
    const env = loadEnv({ RATE_LIMIT_WAITLIST_JOIN: '5/60' });
    const a = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const b = connect(process.env.TEST_FILE_DATABASE_URL!, 2);
    const instanceA = createRateLimiter(a.sql, env);
    const instanceB = createRateLimiter(b.sql, env);
    const tryHit = (limiter: typeof instanceA) =>
      limiter.consume('waitlist_join', '10.0.1.1').then(
        () => 'admitted',
        (err: AppError) => err.code,
      );

    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await tryHit(i % 2 ? instanceB : instanceA));
    expect(answers.filter((x) => x === 'admitted')).toHaveLength(5);
    expect(answers.slice(5)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);

    // Both instances now hold the key in memory: with their pools closed they still refuse it.
    await a.db.destroy();
    await b.db.destroy();
    expect(await tryHit(instanceA)).toBe('RATE_LIMITED');
    expect(await tryHit(instanceB)).toBe('RATE_LIMITED');
  });

  it('the public compute limits count in this instance alone, with no database', async () => {
    const env = loadEnv({ RATE_LIMIT_PREVIEW: '3/60' });
    const a = connect(process.env.TEST_FILE_DATABASE_URL!, 1);
    await a.db.destroy();
    // A closed pool: a limit that touched the database would fail, not count.
    const instance = createRateLimiter(a.sql, env);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await instance.consume('preview', '10.0.2.1').then(
          () => 'admitted',
          (err: AppError) => err.code,
        ),
      );
    expect(answers).toEqual(['admitted', 'admitted', 'admitted', 'RATE_LIMITED']);
  });
});
