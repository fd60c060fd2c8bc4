import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logBossError } from './boss-errors';

/** A pino logger writing its JSON lines into an array. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

/** The shape pg-boss emits: a pg DatabaseError with its client attached. */
function databaseError(code: string, message: string) {
  return Object.assign(new Error(message), {
    name: 'DatabaseError',
    code,
    severity: 'FATAL',
    client: { connectionParameters: { user: 'postgres', database: 'fitscout' }, _types: { builtins: {} } },
  });
}

describe('logBossError', () => {
  it('notes a database that is shutting down as one warning line', () => {
    const { log, lines } = capture();
    logBossError(log, databaseError('57P01', 'terminating connection due to administrator command'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      code: '57P01',
      msg: 'pg-boss lost its database connection: the database is shutting down',
    });
    expect(JSON.stringify(lines[0])).not.toContain('connectionParameters');
  });

  it('logs any other error with its message, code and stack, without the client', () => {
    const { log, lines } = capture();
    logBossError(log, databaseError('42P01', 'relation "pgboss.job" does not exist'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'pg-boss error',
      err: { type: 'Error', message: 'relation "pgboss.job" does not exist', code: '42P01' },
    });
    expect((lines[0]!.err as { stack: string }).stack).toContain('relation "pgboss.job" does not exist');
    expect(JSON.stringify(lines[0])).not.toContain('connectionParameters');
  });
});
