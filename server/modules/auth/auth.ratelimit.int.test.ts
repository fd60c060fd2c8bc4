import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useTestApp } from '../../test/harness';

// Behind a proxy, so each test can speak from its own network address.
const t = useTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_ACCOUNT: '3/60' });

const signIn = (ip: string, email: string, password: string) =>
  t.agent().post('/api/login').set('X-Forwarded-For', ip).send({ email, password, intent: 'signin' });

describe('sign-in limits protect accounts without locking out a network', () => {
  it('a correct password is never refused because others on the same network failed', async () => {
    const { user } = await t.signedInAgent();
    const school = '203.0.113.10';
    for (let i = 0; i < 12; i++)
      expect((await signIn(school, `classmate-${i}@example.test`, 'wrong-password-x')).status).toBe(401);
    for (let i = 0; i < 6; i++) expect((await signIn(school, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('one account gets the limit of wrong guesses across all networks, then 429 for it alone', async () => {
    const { user } = await t.signedInAgent();
    const { user: neighbour } = await t.signedInAgent();
    const networks = ['198.51.100.7', '198.51.100.8', '198.51.100.9'];
    for (const ip of networks) expect((await signIn(ip, user.email, 'wrong-password-x')).status).toBe(401);
    const blocked = await signIn('198.51.100.10', user.email, 'wrong-password-y');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Locked means locked, from anywhere, until the window ends…
    expect((await signIn('192.0.2.1', user.email, TEST_PASSWORD)).status).toBe(429);
    // …and only for that account.
    expect((await signIn('198.51.100.7', neighbour.email, TEST_PASSWORD)).status).toBe(200);
  });
});
