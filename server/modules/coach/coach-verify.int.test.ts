import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES } from '../../../common/schemas/evidence';
import { makeAthleteProfile, makeUser, uniqueEmail } from '../../test/factories';
import { TEST_PASSWORD, useTestApp } from '../../test/harness';
import { insertFile } from '../evidence/evidence.repo';
import { evidenceRuntime } from '../evidence/runtime';
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
  await evidenceRuntime(t.deps).storage.put(storageKey, bytes, 'application/pdf');
  const file = await insertFile(t.db, {
    athleteId: profile.id,
    storageKey,
    mediaType: 'application/pdf',
    byteSize: bytes.length,
    pageCount: 1,
    originalName: 'sheet.pdf',
  });
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

const verify = (agent: ReturnType<typeof t.agent>, athleteId: string) =>
  agent.post('/api/evidence/coach-verify').send({ athleteId, metric: '40yd' });

describe('coaches verify the evidence of athletes who accepted their program', () => {
  it('a coach of an accepted program verifies a metric and downloads the sheet', async () => {
    const a = await athleteWithFile();
    const coach = await staffedProgram('Dana', 'Reed');
    await contact(coach.program.id, coach.userId, a.profile.id, 'accepted');

    const res = await verify(coach.agent, a.profile.id).expect(200);
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
    await expect(caller.evidence.coachVerify({ athleteId: a.profile.id, metric: '40yd' })).resolves.toEqual({
      level: 'coach',
    });
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
      const refused = await verify(coach.agent, a.profile.id).expect(403);
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
    await verify(friend.agent, a.profile.id).expect(403);
  });
});
