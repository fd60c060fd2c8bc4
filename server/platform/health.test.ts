import { describe, expect, it } from 'vitest';
import { InstanceHealth, isDatabaseUnreachable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from './health';

const quiet = { warn: () => {}, info: () => {} };
const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnreachable', () => {
  it('knows the driver, socket and SQLSTATE signs of a lost database, also when wrapped as a cause', () => {
    for (const code of ['ECONNREFUSED', 'CONNECT_TIMEOUT', 'CONNECTION_CLOSED', '57P01', '08006'])
      expect(isDatabaseUnreachable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnreachable(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('does not mistake a wrong query or bad input for an outage', () => {
    for (const code of ['23505', '22021', '42P01', '57014', 'BAD_REQUEST'])
      expect(isDatabaseUnreachable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnreachable(new Error('no code'))).toBe(false);
    expect(isDatabaseUnreachable(undefined)).toBe(false);
  });
});

describe('InstanceHealth', () => {
  it('opens on an outage, answers 503 with Retry-After, and closes once the probe succeeds', async () => {
    let databaseBack = false;
    let probes = 0;
    const health = new InstanceHealth(
      async () => {
        probes++;
        if (!databaseBack) throw withCode('ECONNREFUSED');
      },
      quiet,
      () => {},
      5,
    );
    const answer = health.observe(withCode('ECONNREFUSED'));
    expect(answer?.code).toBe('UNAVAILABLE');
    expect(answer?.message).toBe(UNAVAILABLE_MESSAGE);
    expect(answer?.details).toEqual({ retryAfter: RETRY_AFTER_SECONDS });
    await new Promise((r) => setTimeout(r, 0));
    expect(health.databaseDown).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(health.databaseDown).toBe(true);
    expect(probes).toBeGreaterThan(1);
    databaseBack = true;
    await new Promise((r) => setTimeout(r, 30));
    expect(health.databaseDown).toBe(false);
    health.close();
  });

  it('one dead connection while the database answers is a 503 for its request, not an outage', async () => {
    const health = new InstanceHealth(async () => {}, quiet);
    expect(health.observe(withCode('ECONNRESET'))?.code).toBe('UNAVAILABLE');
    await new Promise((r) => setTimeout(r, 10));
    expect(health.databaseDown).toBe(false);
    health.close();
  });

  it('a statement timeout is a 503 but not an outage; other errors are left to the caller', () => {
    const health = new InstanceHealth(async () => {}, quiet);
    expect(health.observe(withCode('57014'))?.code).toBe('UNAVAILABLE');
    expect(health.databaseDown).toBe(false);
    expect(health.observe(withCode('23505'))).toBeNull();
    expect(health.draining).toBe(false);
    health.startDraining();
    expect(health.draining).toBe(true);
  });
});

describe('InstanceHealth.guard and watch', () => {
  it('releases calls in flight with the 503 when the breaker opens, and refuses new ones at once', async () => {
    const health = new InstanceHealth(async () => Promise.reject(withCode('ECONNREFUSED')), quiet);
    let finish: (v: string) => void = () => {};
    const late: string[] = [];
    // Its outcome is taken at once, so the release is never an unhandled rejection meanwhile.
    const inFlight = health
      .guard(
        () => new Promise<string>((r) => (finish = r)),
        (value) => late.push(value),
      )
      .then(
        () => 'resolved',
        (err: unknown) => err,
      );
    health.observe(withCode('ECONNRESET'));
    expect(await inFlight).toMatchObject({
      code: 'UNAVAILABLE',
      details: { retryAfter: RETRY_AFTER_SECONDS },
    });
    let started = false;
    await expect(
      health.guard(async () => {
        started = true;
      }),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(started).toBe(false);
    // The abandoned call's result, when it finally comes, is handed back for clean-up.
    finish('connection');
    await new Promise((r) => setTimeout(r, 0));
    expect(late).toEqual(['connection']);
    health.close();
  });

  it('passes results and errors through while the database answers', async () => {
    const health = new InstanceHealth(async () => {}, quiet);
    expect(await health.guard(async () => 42)).toBe(42);
    await expect(health.guard(async () => Promise.reject(withCode('23505')))).rejects.toMatchObject({
      code: '23505',
    });
    expect(health.databaseDown).toBe(false);
  });

  it('a probe that gets no answer in time opens the breaker; its late answer closes it', async () => {
    let answer: () => void = () => {};
    let frozen = false;
    const health = new InstanceHealth(
      () => (frozen ? new Promise<void>((r) => (answer = r)) : Promise.resolve()),
      quiet,
      () => {},
      10,
      50,
    );
    health.watch();
    await new Promise((r) => setTimeout(r, 30));
    expect(health.databaseDown).toBe(false);
    frozen = true;
    await new Promise((r) => setTimeout(r, 120));
    expect(health.databaseDown).toBe(true);
    frozen = false;
    answer();
    await new Promise((r) => setTimeout(r, 60));
    expect(health.databaseDown).toBe(false);
    health.close();
  });
});

describe('InstanceHealth.warm', () => {
  it('is warming while the warm-up runs and not after it, also when the warm-up fails', async () => {
    const health = new InstanceHealth(async () => {}, quiet);
    expect(health.warming).toBe(false);
    let seenWhileRunning: boolean | undefined;
    await health.warm(async () => {
      seenWhileRunning = health.warming;
    });
    expect(seenWhileRunning).toBe(true);
    expect(health.warming).toBe(false);
    await expect(
      health.warm(async () => {
        throw new Error('compile failed');
      }),
    ).rejects.toThrow('compile failed');
    expect(health.warming).toBe(false);
  });
});
