import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { TEST_PASSWORD } from '../../test/harness';
import { linkIn } from '../../test/smtp-catcher';
import { hashToken } from '../email-tokens';

/** Counts password hashes: a dead reset link must not cost one. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../auth/passwords')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      hashes.count++;
      return real.hashPassword(password);
    },
  };
});

// Test files share their worker's modules (vite.config.ts), so an earlier file may have loaded
// the real module: the app is imported afresh for the mock to apply.
vi.resetModules();
// … and the next file in this worker loads the real module again.
afterAll(() => {
  vi.doUnmock('../../auth/passwords');
  vi.resetModules();
});
const { useMailTestApp } = await import('../../test/mail-harness');

const ORIGIN = 'http://fitscout.test';
const t = await useMailTestApp({
  PUBLIC_URL: ORIGIN,
  RATE_LIMIT_PASSWORD_RESET_EMAIL: '2/60',
  RATE_LIMIT_VERIFY_RESEND: '1/60',
});
const { smtp } = t;

const pathOf = (link: string) => {
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;
const mailsTo = (to: string, subject: string) =>
  smtp.messages.filter((m) => m.to.includes(to) && m.subject === subject);
const RESET_SUBJECT = 'Reset your FitScout password';
const NEW_PASSWORD = 'a-brand-new-password-42';

const askReset = (email: string) => t.agent().post('/api/forgot-password').type('form').send({ email });

describe('forgot password', () => {
  it('the login page links to it, and the answer is the same whether or not the account exists', async () => {
    expect((await t.http().get('/api/login').expect(200)).text).toContain('href="/api/forgot-password"');
    const { user } = await t.signedInAgent();
    const known = await askReset(user.email).expect(200);
    const unknown = await askReset(uniqueEmail('nobody')).expect(200);
    expect(known.text).toBe(unknown.text);
    expect(known.text).toContain('If an account exists for that address');
  });

  it('answers a known address without waiting for its link to be written', async () => {
    const { user } = await t.signedInAgent();
    // With the token table locked, a known address would hang here if its answer waited for the link.
    await t.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE email_tokens IN EXCLUSIVE MODE`.execute(trx);
      const answer = await askReset(user.email).timeout(3_000);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('If an account exists for that address');
    });
    // The link still goes out once the table is free.
    expect((await smtp.waitFor(user.email, { subject: RESET_SUBJECT })).subject).toBe(RESET_SUBJECT);
  });

  it('mails a single-use link, stored hashed, that sets a new password and ends every session', async () => {
    const { agent: oldSession, user } = await t.signedInAgent();
    await oldSession.get('/api/auth/user').expect(200);
    await askReset(user.email).expect(200);
    const resetMail = await smtp.waitFor(user.email, { subject: RESET_SUBJECT });
    expect(resetMail.subject).toBe(RESET_SUBJECT);
    expect(resetMail.raw['list-unsubscribe']).toBeUndefined(); // transactional
    expect(resetMail.html).toContain('Choose a new password');
    const link = linkIn(resetMail, `${ORIGIN}/api/reset-password?token=`);

    // Only the SHA-256 of the token is stored.
    const stored = await t.db
      .selectFrom('emailTokens')
      .selectAll()
      .where('userId', '=', user.id)
      .where('purpose', '=', 'password_reset')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(tokenOf(link)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
    // About 30 minutes to live.
    const ttl = (stored[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);

    const page = await t.agent().get(pathOf(link)).expect(200);
    expect(page.text).toContain('Choose a new password');
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const tooShort = await t
      .agent()
      .post('/api/reset-password')
      .type('form')
      .send({ token: tokenOf(link), password: 'short' });
    expect(tooShort.status).toBe(400);
    const done = await t
      .agent()
      .post('/api/reset-password')
      .type('form')
      .send({ token: tokenOf(link), password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.text).toContain('every other session has ended');

    await oldSession.get('/api/auth/user').expect(401);
    await t
      .agent()
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD, intent: 'signin' })
      .expect(401);
    await t
      .agent()
      .post('/api/login')
      .send({ email: user.email, password: NEW_PASSWORD, intent: 'signin' })
      .expect(200);

    // Single use: the link is dead now.
    expect((await t.agent().get(pathOf(link))).status).toBe(400);
    const again = await t
      .agent()
      .post('/api/reset-password')
      .type('form')
      .send({ token: tokenOf(link), password: 'another-password-99' });
    expect(again.status).toBe(400);
    expect(again.text).toContain('expired or was already used');
  });

  it('a dead link is refused before the new password is hashed', async () => {
    // The counter sees hashing at all: a sign-up hashes its password once.
    const start = hashes.count;
    await t.signedInAgent();
    expect(hashes.count).toBe(start + 1);
    const before = hashes.count;
    const res = await t
      .agent()
      .post('/api/reset-password')
      .type('form')
      .send({ token: 'not-a-live-token', password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.text).toContain('expired or was already used');
    expect(hashes.count).toBe(before);
  });

  it('an expired link opens nothing', async () => {
    const { user } = await t.signedInAgent();
    await askReset(user.email).expect(200);
    const link = linkIn(
      await smtp.waitFor(user.email, { subject: RESET_SUBJECT }),
      `${ORIGIN}/api/reset-password`,
    );
    await t.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(tokenOf(link)))
      .execute();
    expect((await t.agent().get(pathOf(link))).status).toBe(400);
    const post = await t
      .agent()
      .post('/api/reset-password')
      .type('form')
      .send({ token: tokenOf(link), password: NEW_PASSWORD });
    expect(post.status).toBe(400);
  });

  it('past the per-address limit the answer is unchanged and no more mail is sent', async () => {
    const { user } = await t.signedInAgent();
    for (let i = 0; i < 3; i++) expect((await askReset(user.email)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo(user.email, RESET_SUBJECT)).toHaveLength(2);
  });
});

describe('verify the address', () => {
  it('sign-up mails a confirmation link; opening it marks the account verified', async () => {
    const email = uniqueEmail();
    const { agent } = await t.signedInAgent(email);
    expect((await agent.get('/api/auth/user').expect(200)).body.emailVerifiedAt).toBeNull();
    const mail = await smtp.waitFor(email, { subject: 'Confirm your email for FitScout' });
    expect(mail.subject).toBe('Confirm your email for FitScout');
    const link = linkIn(mail, `${ORIGIN}/api/verify-email?token=`);
    const page = await t.agent().get(pathOf(link)).expect(200);
    expect(page.text).toContain('Email confirmed');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(Date.parse(me.body.emailVerifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.agent().get(pathOf(link))).status).toBe(400);
  });

  it('resending is rate-limited per account', async () => {
    const { user } = await t.signedInAgent();
    const caller = t.caller(user);
    expect(await caller.auth.resendVerification()).toEqual({ alreadyVerified: false });
    await expect(caller.auth.resendVerification()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
