import { describe, expect, it } from 'vitest';
import type { DB } from '../../platform/db';
import { InstanceHealth } from '../../platform/health';
import { checkHealth } from './system.service';

const quiet = { warn: () => {}, info: () => {} };
/** A database handle the check must not reach: it answers before asking PostgreSQL. */
const unreachable = {} as DB;

describe('checkHealth', () => {
  it('answers 503 "Starting up" while the instance warms up, before asking the database', async () => {
    const health = new InstanceHealth(async () => {}, quiet);
    let answer: unknown;
    await health.warm(async () => {
      answer = await checkHealth(unreachable, health).catch((err: Error & { code?: string }) => err);
    });
    expect(answer).toMatchObject({ code: 'UNAVAILABLE', message: 'Starting up' });
  });

  it('answers 503 "Shutting down" while draining', async () => {
    const health = new InstanceHealth(async () => {}, quiet);
    health.startDraining();
    await expect(checkHealth(unreachable, health)).rejects.toMatchObject({ message: 'Shutting down' });
  });
});
