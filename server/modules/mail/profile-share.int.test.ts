import { describe, expect, it } from 'vitest';
import { makeAthleteProfile, makeUser, uniqueEmail } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-harness';
import { CONFIRM_EMAIL_FIRST, NO_COACH_EMAIL } from './profile-share.service';

const ORIGIN = 'http://fitscout.test';
const t = await useMailTestApp({ PUBLIC_URL: ORIGIN, RATE_LIMIT_PROFILE_SEND: '3/86400' });
const { smtp } = t;

async function athlete(verified = true) {
  const user = await makeUser(t.db, { verified });
  const profile = await makeAthleteProfile(t.db, { userId: user.id });
  return { user, profile, caller: t.caller(user) };
}

const program = (coachEmail: string | null) =>
  t.db
    .insertInto('collegePrograms')
    .values({
      name: `Example College ${uniqueEmail('p')}`,
      division: 'D1',
      location: 'Austin, TX',
      sport: 'football',
      coachEmail,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();

describe('send my profile to this staff', () => {
  it('mails the coach on file, Reply-To the athlete, with a working profile link; listed as sent', async () => {
    const { user, profile, caller } = await athlete();
    const coach = uniqueEmail('coach');
    const p = await program(coach);
    const { alreadySent } = await caller.mail.sendProfile({ programId: p.id });
    expect(alreadySent).toBe(false);
    const mail = await smtp.waitFor(coach);
    expect(mail.raw['reply-to']).toBe(user.email);
    expect(mail.text).toContain(`for ${p.name}`);
    const link = mail.text.match(/View the profile: (\S+)/)?.[1] ?? '';
    expect(link).toBe(`${ORIGIN}/athlete/${profile.id}`);
    expect(mail.text).toContain(`${ORIGIN}/api/athlete-profiles/${profile.id}/pdf`);
    // The page the link opens reads this public profile.
    const id = new URL(link).pathname.split('/').pop();
    expect((await t.http().get(`/api/athlete-profiles/${id}`)).status).toBe(200);

    // The same address the same day is not mailed twice.
    expect((await caller.mail.sendProfile({ programId: p.id })).alreadySent).toBe(true);
    const sent = await caller.mail.sentProfiles();
    expect(sent).toHaveLength(1);
    // Listed with the program whose card sent it, so that card can show it.
    expect(sent[0]).toMatchObject({ to: coach, programId: p.id, programName: p.name });
  });

  it('a typed address works; a program without a coach email asks for one; 20 a day (3 here) then 429', async () => {
    const { caller } = await athlete();
    await expect(caller.mail.sendProfile({ programId: (await program(null)).id })).rejects.toThrow(
      NO_COACH_EMAIL,
    );
    for (let i = 0; i < 3; i++) await caller.mail.sendProfile({ to: uniqueEmail('staff') });
    await expect(caller.mail.sendProfile({ to: uniqueEmail('staff') })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const sent = await caller.mail.sentProfiles();
    expect(sent).toHaveLength(3);
    expect(sent.every((s) => s.programId === null)).toBe(true);
  });

  it('goes only from a confirmed address, since the staff reply to it: nothing is sent before', async () => {
    const { caller } = await athlete(false);
    const staff = uniqueEmail('staff');
    await expect(caller.mail.sendProfile({ to: staff })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: CONFIRM_EMAIL_FIRST,
    });
    expect(await caller.mail.sentProfiles()).toEqual([]);
    const queued = await t.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', staff).execute();
    expect(queued).toEqual([]);
  });

  it('needs a profile and a signed-in athlete', async () => {
    const user = await makeUser(t.db);
    await expect(t.caller(user).mail.sendProfile({ to: uniqueEmail() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller().mail.sendProfile({ to: uniqueEmail() })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
