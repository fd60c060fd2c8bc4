import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RECOMPUTE_CRON).toBe('0 6 * * 1');
    expect(env.RECOMPUTE_TZ).toBe('America/New_York');
    expect(env.rateLimits).toEqual({});
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', ADMIN_PASSWORD: '' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it('parses RATE_LIMIT_* overrides', () => {
    expect(loadEnv({ RATE_LIMIT_WAITLIST_JOIN: '5/60' }).rateLimits).toEqual({
      waitlist_join: { points: 5, durationSec: 60 },
    });
  });

  it('fails fast with every problem listed', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'not a url', RATE_LIMIT_X: 'ten' })).toThrow(
      /Invalid environment:[\s\S]*PORT[\s\S]*DATABASE_URL[\s\S]*RATE_LIMIT_X: must look like POINTS\/SECONDS/,
    );
  });
});
