import { describe, expect, it } from 'vitest';
import { hsSignup, makeAthleteProfile } from '../test/factories';
import { useTestApp } from '../test/harness';
import { INVALID_UNICODE_MESSAGE, NUL_MESSAGE } from './text';

const t = useTestApp();
const NUL = '\u0000';

const expectNulRefused = (res: { status: number; text: string }) => {
  expect(res.status, res.text).toBe(400);
  expect(res.text).toContain(NUL_MESSAGE);
};

describe('a NUL character anywhere gets a 400 with a clear message, never a 500', () => {
  it('in a REST JSON body', async () => {
    const res = await t
      .agent()
      .post('/api/waitlist')
      .send({ segment: 'hs', name: `Jo${NUL}rdan`, email: 'nul@example.test', consent: true });
    expectNulRefused(res);
  });

  it('in a REST path parameter, including the referral-code path', async () => {
    expectNulRefused(await t.agent().get('/api/waitlist/referrals/%00'));
    expectNulRefused(await t.agent().get('/api/athlete-profiles/ab%00cd'));
  });

  it('in a tRPC query input and a tRPC mutation body, answered in the envelope the tRPC client reads', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { id: `x${NUL}` } }));
    const query = await t.agent().get(`/trpc/athlete.byId?input=${input}`);
    expectNulRefused(query);
    expect(query.body.error.json.message).toBe(NUL_MESSAGE);
    const res = await t
      .agent()
      .post('/trpc/waitlist.join')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ json: { segment: 'hs', name: NUL, email: 'a@example.test', consent: true } }));
    expectNulRefused(res);
    expect(res.body.error.json.message).toBe(NUL_MESSAGE);

    const batchInput = encodeURIComponent(JSON.stringify({ 0: { json: { id: NUL } }, 1: { json: null } }));
    const batch = await t.agent().get(`/trpc/athlete.byId,waitlist.stats?batch=1&input=${batchInput}`);
    expect(batch.status).toBe(400);
    expect(batch.body.map((r: { error: { json: { message: string } } }) => r.error.json.message)).toEqual([
      NUL_MESSAGE,
      NUL_MESSAGE,
    ]);
  });

  it('in the session cookie', async () => {
    expectNulRefused(await t.agent().get('/api/auth/user').set('Cookie', 'session=%00'));
  });

  it('in a profile PATCH, which then changes nothing', async () => {
    const { agent, user } = await t.signedInAgent();
    const profile = await makeAthleteProfile(t.db, { userId: user.id, overrides: { bio: 'Before' } });
    expectNulRefused(await agent.patch(`/api/athlete-profiles/${profile.id}`).send({ bio: `After${NUL}` }));
    const row = await t.db
      .selectFrom('athleteProfiles')
      .select('bio')
      .where('id', '=', profile.id)
      .executeTakeFirst();
    expect(row?.bio).toBe('Before');
  });

  it('in a sign-in form', async () => {
    const res = await t
      .agent()
      .post('/api/login')
      .send({ email: `a${NUL}@example.test`, password: 'x', intent: 'signin' });
    expectNulRefused(res);
  });
});

describe('a lone UTF-16 surrogate gets a 400 with a clear message, never a 500', () => {
  const lone = 'a\ud800b';
  const expectRefused = (res: { status: number; text: string }) => {
    expect(res.status, res.text).toBe(400);
    expect(res.text).toContain(INVALID_UNICODE_MESSAGE);
  };

  it('in the UTM fields of a waitlist sign-up, over REST and tRPC, and nothing is stored', async () => {
    for (const field of ['utmSource', 'utmMedium', 'utmCampaign']) {
      const email = `surrogate-${field}@example.test`;
      expectRefused(
        await t
          .agent()
          .post('/api/waitlist')
          .send({ ...hsSignup({ email }), [field]: lone }),
      );
      const trpc = await t
        .agent()
        .post('/trpc/waitlist.join')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ json: { ...hsSignup({ email }), [field]: lone } }));
      expectRefused(trpc);
      expect(trpc.body.error.json.message).toBe(INVALID_UNICODE_MESSAGE);
      const stored = await t.db
        .selectFrom('waitlistSignups')
        .select('id')
        .where('email', '=', email)
        .execute();
      expect(stored).toEqual([]);
    }
  });

  it('in a key of a body and in a tRPC query input', async () => {
    expectRefused(
      await t
        .agent()
        .post('/api/waitlist')
        .send({ ...hsSignup(), [lone]: 'x' }),
    );
    const input = encodeURIComponent(JSON.stringify({ json: { code: lone } }));
    expectRefused(await t.agent().get(`/trpc/waitlist.referrals?input=${input}`));
  });

  it('a well-formed pair (an emoji) is text like any other', async () => {
    const res = await t
      .agent()
      .post('/api/waitlist')
      .send({ ...hsSignup(), name: 'Jordan 🏈 Rivers' });
    expect(res.status).toBe(200);
  });
});
