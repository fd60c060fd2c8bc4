import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES } from '../../../common/schemas/evidence';
import { makeAthleteProfile, makeUser, uniqueEmail } from '../../test/factories';
import { TEST_PASSWORD, useTestApp } from '../../test/harness';
import { invalidateProgramCache } from '../match/program-cache';

const uploads = await mkdtemp(path.join(tmpdir(), 'coach-verify-'));
const t = useTestApp({ EVIDENCE_UPLOAD_DIR: uploads });
afterAll(() => rm(uploads, { recursive: true, force: true }));

/** A program with one coach on its staff, signed in through the API as a named coach. */
async function staffedProgram(firstName: string, lastName: string) {
  const slug = randomBytes(4).toString('hex');
  const program = await t.db
    .insertInto('collegePrograms')
    .values({
      name: `Example ${slug} University`,
      division: 'FCS',
      location: 'Austin, TX',
      sport: 'football',
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  invalidateProgramCache(t.db);
  const agent = t.agent();
  const email = uniqueEmail('coach');
  const res = await agent
    .post('/api/login')
    .send({ email, password: TEST_PASSWORD, intent: 'signup', role: 'coach', firstName, lastName })
    .expect(200);
  const userId: string = res.body.user.id;
  await t.db.updateTable('users').set({ emailVerifiedAt: new Date() }).where('id', '=', userId).execute();
  await t.db.insertInto('programCoaches').values({ programId: program.id, userId, via: 'admin' }).execute();
  return { program, agent, userId };
}

/** An athlete with a stats sheet on file; the bytes are stored as an upload would store them. */
async function athleteWithFile() {
  const user = await makeUser(t.db, { verified: true });
  const profile = await makeAthleteProfile(t.db, { userId: user.id });
  const storageKey = `${profile.id}/${randomBytes(8).toString('hex')}`;
  const bytes = Buffer.from('%PDF-1.4 sheet');
  await t.deps.files.storage.put(storageKey, bytes, 'application/pdf');
  const file = await t.db
    .insertInto('evidenceFiles')
    .values({
      athleteId: profile.id,
      storageKey,
      mediaType: 'application/pdf',
      byteSize: bytes.length,
      pageCount: 1,
      originalName: 'sheet.pdf',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, profile, file, bytes };
}

async function contact(
  programId: string,
  coachUserId: string,
  athleteProfileId: string,
  status: 'pending' | 'accepted' | 'declined',
) {
  await t.db
    .insertInto('contactRequests')
    .values({ programId, coachUserId, athleteProfileId, message: 'We would like to talk.', status })
    .execute();
}

/** The athlete's 40 as the coach sees it now. */
const shown40 = async (athleteId: string) =>
  (
    (
      await t.db
        .selectFrom('athleteProfiles')
        .select('metrics')
        .where('id', '=', athleteId)
        .executeTakeFirstOrThrow()
    ).metrics as Record<string, number>
  )['40yd'] as number;

const verify = async (agent: ReturnType<typeof t.agent>, athleteId: string, status: number, value?: number) =>
  agent
    .post('/api/evidence/coach-verify')
    .send({ athleteId, metric: '40yd', value: value ?? (await shown40(athleteId)) })
    .expect(status);

describe('coaches verify the evidence of athletes who accepted their program', () => {
  it('a coach of an accepted program verifies a metric and downloads the sheet', async () => {
    const a = await athleteWithFile();
    const coach = await staffedProgram('Dana', 'Reed');
    await contact(coach.program.id, coach.userId, a.profile.id, 'accepted');

    const res = await verify(coach.agent, a.profile.id, 200);
    expect(res.body.level).toBe('coach');
    const download = await coach.agent.get(`/api/evidence/files/${a.file.id}/content`).expect(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(Number(download.headers['content-length'])).toBe(a.bytes.length);

    const pub = await t.http().get(`/api/athlete-profiles/${a.profile.id}`).expect(200);
    const detail = pub.body.evidenceDetail['40yd'];
    expect(detail).toMatchObject({ level: 'coach', source: `Coach Dana Reed, ${coach.program.name}` });
    expect(new Date(detail.at).toDateString()).toBe(new Date().toDateString());
    expect(pub.body.verifiedMetricCount).toBe(1);
  });

  it('another coach of the same staff may verify too, once the athlete accepted the program', async () => {
    const a = await athleteWithFile();
    const first = await staffedProgram('Dana', 'Reed');
    const colleague = await makeUser(t.db, { role: 'coach', verified: true });
    await t.db
      .insertInto('programCoaches')
      .values({ programId: first.program.id, userId: colleague.id, via: 'admin' })
      .execute();
    await contact(first.program.id, first.userId, a.profile.id, 'accepted');
    const caller = t.caller(colleague);
    const value = await shown40(a.profile.id);
    await expect(
      caller.evidence.coachVerify({ athleteId: a.profile.id, metric: '40yd', value }),
    ).resolves.toMatchObject({ level: 'coach' });
  });

  it('refuses coaches whose request is pending or declined, and coaches of another program', async () => {
    const a = await athleteWithFile();
    const pending = await staffedProgram('Pat', 'Pending');
    const declined = await staffedProgram('Dee', 'Declined');
    const other = await staffedProgram('Otto', 'Other');
    const accepted = await staffedProgram('Ace', 'Accepted');
    await contact(pending.program.id, pending.userId, a.profile.id, 'pending');
    await contact(declined.program.id, declined.userId, a.profile.id, 'declined');
    await contact(accepted.program.id, accepted.userId, a.profile.id, 'accepted');

    for (const coach of [pending, declined, other]) {
      const refused = await verify(coach.agent, a.profile.id, 403);
      expect(refused.body.error).toBe(EVIDENCE_MESSAGES.coachNotAllowed);
      await coach.agent.get(`/api/evidence/files/${a.file.id}/content`).expect(404);
    }
    const pub = await t.http().get(`/api/athlete-profiles/${a.profile.id}`).expect(200);
    expect(pub.body.evidenceDetail['40yd'].level).toBe('self');
    expect(pub.body.verifiedMetricCount).toBe(0);
  });

  it('an athlete account, even one the athlete knows, cannot verify', async () => {
    const a = await athleteWithFile();
    const friend = await t.signedInAgent();
    await verify(friend.agent, a.profile.id, 403);
  });
});

describe('a verification is bound to the value the coach saw', () => {
  it('refuses (409) a value changed since the coach looked, and verifies the one shown', async () => {
    const a = await athleteWithFile();
    const coach = await staffedProgram('Val', 'Bound');
    await contact(coach.program.id, coach.userId, a.profile.id, 'accepted');
    const seen = await shown40(a.profile.id);
    await t.db
      .updateTable('athleteProfiles')
      .set({ metrics: { '40yd': 4.21, vertical: 32 } })
      .where('id', '=', a.profile.id)
      .execute();
    const refused = await verify(coach.agent, a.profile.id, 409, seen);
    expect(refused.body.error).toBe(EVIDENCE_MESSAGES.coachValueChanged('40-yard dash', '4.21 s'));
    const pub = await t.http().get(`/api/athlete-profiles/${a.profile.id}`).expect(200);
    expect(pub.body.evidenceDetail['40yd'].level).toBe('self');
    const ok = await verify(coach.agent, a.profile.id, 200, 4.21);
    expect(ok.body).toMatchObject({ level: 'coach', countsForPosition: true });
  });

  it('a later change makes it Self-Reported again, and the coach sees it on their verification list', async () => {
    const a = await athleteWithFile();
    const coach = await staffedProgram('Lee', 'Lapsed');
    await contact(coach.program.id, coach.userId, a.profile.id, 'accepted');
    const seen = await shown40(a.profile.id);
    await verify(coach.agent, a.profile.id, 200, seen);
    const before = await coach.agent.get('/api/evidence/coach-verifications').expect(200);
    expect(before.body).toEqual([
      expect.objectContaining({ athleteId: a.profile.id, metric: '40yd', stillVerified: true }),
    ]);
    await t.db
      .updateTable('athleteProfiles')
      .set({ metrics: { '40yd': 4.3, vertical: 32 } })
      .where('id', '=', a.profile.id)
      .execute();
    const pub = await t.http().get(`/api/athlete-profiles/${a.profile.id}`).expect(200);
    expect(pub.body.evidenceDetail['40yd'].level).toBe('self');
    const after = await coach.agent.get('/api/evidence/coach-verifications').expect(200);
    expect(after.body).toEqual([
      expect.objectContaining({
        metric: '40yd',
        verifiedValue: seen,
        currentValue: 4.3,
        stillVerified: false,
      }),
    ]);
  });

  it("says so when the metric does not count at the athlete's position", async () => {
    const user = await makeUser(t.db, { verified: true });
    const profile = await makeAthleteProfile(t.db, {
      userId: user.id,
      overrides: {
        sport: 'Track & Field',
        team: 'mens',
        position: 'Sprints',
        metrics: { tf_100m: 10.9, tf_5000m: 900 },
        evidence: {},
      },
    });
    const coach = await staffedProgram('Sam', 'Sprint');
    await contact(coach.program.id, coach.userId, profile.id, 'accepted');
    const res = await coach.agent
      .post('/api/evidence/coach-verify')
      .send({ athleteId: profile.id, metric: 'tf_5000m', value: 900 })
      .expect(200);
    expect(res.body).toEqual({
      level: 'coach',
      countsForPosition: false,
      message: EVIDENCE_MESSAGES.coachVerifiedNotCounted,
    });
  });

  it('a coach account whose address is not confirmed cannot verify', async () => {
    const a = await athleteWithFile();
    const coach = await staffedProgram('Una', 'Confirmed');
    await contact(coach.program.id, coach.userId, a.profile.id, 'accepted');
    await t.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', coach.userId).execute();
    const refused = await verify(coach.agent, a.profile.id, 403);
    expect(refused.body.error).toBe(EVIDENCE_MESSAGES.coachUnconfirmed);
  });
});

describe('the athlete can end a coach’s access', () => {
  it('"Stop sharing with this program" ends file access, verification and contact; the program cannot ask again', async () => {
    const a = await athleteWithFile();
    const coach = await staffedProgram('Ed', 'Ended');
    await contact(coach.program.id, coach.userId, a.profile.id, 'accepted');
    await coach.agent.get(`/api/evidence/files/${a.file.id}/content`).expect(200);
    const athlete = t.caller(a.user);
    const [request] = await athlete.recruiting.contactRequests();
    expect(request?.status).toBe('accepted');

    await athlete.recruiting.stopSharing({ requestId: request?.id ?? '' });
    await coach.agent.get(`/api/evidence/files/${a.file.id}/content`).expect(404);
    await verify(coach.agent, a.profile.id, 403);
    const after = await athlete.recruiting.contactRequests();
    expect(after).toMatchObject([{ status: 'ended', coachEmail: null }]);
    expect(after[0]?.endedAt).toBeInstanceOf(Date);
    // Ended once; another account cannot end it, and the program cannot ask again.
    await expect(athlete.recruiting.stopSharing({ requestId: request?.id ?? '' })).rejects.toThrow(
      /not found/i,
    );
    const asked = await coach.agent
      .post(`/api/coach/programs/${coach.program.id}/contact-requests`)
      .send({ athleteId: a.profile.id, message: 'Again?' });
    expect(asked.status).not.toBe(200);
  });
});
