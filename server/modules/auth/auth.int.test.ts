import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { TEST_HOST, TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '../../test/harness';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from './auth.service';

const t = useTestApp({
  RATE_LIMIT_LOGIN_ACCOUNT: '3/60',
  RATE_LIMIT_SIGNUP_IP: '1000/60',
});

const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .find((c) => c.startsWith('session='));

describe('sign-up and sign-in', () => {
  it('signs up, then signs in with the same password', async () => {
    const email = uniqueEmail();
    const { agent, user } = await t.signedInAgent(email);
    expect(user.email).toBe(email);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual({
      id: user.id,
      email,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      emailVerifiedAt: null,
      role: 'athlete',
    });

    const signIn = await t
      .agent()
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD, intent: 'signin' })
      .expect(200);
    expect(signIn.body.user.id).toBe(user.id);
  });

  it('a form post answers 303 to a same-site returnTo and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const email = uniqueEmail();
    const res = await t
      .agent()
      .post('/api/login')
      .type('form')
      .send({ email, password: TEST_PASSWORD, intent: 'signup', returnTo: '/profile/new' })
      .expect(303);
    expect(res.headers.location).toBe('/profile/new');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it('never redirects off-site: an absolute or protocol-relative returnTo is dropped for the default start', async () => {
    for (const returnTo of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      const email = uniqueEmail();
      const post = (intent: string) =>
        t
          .agent()
          .post('/api/login')
          .type('form')
          .send({ email, password: TEST_PASSWORD, intent, returnTo })
          .expect(303);
      // A new athlete starts in the profile builder; signing in again goes home.
      expect((await post('signup')).headers.location).toBe('/profile/new');
      expect((await post('signin')).headers.location).toBe('/');
    }
  });

  it('normalises emails: trimmed and lower-cased', async () => {
    const email = uniqueEmail();
    await t.signedInAgent(`  ${email.toUpperCase()} `);
    const row = await t.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst();
    expect(row?.email).toBe(email);
  });

  it('a wrong password and an unknown email get the same 401 message', async () => {
    const { user } = await t.signedInAgent();
    const wrong = await t
      .agent()
      .post('/api/login')
      .send({ email: user.email, password: 'not-the-password', intent: 'signin' })
      .expect(401);
    const unknown = await t
      .agent()
      .post('/api/login')
      .send({ email: uniqueEmail(), password: 'whatever-password', intent: 'signin' })
      .expect(401);
    expect(wrong.body.error).toBe(INVALID_CREDENTIALS);
    expect(unknown.body.error).toBe(INVALID_CREDENTIALS);
  });

  it('a failed form sign-in re-renders the page with the message', async () => {
    const res = await t
      .agent()
      .post('/api/login')
      .type('form')
      .send({ email: uniqueEmail(), password: 'nope-nope-nope', intent: 'signin' })
      .expect(401);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain(INVALID_CREDENTIALS.replace('.', ''));
  });

  it('a duplicate sign-up says the account exists', async () => {
    const { user } = await t.signedInAgent();
    const res = await t
      .agent()
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD, intent: 'signup' })
      .expect(409);
    expect(res.body.error).toBe(EMAIL_TAKEN);
  });

  it('rejects passwords shorter than 10 characters', async () => {
    const res = await t
      .agent()
      .post('/api/login')
      .send({ email: uniqueEmail(), password: 'short', intent: 'signup' })
      .expect(400);
    expect(res.body.error).toBe('Password must be at least 10 characters');
  });

  it('stores passwords only as argon2id hashes (19 MiB, t=2, p=1)', async () => {
    const { user } = await t.signedInAgent();
    const row = await t.db
      .selectFrom('userPasswords')
      .select('hash')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.hash).not.toContain(TEST_PASSWORD);
    const users = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(users)).not.toContain(TEST_PASSWORD);
  });
});

describe('sessions', () => {
  it('logout invalidates the session server-side: the old cookie then gets 401', async () => {
    const { agent, user } = await t.signedInAgent();
    await agent.get('/api/auth/user').expect(200);
    const session = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    // A GET only shows the confirmation: a link or an image elsewhere cannot log anyone out.
    const confirm = await agent.get('/api/logout').expect(200);
    expect(confirm.text).toContain('<form method="post" action="/api/logout">');
    await agent.get('/api/auth/user').expect(200);
    const logout = await agent.post('/api/logout').type('form').send('').expect(303);
    expect(logout.headers.location).toBe('/');
    await agent.get('/api/auth/user').expect(401);
    // Replaying the pre-logout cookie must fail too: the row is gone, not just the browser copy.
    await t.http().get('/api/auth/user').set('Cookie', `session=${session.id}`).expect(401);
    expect(
      await t.db.selectFrom('sessions').select('id').where('id', '=', session.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('an expired session gets 401', async () => {
    const { agent, user } = await t.signedInAgent();
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    await agent.get('/api/auth/user').expect(401);
  });

  it('signing in starts a new session and drops the one the browser came with (no fixation)', async () => {
    const { agent, user } = await t.signedInAgent();
    const before = await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(before).toHaveLength(1);
    await agent
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD, intent: 'signin' })
      .expect(200);
    const after = await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(before[0]?.id);
  });

  it('a cross-origin POST that carries the session cookie gets 403', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    // Same request from our own origin passes the guard (and then fails validation instead).
    await agent
      .post('/api/athlete-profiles')
      .set('Origin', TEST_ORIGIN)
      .set('Host', TEST_HOST)
      .send({})
      .expect(400);
  });

  it('a cross-origin POST without an Origin but with a foreign Referer gets 403', async () => {
    const { agent } = await t.signedInAgent();
    await agent
      .post('/api/athlete-profiles')
      .unset('Origin')
      .set('Referer', 'https://evil.example/page')
      .send({})
      .expect(403);
  });

  it('the CSRF guard covers tRPC mutations too', async () => {
    const { agent } = await t.signedInAgent();
    await agent.post('/trpc/auth.logout').set('Origin', 'https://evil.example').send({}).expect(403);
    await agent.get('/api/auth/user').expect(200);
    await agent
      .post('/trpc/auth.logout')
      .set('Origin', TEST_ORIGIN)
      .set('Host', TEST_HOST)
      .send({})
      .expect(200);
    await agent.get('/api/auth/user').expect(401);
  });

  it('tRPC auth.me answers the session user, or null for a visitor (not an error)', async () => {
    const { user } = await t.signedInAgent();
    expect(await t.caller(user).auth.me()).toEqual(user);
    expect(await t.caller(null).auth.me()).toBeNull();
  });

  it('tRPC auth.user (behind GET /api/auth/user) answers the session user, or UNAUTHORIZED', async () => {
    const { user } = await t.signedInAgent();
    expect(await t.caller(user).auth.user()).toEqual(user);
    await expect(t.caller(null).auth.user()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('GET /api/auth/user without a session answers 401 JSON', async () => {
    const res = await t.http().get('/api/auth/user').expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});

describe('rate limits', () => {
  it('trips per account after repeated failures with 429 and Retry-After', async () => {
    const { user } = await t.signedInAgent();
    for (let i = 0; i < 3; i++) {
      await t
        .agent()
        .post('/api/login')
        .send({ email: user.email, password: 'wrong-password-x', intent: 'signin' })
        .expect(401);
    }
    const res = await t
      .agent()
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD, intent: 'signin' })
      .expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.error).toMatch(/Too many sign-in attempts/);
  });
});

describe('login page', () => {
  it('GET /api/login serves an accessible sign-in page with both modes', async () => {
    const res = await t.http().get('/api/login?returnTo=/profile/new').expect(200);
    expect(res.text).toContain('<label for="email">Email</label>');
    expect(res.text).toContain('name="returnTo" value="/profile/new"');
    expect(res.text).toContain('Create an account');
    const signup = await t.http().get('/api/login?mode=signup').expect(200);
    expect(signup.text).toContain('Create your account');
  });

  it('GET /api/login redirects a signed-in user straight to returnTo', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.get('/api/login?returnTo=/dashboard').expect(303);
    expect(res.headers.location).toBe('/dashboard');
  });
});

describe('sliding sessions', () => {
  it('extends a session to a fresh 30 days once less than half of it is left, and refreshes the cookie', async () => {
    const { agent, user } = await t.signedInAgent();
    const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await t.db.updateTable('sessions').set({ expiresAt: soon }).where('userId', '=', user.id).execute();
    const res = await agent.get('/api/auth/user').expect(200);
    expect(sessionCookie(res)).toMatch(/Max-Age=2592000/);
    const row = await t.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    const daysLeft = (row.expiresAt.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(daysLeft).toBeGreaterThan(29.9);
  });

  it('leaves a fresh session alone (no cookie rewrite on every request)', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.get('/api/auth/user').expect(200);
    expect(sessionCookie(res)).toBeUndefined();
  });
});

describe('sign-up rate limit per email', () => {
  const tight = useTestApp({ RATE_LIMIT_SIGNUP_EMAIL: '2/60' });
  it('trips after repeated sign-up attempts for one email', async () => {
    const email = uniqueEmail();
    await tight
      .agent()
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD, intent: 'signup' })
      .expect(200);
    await tight
      .agent()
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD, intent: 'signup' })
      .expect(409);
    const res = await tight
      .agent()
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD, intent: 'signup' })
      .expect(429);
    expect(res.body.error).toMatch(/Too many sign-up attempts/);
  });
});
