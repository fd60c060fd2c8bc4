import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('logger', () => {
  it('never writes a cookie, an authorization header, a set-cookie or a password', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => void lines.push(line) });
    log.info(
      {
        req: { headers: { cookie: 'auth_session=abc', authorization: 'Bearer xyz', accept: 'text/html' } },
        res: { headers: { 'set-cookie': 'auth_session=def' } },
        body: { email: 'a@example.test', password: 'hunter2' },
      },
      'everything',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/abc|xyz|def|hunter2/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      req: { headers: { accept: 'text/html' } },
      body: { email: 'a@example.test' },
    });
  });
});
