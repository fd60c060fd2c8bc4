import { describe, expect, it } from 'vitest';
import { APP_ERRORS, AppError, appCodeFromTrpc } from './errors';

describe('AppError code table', () => {
  it('maps every code to a 4xx/5xx status and a tRPC code', () => {
    for (const [code, { http, trpc }] of Object.entries(APP_ERRORS)) {
      expect(http, code).toBeGreaterThanOrEqual(400);
      expect(http, code).toBeLessThan(600);
      expect(trpc, code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('uses the statuses ARCHITECTURE prescribes', () => {
    expect(APP_ERRORS.VALIDATION.http).toBe(400);
    expect(APP_ERRORS.UNAUTHORIZED.http).toBe(401);
    expect(APP_ERRORS.FORBIDDEN.http).toBe(403);
    expect(APP_ERRORS.NOT_FOUND.http).toBe(404);
    expect(APP_ERRORS.CONFLICT.http).toBe(409);
    expect(APP_ERRORS.RATE_LIMITED.http).toBe(429);
    expect(APP_ERRORS.UNAVAILABLE.http).toBe(503);
  });

  it('maps tRPC codes back, defaulting to INTERNAL', () => {
    expect(appCodeFromTrpc('FORBIDDEN')).toBe('FORBIDDEN');
    expect(appCodeFromTrpc('TOO_MANY_REQUESTS')).toBe('RATE_LIMITED');
    expect(appCodeFromTrpc('BAD_REQUEST')).toBe('BAD_REQUEST');
    expect(appCodeFromTrpc('SOMETHING_ELSE')).toBe('INTERNAL');
  });

  it('carries details such as retryAfter', () => {
    const err = new AppError('RATE_LIMITED', 'Slow down', { retryAfter: 30 });
    expect(err.details).toEqual({ retryAfter: 30 });
    expect(err).toBeInstanceOf(Error);
  });
});
