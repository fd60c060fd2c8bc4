import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isClientRoute } from '../../../common/client-routes';
import { EVIDENCE_MESSAGES as M } from '../../../common/schemas/evidence';
import { makeAthleteProfile } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-harness';
import { linkIn } from '../../test/smtp-catcher';
import { hashToken } from '../email-tokens';
import { EVENT_CLAIM_TTL_MS } from './event-claim.service';
import { importEventCsv } from './event-import';

const ORIGIN = 'http://fitscout.test';
const t = await useMailTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_EVENT_CLAIM: '2/86400' });
const { smtp } = t;

const SUBJECT = 'Confirm your result from Summer Showcase';
const CONFIRM = '/api/evidence/event-results/confirm-claim';
const claimPath = (id: string) => `/api/evidence/event-results/${id}/claim`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

/** A signed-in Football athlete whose vertical is self-reported 31.5. */
async function athlete(firstName: string, lastName: string) {
  const { agent, user } = await t.signedInAgent();
  const profile = await makeAthleteProfile(t.db, {
    userId: user.id,
    overrides: {
      firstName,
      lastName,
      metrics: { '40yd': 4.62, vertical: 31.5 },
      evidence: { '40yd': 'self', vertical: 'self' },
    },
  });
  return { agent, user, profile };
}
type Athlete = Awaited<ReturnType<typeof athlete>>;

/** One waiting row (a vertical of 33) under this name, registered with an address no account has. */
async function waitingRow(firstName: string, lastName: string) {
  const email = `reg-${randomBytes(4).toString('hex')}@example.test`;
  const csv = [
    'event,date,email,first_name,last_name,graduation_year,metric,value',
    `Summer Showcase,2026-06-20,${email},${firstName},${lastName},2027,vertical,33`,
  ].join('\n');
  expect(await importEventCsv(t.deps, csv)).toMatchObject({ issues: [], matched: 0, waiting: 1 });
  const row = await t.db
    .selectFrom('eventResults')
    .select('id')
    .where('matchKey', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** Each test its own surname, so rows and athletes of other tests never meet. */
const surname = () => `Claimer${randomBytes(3).toString('hex')}`;

async function vertical(a: Athlete) {
  const pub = await t.http().get(`/api/athlete-profiles/${a.profile.id}`).expect(200);
  return { value: pub.body.metrics.vertical, level: pub.body.evidence.vertical };
}
const claimable = async (a: Athlete) =>
  (await a.agent.get('/api/evidence/event-results').expect(200)).body as { id: string }[];

async function claimAndReadLink(a: Athlete, row: { id: string; email: string }) {
  await a.agent.post(claimPath(row.id)).expect(200);
  const mail = await smtp.waitFor(row.email, { subject: SUBJECT });
  return linkIn(mail, `${ORIGIN}/profile/event-claim?token=`);
}

describe('claiming an event result by its registration address', () => {
  it('mails a single-use link to the row’s address; opened by the athlete who asked, the metric becomes Event Data', async () => {
    const last = surname();
    const casey = await athlete('Casey', last);
    const row = await waitingRow('Casey', last);

    const list = await casey.agent.get('/api/evidence/event-results').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: row.id,
        registeredAs: `r•••@example.test`,
        metric: 'vertical',
        value: 33,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(row.email);

    const asked = await casey.agent.post(claimPath(row.id)).expect(200);
    expect(asked.body).toEqual({ sentTo: 'r•••@example.test', alreadySent: false });
    expect(JSON.stringify(asked.body)).not.toContain(row.email);

    // Until the link is opened nothing changes: the metric is as it was and the row still waits.
    expect(await vertical(casey)).toEqual({ value: 31.5, level: 'self' });
    expect((await claimable(casey)).map((r) => r.id)).toEqual([row.id]);

    const mail = await smtp.waitFor(row.email, { subject: SUBJECT });
    expect(mail.to).toEqual([row.email]);
    expect(mail.text).toContain('Vertical jump 33 in at Summer Showcase (2026-06-20)');
    expect(mail.text).toContain(casey.user.email);
    const link = linkIn(mail, `${ORIGIN}/profile/event-claim?token=`);
    expect(isClientRoute(new URL(link).pathname)).toBe(true);
    const token = tokenOf(link);

    // Stored as its SHA-256 only, for this athlete and this result, for 24 hours.
    const stored = await t.db
      .selectFrom('emailTokens')
      .selectAll()
      .where('userId', '=', casey.user.id)
      .where('purpose', '=', 'event_claim')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tokenHash: hashToken(token), eventResultId: row.id, email: row.email });
    expect(JSON.stringify(stored)).not.toContain(token);
    const ttl = stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime();
    expect(Math.abs(ttl - EVENT_CLAIM_TTL_MS)).toBeLessThan(60_000);

    const confirmed = await casey.agent.post(CONFIRM).send({ token }).expect(200);
    expect(confirmed.body).toMatchObject({ id: row.id, metric: 'vertical', value: 33 });
    const pub = await t.http().get(`/api/athlete-profiles/${casey.profile.id}`).expect(200);
    expect(pub.body.metrics.vertical).toBe(33);
    expect(pub.body.evidenceDetail.vertical).toMatchObject({
      level: 'event',
      source: 'Summer Showcase, 2026-06-20',
    });
    expect(await claimable(casey)).toEqual([]);

    const again = await casey.agent.post(CONFIRM).send({ token }).expect(400);
    expect(again.body.error).toBe(M.claimLinkDead);
  });

  it('a second click the same day sends nothing more, and the first link still works', async () => {
    const last = surname();
    const casey = await athlete('Casey', last);
    const row = await waitingRow('Casey', last);
    await casey.agent.post(claimPath(row.id)).expect(200);
    const second = await casey.agent.post(claimPath(row.id)).expect(200);
    expect(second.body).toEqual({ sentTo: 'r•••@example.test', alreadySent: true });
    const link = linkIn(await smtp.waitFor(row.email, { subject: SUBJECT }), ORIGIN);

    const outbox = await t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', row.email)
      .execute();
    expect(outbox).toHaveLength(1);
    // The second click's link was never mailed, so it is not kept.
    const tokens = await t.db
      .selectFrom('emailTokens')
      .select('tokenHash')
      .where('eventResultId', '=', row.id)
      .execute();
    expect(tokens).toEqual([{ tokenHash: hashToken(tokenOf(link)) }]);
    await casey.agent
      .post(CONFIRM)
      .send({ token: tokenOf(link) })
      .expect(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const last = surname();
    const casey = await athlete('Casey', last);
    const row = await waitingRow('Casey', last);
    const token = tokenOf(await claimAndReadLink(casey, row));
    await t.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    const refused = await casey.agent.post(CONFIRM).send({ token }).expect(400);
    expect(refused.body.error).toBe(M.claimLinkDead);
    expect(await vertical(casey)).toEqual({ value: 31.5, level: 'self' });
    expect((await claimable(casey)).map((r) => r.id)).toEqual([row.id]);
  });

  it('refuses another athlete of the same name who opens the link; the claim stays the asker’s', async () => {
    const last = surname();
    const casey = await athlete('Casey', last);
    const twin = await athlete('Casey', last);
    const row = await waitingRow('Casey', last);
    // Both see the row: who may see it is unchanged, only who may take it.
    expect((await claimable(twin)).map((r) => r.id)).toEqual([row.id]);
    const token = tokenOf(await claimAndReadLink(casey, row));

    const refused = await twin.agent.post(CONFIRM).send({ token }).expect(403);
    expect(refused.body.error).toBe(M.claimLinkOtherAccount);
    expect(await vertical(twin)).toEqual({ value: 31.5, level: 'self' });
    expect(await vertical(casey)).toEqual({ value: 31.5, level: 'self' });
    const unused = await t.db
      .selectFrom('emailTokens')
      .select('usedAt')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(unused.usedAt).toBeNull();
    await t.http().post(CONFIRM).send({ token }).expect(401);

    await casey.agent.post(CONFIRM).send({ token }).expect(200);
    expect(await vertical(casey)).toEqual({ value: 33, level: 'event' });
  });

  it('refuses a taken row with the existing message, and a metric the athlete’s sport no longer uses', async () => {
    const last = surname();
    const casey = await athlete('Casey', last);
    const twin = await athlete('Casey', last);
    const row = await waitingRow('Casey', last);
    await casey.agent.post(claimPath(row.id)).expect(200);
    await twin.agent.post(claimPath(row.id)).expect(200);
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(row.email)).length, { timeout: 20_000 })
      .toBe(2);
    const [first, second] = smtp.messages
      .filter((m) => m.to.includes(row.email))
      .map((m) => tokenOf(linkIn(m, ORIGIN)));
    const tokenOwner = async (token: string) =>
      (
        await t.db
          .selectFrom('emailTokens')
          .select('userId')
          .where('tokenHash', '=', hashToken(token))
          .executeTakeFirstOrThrow()
      ).userId;
    const [caseyToken, twinToken] =
      (await tokenOwner(first!)) === casey.user.id ? [first!, second!] : [second!, first!];

    await casey.agent.post(CONFIRM).send({ token: caseyToken }).expect(200);
    const taken = await twin.agent.post(CONFIRM).send({ token: twinToken }).expect(409);
    expect(taken.body.error).toBe(M.resultTaken);
    expect(await vertical(twin)).toEqual({ value: 31.5, level: 'self' });

    const other = surname();
    const switcher = await athlete('Sam', other);
    const row2 = await waitingRow('Sam', other);
    const token = tokenOf(await claimAndReadLink(switcher, row2));
    await t.db
      .updateTable('athleteProfiles')
      .set({ sport: 'Baseball' })
      .where('id', '=', switcher.profile.id)
      .execute();
    const refused = await switcher.agent.post(CONFIRM).send({ token }).expect(400);
    expect(refused.body.error).toBe(M.metricForSport);
    const row2After = await t.db
      .selectFrom('eventResults')
      .select('athleteId')
      .where('id', '=', row2.id)
      .executeTakeFirstOrThrow();
    expect(row2After.athleteId).toBeNull();
  });

  it('answers 429 with the configured message past the daily limit, and writes no link for it', async () => {
    const last = surname();
    const casey = await athlete('Casey', last);
    const rows = [
      await waitingRow('Casey', last),
      await waitingRow('Casey', last),
      await waitingRow('Casey', last),
    ];
    for (const row of rows.slice(0, 2)) await casey.agent.post(claimPath(row.id)).expect(200);
    const limited = await casey.agent.post(claimPath(rows[2]!.id)).expect(429);
    expect(limited.body.error).toBe('You have asked for 2 claim links today. Please try again tomorrow.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const links = await t.db
      .selectFrom('emailTokens')
      .select('eventResultId')
      .where('userId', '=', casey.user.id)
      .where('purpose', '=', 'event_claim')
      .execute();
    expect(links.map((l) => l.eventResultId).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());
  });
});
