import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ATHLETE_MESSAGES } from '../../../common/schemas/athlete';
import { CONFIRM_EMAIL_FIRST } from '../../../common/schemas/auth';
import { seedInstitutions } from '../../../db/seed/institutions';
import type { SessionUser } from '../../auth/lucia';
import { athleteProfileValues, makeAthleteProfile, makeUser, uniqueEmail } from '../../test/factories';
import { TEST_PASSWORD, useTestApp } from '../../test/harness';
import { invalidateProgramCache } from '../match/program-cache';
import { refreshShortlists } from './shortlist.service';

const ADMIN = 'admin-secret-for-coach-tests';
const t = useTestApp({ ADMIN_PASSWORD: ADMIN, RATE_LIMIT_CONTACT_REQUEST: '3/86400' });

/** A football program with a website domain of its own. */
async function program(division = 'FCS') {
  const slug = `cx${randomBytes(4).toString('hex')}`;
  const row = await t.db
    .insertInto('collegePrograms')
    .values({
      name: `Example ${slug} University`,
      division,
      location: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      sport: 'football',
      programWebsite: `https://www.${slug}athletics.com`,
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  invalidateProgramCache(t.db);
  return { ...row, domain: `${slug}athletics.com` };
}

const coach = () => makeUser(t.db, { role: 'coach', verified: true });

/** The claim link from the outbox message sent to `to`. */
async function claimToken(to: string): Promise<string> {
  const mail = await t.db
    .selectFrom('mailOutbox')
    .select('textBody')
    .where('toAddress', '=', to)
    .where('kind', '=', 'program_claim')
    .executeTakeFirstOrThrow();
  const token = mail.textBody.match(/\/coach\/claim\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no claim link in the message');
  return token;
}

/** A REST session of a new coach on no program's staff. */
async function coachAgent(firstName: string) {
  const a = t.agent();
  await a.post('/api/login').send({
    email: uniqueEmail('c'),
    password: TEST_PASSWORD,
    intent: 'signup',
    role: 'coach',
    firstName,
    lastName: 'Coach',
  });
  return a;
}

/** A coach on the staff of a new program, through the emailed link. */
async function staffedProgram() {
  const p = await program();
  const user = await coach();
  const address = `head.coach.${randomBytes(3).toString('hex')}@${p.domain}`;
  const claim = await t.caller(user).coach.claim({ programId: p.id, email: address });
  expect(claim.status).toBe('email_sent');
  await t.caller(user).coach.confirmClaim({ token: await claimToken(address) });
  return { p, user, address, caller: t.caller(user) };
}

async function athlete(opts: {
  optIn: boolean;
  verified: boolean;
  sport?: string;
  position?: string;
  graduationYear?: number;
}) {
  const user = await makeUser(t.db, { verified: opts.verified });
  const profile = await makeAthleteProfile(t.db, {
    userId: user.id,
    overrides: {
      sport: opts.sport ?? 'Football',
      position: opts.position ?? 'WR',
      graduationYear: opts.graduationYear ?? 2027,
      firstName: `A${randomBytes(2).toString('hex')}`,
    },
  });
  if (opts.optIn) await t.caller(user).recruiting.setDiscoverable({ discoverable: true });
  return { user, profile };
}

describe('coach accounts', () => {
  it('a coach signs up as a coach, with a name; athlete accounts are refused coach procedures', async () => {
    const a = t.agent();
    const res = await a
      .post('/api/login')
      .send({
        email: uniqueEmail('coach'),
        password: TEST_PASSWORD,
        intent: 'signup',
        role: 'coach',
        firstName: ' Dana ',
        lastName: 'Reed',
      })
      .expect(200);
    expect(res.body.user).toMatchObject({ role: 'coach', firstName: 'Dana', lastName: 'Reed' });
    await a.get('/api/coach/programs').expect(200);
    const { agent } = await t.signedInAgent();
    const refused = await agent.get('/api/coach/programs').expect(403);
    expect(refused.body.error).toBe('This is for coach accounts.');
    await t.http().get('/api/coach/programs').expect(401);
  });

  it('a coach cannot sign up without a name; the form says which is missing and keeps what was typed', async () => {
    const email = uniqueEmail('noname');
    const json = await t
      .agent()
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD, intent: 'signup', role: 'coach', firstName: 'Dana' })
      .expect(400);
    expect(json.body).toMatchObject({ code: 'VALIDATION', error: 'Enter your last name' });
    const form = await t
      .agent()
      .post('/api/login')
      .type('form')
      .send({ email, password: TEST_PASSWORD, intent: 'signup', role: 'coach', lastName: 'Reed' })
      .expect(400);
    expect(form.text).toContain('<p class="error" role="alert" id="form-error">Enter your first name</p>');
    expect(form.text).toMatch(/id="lastName"[^>]*value="Reed"/);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    // The coach sign-up page asks for both names; the athlete one does not.
    expect((await t.http().get('/api/login?mode=signup&role=coach').expect(200)).text).toContain(
      'autocomplete="given-name"',
    );
    expect((await t.http().get('/api/login?mode=signup').expect(200)).text).not.toContain('firstName');
  });

  it('a coach sets or changes their name in the coach area; athletes cannot', async () => {
    const user = await coach();
    expect(await t.caller(user).coach.setName({ firstName: ' Sam ', lastName: 'Ortiz' })).toEqual({
      firstName: 'Sam',
      lastName: 'Ortiz',
    });
    const stored = t.db.selectFrom('users').select(['firstName', 'lastName']).where('id', '=', user.id);
    expect(await stored.executeTakeFirst()).toEqual({ firstName: 'Sam', lastName: 'Ortiz' });
    await expect(t.caller(user).coach.setName({ firstName: 'Sam', lastName: ' ' })).rejects.toThrow(
      /Enter your last name/,
    );
    const athleteUser = await makeUser(t.db, { verified: true });
    await expect(t.caller(athleteUser).coach.setName({ firstName: 'A', lastName: 'B' })).rejects.toThrow(
      /coach accounts/,
    );
  });

  it('signing in never changes the stored role', async () => {
    const email = uniqueEmail('ath');
    await t.agent().post('/api/login').send({ email, password: TEST_PASSWORD, intent: 'signup' }).expect(200);
    const again = await t
      .agent()
      .post('/api/login')
      .send({ email, password: TEST_PASSWORD, intent: 'signin', role: 'coach' })
      .expect(200);
    expect(again.body.user.role).toBe('athlete');
  });
});

describe('claiming a program', () => {
  it('an address at the program domain gets a link; the link joins the staff once, for that account only', async () => {
    const p = await program();
    const user = await coach();
    const other = await coach();
    const address = `coach@mail.${p.domain}`;
    await t.caller(user).coach.claim({ programId: p.id, email: address });
    const token = await claimToken(address);
    // Not staff yet: nothing to edit.
    await expect(t.caller(user).coach.program({ programId: p.id })).rejects.toThrow(/not on this program/);
    await expect(t.caller(other).coach.confirmClaim({ token })).rejects.toThrow(/expired|another account/);
    const joined = await t.caller(user).coach.confirmClaim({ token });
    expect(joined.programName).toBe(p.name);
    await expect(t.caller(user).coach.confirmClaim({ token })).rejects.toThrow(/already used/);
    const page = await t.caller(user).coach.program({ programId: p.id });
    // The staff card shows the address the link proved, and how; never the account's sign-up address.
    expect(page.staff).toEqual([{ userId: user.id, verifiedEmail: address, via: 'domain' }]);
  });

  it('any other address goes to the admin, who approves or rejects; nobody joins without one or the other', async () => {
    const p = await program();
    const user = await coach();
    const r = await t
      .caller(user)
      .coach.claim({ programId: p.id, email: 'coach@gmail.com', note: 'Head coach' });
    expect(r.status).toBe('in_review');
    const sent = await t.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', 'coach@gmail.com')
      .execute();
    expect(sent).toEqual([]);
    await expect(t.caller(user).coach.program({ programId: p.id })).rejects.toThrow(/not on this program/);
    // A second open claim is refused.
    await expect(t.caller(user).coach.claim({ programId: p.id, email: `x@${p.domain}` })).rejects.toThrow(
      /open claim/,
    );

    await t.http().get('/api/admin/program-claims').expect(401);
    const list = await t
      .http()
      .get('/api/admin/program-claims')
      .set('Authorization', `Bearer ${ADMIN}`)
      .expect(200);
    const mine = list.body.find((c: { id: string }) => c.id === r.claimId);
    expect(mine).toMatchObject({
      programName: p.name,
      email: 'coach@gmail.com',
      note: 'Head coach',
      accountEmail: user.email,
    });
    await t
      .http()
      .post(`/api/admin/program-claims/${r.claimId}/decision`)
      .set('Authorization', `Bearer ${ADMIN}`)
      .send({ approve: true })
      .expect(200);
    expect((await t.caller(user).coach.program({ programId: p.id })).staff).toEqual([
      { userId: user.id, verifiedEmail: 'coach@gmail.com', via: 'admin' },
    ]);

    const rejected = await coach();
    const r2 = await t.caller(rejected).coach.claim({ programId: p.id, email: 'someone@yahoo.com' });
    await t
      .caller()
      .coach.decideClaim({ claimId: r2.claimId, approve: false })
      .catch(() => undefined);
    await t
      .caller(null, { authorization: `Bearer ${ADMIN}` })
      .coach.decideClaim({ claimId: r2.claimId, approve: false });
    await expect(t.caller(rejected).coach.program({ programId: p.id })).rejects.toThrow(
      /not on this program/,
    );
    // Both decisions stay on record for the admin, newest first; the history is the admin's only.
    await t.http().get('/api/admin/program-claims/history').expect(401);
    const history = await t
      .http()
      .get('/api/admin/program-claims/history')
      .set('Authorization', `Bearer ${ADMIN}`)
      .expect(200);
    const ours = history.body.filter((h: { id: string }) => h.id === r.claimId || h.id === r2.claimId);
    expect(ours).toMatchObject([
      { id: r2.claimId, email: 'someone@yahoo.com', status: 'rejected', programName: p.name },
      { id: r.claimId, email: 'coach@gmail.com', status: 'approved', programName: p.name },
    ]);
  });

  it('a domain shared by several schools proves nothing', async () => {
    const shared = `shared${randomBytes(3).toString('hex')}.com`;
    const ids: string[] = [];
    for (const name of ['First', 'Second'])
      ids.push(
        (
          await t.db
            .insertInto('collegePrograms')
            .values({
              name: `${name} ${shared} College`,
              division: 'D3',
              location: 'Austin, TX',
              sport: 'football',
              programWebsite: `https://${shared}/${name}`,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const r = await t.caller(await coach()).coach.claim({ programId: ids[0]!, email: `coach@${shared}` });
    expect(r.status).toBe('in_review');
  });

  it("an address at the institution's own domain gets the link too; an unrelated one goes to review", async () => {
    const school = `inst${randomBytes(3).toString('hex')}`;
    const unitid = 9_000_000 + randomBytes(2).readUInt16BE();
    await t.db
      .insertInto('institutions')
      .values({
        unitid,
        name: `${school} University`,
        state: 'TX',
        dataYear: '2021-22',
        source: 'test',
        webAddress: `www.${school}.edu/`,
        webAddressShared: false,
        webAddressSource: 'test',
      })
      .execute();
    const p = await program();
    await t.db.updateTable('collegePrograms').set({ unitid }).where('id', '=', p.id).execute();
    const address = `coach@${school}.edu`;
    const r = await t.caller(await coach()).coach.claim({ programId: p.id, email: address });
    expect(r.status).toBe('email_sent');
    expect(await claimToken(address)).toMatch(/^[\w-]{43}$/);
    const other = await t
      .caller(await coach())
      .coach.claim({ programId: p.id, email: 'coach@unrelated.edu' });
    expect(other.status).toBe('in_review');

    // A domain other directory entries share proves nothing, even for the institution.
    await t.db
      .updateTable('institutions')
      .set({ webAddressShared: true })
      .where('unitid', '=', unitid)
      .execute();
    const shared = await t.caller(await coach()).coach.claim({ programId: p.id, email: `ad@${school}.edu` });
    expect(shared.status).toBe('in_review');
  });

  it('the seed gives institutions the web address the IPEDS directory states, once', async () => {
    const aamu = await t.db
      .selectFrom('institutions')
      .select(['webAddress', 'webAddressShared', 'webAddressSource'])
      .where('unitid', '=', 100654)
      .executeTakeFirstOrThrow();
    expect(aamu).toEqual({
      webAddress: 'www.aamu.edu/',
      webAddressShared: false,
      webAddressSource: 'IPEDS HD2022 directory (U.S. Department of Education), 2022-23',
    });
    // Seeding again rewrites no institution: the addresses are already as the file says.
    const logged: Record<string, unknown>[] = [];
    await seedInstitutions(t.db, { info: (o: unknown) => void logged.push(o as Record<string, unknown>) });
    expect(logged[0]).toMatchObject({ written: 0 });
  });

  it('several coaches share a program, and a coach can leave it', async () => {
    const { p, caller } = await staffedProgram();
    const second = await coach();
    const address = `assistant@${p.domain}`;
    await t.caller(second).coach.claim({ programId: p.id, email: address });
    await t.caller(second).coach.confirmClaim({ token: await claimToken(address) });
    expect((await caller.coach.program({ programId: p.id })).staff).toHaveLength(2);
    await t.caller(second).coach.leave({ programId: p.id });
    await expect(t.caller(second).coach.program({ programId: p.id })).rejects.toThrow(/not on this program/);
    expect((await caller.coach.program({ programId: p.id })).staff).toHaveLength(1);
  });
});

describe('the program page', () => {
  it('its coach edits contact, style, questionnaire and needs; a coach of another program cannot, by tRPC or REST', async () => {
    const { p, caller } = await staffedProgram();
    const other = await staffedProgram();
    const details = {
      programId: p.id,
      coachName: 'Pat Example',
      coachTitle: 'Wide Receivers Coach',
      coachEmail: `Pat@${p.domain}`,
      coachPhone: '+1 (512) 555-0100',
      playingStyles: ['spread-pass', 'nickel'],
      questionnaireUrl: 'https://example.com/questionnaire',
    };
    const saved = await caller.coach.updateDetails(details);
    const { programId: _, ...shown } = details;
    expect(saved).toMatchObject({
      ...shown,
      coachEmail: `pat@${p.domain}`,
      id: p.id,
      unscoredStyleText: null,
    });
    await expect(other.caller.coach.updateDetails(details)).rejects.toThrow(/not on this program/);
    await expect(other.caller.coach.setNeeds({ programId: p.id, needs: [] })).rejects.toThrow(
      /not on this program/,
    );
    await expect(other.caller.coach.prospects({ programId: p.id, verifiedOnly: false })).rejects.toThrow(
      /not on this program/,
    );
    await expect(
      caller.coach.updateDetails({ ...details, questionnaireUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/https/);
    await expect(
      caller.coach.setNeeds({ programId: p.id, needs: [{ position: 'PG', graduationYear: 2027 }] }),
    ).rejects.toThrow(/Unknown position/);
    const withNeeds = await caller.coach.setNeeds({
      programId: p.id,
      needs: [
        { position: 'WR', graduationYear: 2027 },
        { position: 'WR', graduationYear: 2028 },
      ],
    });
    expect(withNeeds.needs).toEqual([
      { position: 'WR', graduationYear: 2027 },
      { position: 'WR', graduationYear: 2028 },
    ]);
    // REST: the other coach's session is refused the same way.
    const a = await coachAgent('Other');
    const res = await a
      .patch(`/api/coach/programs/${p.id}`)
      .send({ ...details, programId: undefined })
      .expect(403);
    expect(res.body.error).toBe('You are not on this program’s staff.');
    const row = await t.db
      .selectFrom('collegePrograms')
      .select(['coachName'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.coachName).toBe('Pat Example');
  });
});

describe('playing styles from the list', () => {
  it('the coach chooses from the sport’s list; only the positions a style names get its fit, an old free text is not scored, a key off the list answers 400', async () => {
    const { p, caller } = await staffedProgram();
    const wr = await athlete({ optIn: true, verified: true, position: 'WR' });
    const dl = await athlete({ optIn: true, verified: true, position: 'DL' });
    const whyOf = async (id: string) =>
      (await caller.coach.prospects({ programId: p.id, verifiedOnly: false })).prospects.find(
        (x) => x.athleteId === id,
      )!.why;
    // A style written as free text before the list is shown to the coach and scores nothing.
    await t.db
      .updateTable('collegePrograms')
      .set({ playingStyle: 'Fast-tempo 5-1 offense' })
      .where('id', '=', p.id)
      .execute();
    invalidateProgramCache(t.db);
    expect(await caller.coach.program({ programId: p.id })).toMatchObject({
      playingStyles: [],
      unscoredStyleText: 'Fast-tempo 5-1 offense',
    });
    expect((await whyOf(wr.profile.id)).join(' ')).not.toMatch(/ fit their /);

    const details = {
      programId: p.id,
      coachName: null,
      coachTitle: null,
      coachEmail: null,
      coachPhone: null,
      questionnaireUrl: null,
    };
    // Another sport's style, a made-up one, or one twice: refused with the same message, nothing saved.
    for (const playingStyles of [['five-one'], ['made-up'], ['spread-pass', 'spread-pass']])
      await expect(caller.coach.updateDetails({ ...details, playingStyles })).rejects.toThrow(
        'Choose playing styles from the list for this sport',
      );
    const saved = await caller.coach.updateDetails({ ...details, playingStyles: ['spread-pass'] });
    expect(saved).toMatchObject({ playingStyles: ['spread-pass'], unscoredStyleText: null });
    expect(await whyOf(wr.profile.id)).toContain('Wide receivers fit their spread passing offense');
    // The offense says nothing about a defensive lineman: no bonus, and no line claiming one.
    expect((await whyOf(dl.profile.id)).join(' ')).not.toMatch(/spread passing/);
    const row = await t.db
      .selectFrom('collegePrograms')
      .select(['playingStyles', 'playingStyle'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ playingStyles: ['spread-pass'], playingStyle: null });
  });

  it('REST answers 400 with the message for a style off the list, before anything else is read', async () => {
    const p = await program();
    const a = await coachAgent('Style');
    const res = await a
      .patch(`/api/coach/programs/${p.id}`)
      .send({
        coachName: null,
        coachTitle: null,
        coachEmail: null,
        coachPhone: null,
        questionnaireUrl: null,
        playingStyles: ['5-1'],
      })
      .expect(400);
    expect(res.body.error).toBe('Choose playing styles from the list for this sport');
  });
});

describe('prospects', () => {
  it('lists only opted-in athletes with a verified address, ranked by Fit with its parts; no other path shows the rest', async () => {
    const { p, caller } = await staffedProgram();
    const seen = await athlete({ optIn: true, verified: true });
    const unverified = await athlete({ optIn: true, verified: false });
    const hidden = await athlete({ optIn: false, verified: true });
    const otherSport = await athlete({ optIn: true, verified: true, sport: 'Baseball', position: 'SS' });
    const list = await caller.coach.prospects({ programId: p.id, verifiedOnly: false });
    const ids = list.prospects.map((x) => x.athleteId);
    expect(ids).toContain(seen.profile.id);
    for (const absent of [unverified, hidden, otherSport]) expect(ids).not.toContain(absent.profile.id);
    expect(list.total).toBe(list.prospects.length);
    const mine = list.prospects.find((x) => x.athleteId === seen.profile.id)!;
    expect(Object.keys(mine.parts).sort()).toEqual(['academic', 'athletic', 'geo', 'rosterNeed', 'sys']);
    expect(['reach', 'target', 'safety']).toContain(mine.tier);
    expect(mine.evidence).toContainEqual({
      key: '40yd',
      metric: expect.any(String),
      value: 4.6,
      label: 'Self-Reported',
    });

    for (const absent of [unverified, hidden]) {
      await expect(
        caller.coach.addToShortlist({ programId: p.id, athleteId: absent.profile.id, notifyOnClimb: false }),
      ).rejects.toThrow(/Athlete not found/);
      await expect(
        caller.coach.requestContact({ programId: p.id, athleteId: absent.profile.id, message: 'Hi' }),
      ).rejects.toThrow(/Athlete not found/);
    }
    // Turning discovery off takes the athlete out at once, shortlist included.
    await caller.coach.addToShortlist({ programId: p.id, athleteId: seen.profile.id, notifyOnClimb: true });
    expect((await caller.coach.shortlist({ programId: p.id })).map((s) => s.athleteId)).toEqual([
      seen.profile.id,
    ]);
    await t.caller(seen.user).recruiting.setDiscoverable({ discoverable: false });
    expect(
      (await caller.coach.prospects({ programId: p.id, verifiedOnly: false })).prospects.map(
        (x) => x.athleteId,
      ),
    ).not.toContain(seen.profile.id);
    expect(await caller.coach.shortlist({ programId: p.id })).toEqual([]);
  });

  it('REST and filters: position, graduation year, region, verified metrics only', async () => {
    const { p, user } = await staffedProgram();
    const wr = await athlete({ optIn: true, verified: true, position: 'WR' });
    const qb = await athlete({ optIn: true, verified: true, position: 'QB' });
    await t.db
      .updateTable('athleteProfiles')
      .set({ evidence: { '40yd': 'coach', vertical: 'self' }, location: 'Boston, MA' })
      .where('id', '=', qb.profile.id)
      .execute();
    // The coach was made without a password: a session of their own stands for a sign-in.
    const session = await t.deps.auth.createSession(user.id);
    const cookie = `${session.cookie.name}=${session.cookie.value}`;
    const get = (query: string) =>
      t.http().get(`/api/coach/programs/${p.id}/prospects?${query}`).set('Cookie', cookie).expect(200);
    const ids = (r: { body: { prospects: { athleteId: string }[] } }) =>
      r.body.prospects.map((x) => x.athleteId);
    const all = ids(await get(''));
    expect(all).toEqual(expect.arrayContaining([wr.profile.id, qb.profile.id]));
    expect(ids(await get('position=QB'))).toContain(qb.profile.id);
    expect(ids(await get('position=QB'))).not.toContain(wr.profile.id);
    expect(ids(await get('graduationYear=2029'))).not.toContain(wr.profile.id);
    expect(ids(await get('region=Northeast'))).toContain(qb.profile.id);
    expect(ids(await get('region=Northeast'))).not.toContain(wr.profile.id);
    expect(ids(await get('verifiedOnly=true'))).toContain(qb.profile.id);
    expect(ids(await get('verifiedOnly=true'))).not.toContain(wr.profile.id);
    await t.http().get(`/api/coach/programs/${p.id}/prospects?region=Mars`).set('Cookie', cookie).expect(400);
  });

  it("stated needs override the roster-derived need, fully for the athlete's class, and the Fit says so", async () => {
    const { p, caller } = await staffedProgram();
    const wr = await athlete({ optIn: true, verified: true, position: 'WR' });
    const wrLater = await athlete({ optIn: true, verified: true, position: 'WR', graduationYear: 2028 });
    const rb = await athlete({ optIn: true, verified: true, position: 'RB' });
    await caller.coach.setNeeds({ programId: p.id, needs: [{ position: 'WR', graduationYear: 2027 }] });
    const list = await caller.coach.prospects({ programId: p.id, verifiedOnly: false });
    const find = (id: string) => list.prospects.find((x) => x.athleteId === id)!;
    const w = find(wr.profile.id);
    expect(w.parts.rosterNeed).toBe(90);
    expect(w.why).toContain(`${p.name}'s staff stated a need at WR for the class of 2027`);
    const later = find(wrLater.profile.id);
    expect(later.parts.rosterNeed).toBe(55);
    expect(later.gaps).toContain(
      `${p.name}'s staff stated a need at WR for the class of 2027, not the class of 2028`,
    );
    expect(find(rb.profile.id).parts.rosterNeed).toBe(30);
  });
});

describe('the shortlist', () => {
  it('the weekly refresh mails the coach who asked when the Fit climbed, once per run', async () => {
    const { p, user, caller } = await staffedProgram();
    const a = await athlete({ optIn: true, verified: true });
    await caller.coach.addToShortlist({ programId: p.id, athleteId: a.profile.id, notifyOnClimb: true });
    const [entry] = await caller.coach.shortlist({ programId: p.id });
    const fit = entry?.fit as number;
    expect(entry?.lastFit).toBe(fit);
    // As if last week's Fit had been lower.
    await t.db
      .updateTable('programShortlist')
      .set({ lastFit: fit - 7 })
      .where('programId', '=', p.id)
      .execute();
    const climbs = () =>
      t.db
        .selectFrom('mailOutbox')
        .select(['subject'])
        .where('kind', '=', 'shortlist_climb')
        .where('toAddress', '=', user.email)
        .execute();
    await refreshShortlists(t.deps, [a.profile.id], 'run-1');
    expect(await climbs()).toEqual([
      { subject: `${a.profile.firstName} Example's Fit to ${p.name} climbed to ${fit}` },
    ]);
    expect((await caller.coach.shortlist({ programId: p.id }))[0]?.lastFit).toBe(fit);
    await refreshShortlists(t.deps, [a.profile.id], 'run-2');
    expect(await climbs()).toHaveLength(1);
  });
});

describe('contact requests', () => {
  it('the athlete accepts: both addresses are shared; a second request is refused; the daily limit holds', async () => {
    const { p, user, address, caller } = await staffedProgram();
    await caller.coach.updateDetails({
      programId: p.id,
      coachName: 'Pat Example',
      coachTitle: null,
      coachEmail: null,
      coachPhone: null,
      playingStyles: [],
      questionnaireUrl: null,
    });
    const a = await athlete({ optIn: true, verified: true });
    const { id } = await caller.coach.requestContact({
      programId: p.id,
      athleteId: a.profile.id,
      message: 'We like your film.',
    });
    await expect(
      caller.coach.requestContact({ programId: p.id, athleteId: a.profile.id, message: 'Again' }),
    ).rejects.toThrow(/already on file/);
    const before = await caller.coach.contacts({ programId: p.id });
    expect(before).toMatchObject([{ id, status: 'pending', athleteEmail: null }]);
    const inbox = await t.caller(a.user).recruiting.contactRequests();
    expect(inbox).toMatchObject([
      { id, programName: p.name, coachName: 'Pat Example', status: 'pending', coachEmail: null },
    ]);
    // Only the athlete asked can answer.
    const stranger = await athlete({ optIn: false, verified: true });
    await expect(t.caller(stranger.user).recruiting.respond({ requestId: id, accept: true })).rejects.toThrow(
      /not found/,
    );

    await t.caller(a.user).recruiting.respond({ requestId: id, accept: true });
    expect(await caller.coach.contacts({ programId: p.id })).toMatchObject([
      { status: 'accepted', athleteEmail: a.user.email },
    ]);
    expect(await t.caller(a.user).recruiting.contactRequests()).toMatchObject([
      // The address the coach's claim proved, not the account's own.
      { status: 'accepted', coachEmail: address },
    ]);
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['replyTo', 'textBody'])
      .where('kind', '=', 'contact_accepted')
      .where('toAddress', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(mail.replyTo).toBe(a.user.email);
    await expect(t.caller(a.user).recruiting.respond({ requestId: id, accept: false })).rejects.toThrow(
      /not found/,
    );

    // The limit is 3 a day in this file: two more go out, the next is refused with 429.
    const more = [
      await athlete({ optIn: true, verified: true }),
      await athlete({ optIn: true, verified: true }),
      await athlete({ optIn: true, verified: true }),
    ];
    await caller.coach.requestContact({ programId: p.id, athleteId: more[0]!.profile.id, message: 'Hi' });
    await caller.coach.requestContact({ programId: p.id, athleteId: more[1]!.profile.id, message: 'Hi' });
    await expect(
      caller.coach.requestContact({ programId: p.id, athleteId: more[2]!.profile.id, message: 'Hi' }),
    ).rejects.toThrow(/30 contact requests today|Too many|today/);
  });

  it('declining shares nothing', async () => {
    const { p, caller } = await staffedProgram();
    const a = await athlete({ optIn: true, verified: true });
    const { id } = await caller.coach.requestContact({
      programId: p.id,
      athleteId: a.profile.id,
      message: 'Hello',
    });
    await t.caller(a.user).recruiting.respond({ requestId: id, accept: false });
    expect(await caller.coach.contacts({ programId: p.id })).toMatchObject([
      { status: 'declined', athleteEmail: null },
    ]);
    expect(await t.caller(a.user).recruiting.contactRequests()).toMatchObject([
      { status: 'declined', coachEmail: null },
    ]);
  });
});

describe('opting in', () => {
  it('is off by default and reports whether the address is verified', async () => {
    const user: SessionUser = await makeUser(t.db);
    await makeAthleteProfile(t.db, { userId: user.id });
    expect(await t.caller(user).recruiting.visibility()).toEqual({
      discoverable: false,
      emailVerified: false,
      hasProfile: true,
    });
    const noProfile = await makeUser(t.db);
    await expect(t.caller(noProfile).recruiting.setDiscoverable({ discoverable: true })).rejects.toThrow(
      /profile first/,
    );
  });
});

describe('coach accounts confirm their own address first', () => {
  const unconfirmedCoach = () => makeUser(t.db, { role: 'coach', verified: false });

  it('an unconfirmed coach account can neither claim a program nor ask an athlete for contact', async () => {
    const p = await program();
    const user = await unconfirmedCoach();
    await expect(t.caller(user).coach.claim({ programId: p.id, email: `coach@${p.domain}` })).rejects.toThrow(
      CONFIRM_EMAIL_FIRST,
    );
    const staffed = await staffedProgram();
    await t.db
      .updateTable('users')
      .set({ emailVerifiedAt: null })
      .where('id', '=', staffed.user.id)
      .execute();
    const a = await athlete({ optIn: true, verified: true });
    const unconfirmed = { ...staffed.user, emailVerifiedAt: null };
    await expect(
      t.caller(unconfirmed).coach.requestContact({ programId: p.id, athleteId: a.profile.id, message: 'Hi' }),
    ).rejects.toThrow(CONFIRM_EMAIL_FIRST);
  });

  it("the athlete sees the program's public address when the coach joined without a proven one", async () => {
    const p = await program();
    const user = await coach();
    await t.db
      .insertInto('programCoaches')
      .values({ programId: p.id, userId: user.id, via: 'admin' })
      .execute();
    await t.db
      .updateTable('collegePrograms')
      .set({ coachEmail: 'recruiting@example.edu' })
      .where('id', '=', p.id)
      .execute();
    const a = await athlete({ optIn: true, verified: true });
    const { id } = await t
      .caller(user)
      .coach.requestContact({ programId: p.id, athleteId: a.profile.id, message: 'Hi' });
    await t.caller(a.user).recruiting.respond({ requestId: id, accept: true });
    expect(await t.caller(a.user).recruiting.contactRequests()).toMatchObject([
      { status: 'accepted', coachEmail: 'recruiting@example.edu' },
    ]);
  });

  it('a coach account cannot create an athlete profile, and is told why', async () => {
    const user = await coach();
    await expect(t.caller(user).athlete.create(athleteProfileValues(user.id) as never)).rejects.toThrow(
      ATHLETE_MESSAGES.coachAccount,
    );
  });
});
