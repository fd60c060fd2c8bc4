import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../test/harness';

// Behind a proxy, so each test can speak from its own network address.
const t = useTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_IP: '3/60', RATE_LIMIT_LOGIN_EMAIL: '3/60' });

const signIn = (ip: string, email: string, password: string) =>
  t.agent().post('/api/login').set('X-Forwarded-For', ip).send({ email, password, intent: 'signin' });

describe('sign-in rate limits count failures only', () => {
  it('many good sign-ins from one school network all succeed', async () => {
    const { user } = await t.signedInAgent();
    for (let i = 0; i < 6; i++)
      expect((await signIn('203.0.113.10', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("a stranger's wrong guesses lock the email on their network only, not its owner's", async () => {
    const { user } = await t.signedInAgent();
    for (let i = 0; i < 3; i++)
      expect((await signIn('198.51.100.7', user.email, 'wrong-password-x')).status).toBe(401);
    const blocked = await signIn('198.51.100.7', user.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('203.0.113.20', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('failures across many emails from one network trip the per-network limit', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn('192.0.2.44', `nobody-${i}@example.test`, 'wrong-password-x')).status).toBe(401);
    expect((await signIn('192.0.2.44', 'someone-else@example.test', 'wrong-password-x')).status).toBe(429);
  });
});
