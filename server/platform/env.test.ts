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

describe('loadDotenv', () => {
  it('loads .env from the root without overriding variables already set', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { loadDotenv } = await import('./env');
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    writeFileSync(path.join(dir, '.env'), 'FITSCOUT_TEST_NEW=from-file\nFITSCOUT_TEST_SET=from-file\n');
    process.env.FITSCOUT_TEST_SET = 'from-shell';
    loadDotenv(dir);
    expect(process.env.FITSCOUT_TEST_NEW).toBe('from-file');
    expect(process.env.FITSCOUT_TEST_SET).toBe('from-shell');
    delete process.env.FITSCOUT_TEST_NEW;
    delete process.env.FITSCOUT_TEST_SET;
  });

  it('reads the evidence settings with the rest, and refuses s3 storage without its bucket and keys', () => {
    const env = loadEnv({ EVIDENCE_READ_MAX_MB: '256' });
    expect(env).toMatchObject({
      EVIDENCE_STORAGE: 'folder',
      EVIDENCE_READ_CONCURRENCY: 1,
      EVIDENCE_READ_MAX_MB: 256,
    });
    expect(() => loadEnv({ EVIDENCE_STORAGE: 's3', EVIDENCE_S3_BUCKET: 'sheets' })).toThrow(
      /EVIDENCE_STORAGE: s3 needs EVIDENCE_S3_ENDPOINT/,
    );
  });
});
