import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../common/schemas/account';
import { makeAthleteProfile } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const uploads = await mkdtemp(path.join(tmpdir(), 'account-'));
const t = useTestApp({ EVIDENCE_UPLOAD_DIR: uploads });
afterAll(() => rm(uploads, { recursive: true, force: true }));

/** A signed-in athlete with a profile, one stored evidence file and one mail in the outbox. */
async function athleteWithFile() {
  const { agent, user } = await t.signedInAgent();
  const profile = await makeAthleteProfile(t.db, { userId: user.id });
  const storageKey = `${profile.id}/${randomUUID()}`;
  await t.deps.files.storage.put(storageKey, Buffer.from('a stats sheet'), 'image/png');
  await t.db
    .insertInto('evidenceFiles')
    .values({
      athleteId: profile.id,
      storageKey,
      mediaType: 'image/png',
      byteSize: 13,
      pageCount: 1,
      originalName: 'sheet.png',
    })
    .execute();
  await t.db
    .insertInto('mailOutbox')
    .values({
      idempotencyKey: `test-${randomUUID()}`,
      kind: 'verify_email',
      toAddress: user.email!,
      subject: 'Confirm your email for FitScout',
      textBody: 'text',
      htmlBody: '<p>html</p>',
    })
    .execute();
  await t.db
    .insertInto('telemetryEvents')
    .values({ userEmail: user.email!, event: 'profile_viewed', props: {} })
    .execute();
  return { agent, user, profile, storageKey };
}

const rowsOf = async (userId: string, profileId: string, email: string) => ({
  users: await t.db.selectFrom('users').select('id').where('id', '=', userId).execute(),
  profiles: await t.db.selectFrom('athleteProfiles').select('id').where('id', '=', profileId).execute(),
  files: await t.db.selectFrom('evidenceFiles').select('id').where('athleteId', '=', profileId).execute(),
  mail: await t.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', email).execute(),
  sessions: await t.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute(),
  telemetry: await t.db.selectFrom('telemetryEvents').select('id').where('userEmail', '=', email).execute(),
});

describe('deleting an account', () => {
  it('refuses without the account email typed, and keeps everything', async () => {
    const { agent, user, profile, storageKey } = await athleteWithFile();
    const before = await rowsOf(user.id, profile.id, user.email!);
    expect(Object.values(before).every((r) => r.length > 0)).toBe(true);
    const res = await agent
      .post('/api/account/delete')
      .send({ confirmEmail: 'someone@else.test' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(ACCOUNT_MESSAGES.confirmMismatch);
    expect(await rowsOf(user.id, profile.id, user.email!)).toEqual(before);
    expect(await t.deps.files.storage.get(storageKey)).not.toBeNull();
  });

  it('removes the account, its profile, evidence rows and stored files, its mail and its sessions', async () => {
    const other = await athleteWithFile();
    const otherBefore = await rowsOf(other.user.id, other.profile.id, other.user.email!);
    const { agent, user, profile, storageKey } = await athleteWithFile();
    await agent
      .post('/api/account/delete')
      .send({ confirmEmail: ` ${user.email!.toUpperCase()} ` })
      .expect(200, { deleted: true });
    const rows = await rowsOf(user.id, profile.id, user.email!);
    expect(Object.values(rows).map((r) => r.length)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await t.deps.files.storage.get(storageKey)).toBeNull();
    // Signed out, and the public profile and its PDF are gone.
    await agent.get('/api/auth/user').expect(401);
    await t.http().get(`/api/athlete-profiles/${profile.id}`).expect(404);
    // Nobody else's data goes with it.
    expect(await rowsOf(other.user.id, other.profile.id, other.user.email!)).toEqual(otherBefore);
    expect(await t.deps.files.storage.get(other.storageKey)).not.toBeNull();
  });

  it('asks for a signed-in account', async () => {
    await t.agent().post('/api/account/delete').send({ confirmEmail: 'a@b.test' }).expect(401);
  });
});
