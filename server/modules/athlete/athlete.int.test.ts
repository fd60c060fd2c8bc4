import { describe, expect, it } from 'vitest';
import { ATHLETE_MESSAGES as M } from '../../../common/schemas/athlete';
import { makeAthleteProfile } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { ALREADY_HAS_PROFILE, NOT_OWNER } from './athlete.service';

const t = useTestApp();

const validBody = () => ({
  firstName: 'Maya',
  lastName: 'Brooks',
  graduationYear: 2027,
  classYear: 'Junior',
  sport: 'Football',
  position: 'WR',
  height: `6'2"`,
  weight: 185,
  location: 'Austin, TX',
  gpa: '3.6',
  satScore: 1240,
  actScore: '',
  filmUrl: 'https://www.hudl.com/video/3/123/abc',
  bio: 'Slot receiver with reliable hands and a 4.5 forty.',
  preferredDivisions: ['NCAA D1', 'NCAA D2'],
  preferredLocations: ['TX'],
  xHandle: '@maya_b',
  xProfileUrl: 'https://x.com/maya_b',
  xBio: 'WR | Class of 2027',
  metrics: JSON.stringify({ '40yd': 4.52, vertical: 34 }),
  verificationLevel: 'coach',
});

describe('POST /api/athlete-profiles', () => {
  it("creates the signed-in user's profile as self-reported, whatever the body claims", async () => {
    const { agent, user } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .send({ ...validBody(), userId: '00000000-0000-4000-8000-000000000000' })
      .expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.userId).toBe(user.id);
    expect(res.body.verificationLevel).toBe('self');
    expect(res.body.metrics).toEqual({ '40yd': 4.52, vertical: 34 });
    expect(res.body.evidence).toEqual({ '40yd': 'self', vertical: 'self' });
    expect(res.body.verifiedMetricCount).toBe(0);
    expect(res.body.xHandle).toBe('maya_b');
    expect(res.body.actScore).toBeNull();
  });

  it('answers 401 to anonymous callers', async () => {
    await t.agent().post('/api/athlete-profiles').send(validBody()).expect(401);
  });

  it('allows one profile per user: a second create answers 409', async () => {
    const { agent } = await t.signedInAgent();
    await agent.post('/api/athlete-profiles').send(validBody()).expect(201);
    const res = await agent.post('/api/athlete-profiles').send(validBody()).expect(409);
    expect(res.body.error).toBe(ALREADY_HAS_PROFILE);
  });

  it('two concurrent creates by one user make exactly one profile', async () => {
    const { agent, user } = await t.signedInAgent();
    const results = await Promise.all(
      [1, 2, 3].map(() => agent.post('/api/athlete-profiles').send(validBody())),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.db
      .selectFrom('athleteProfiles')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['first name', { firstName: '  ' }, M.firstName],
    ['last name', { lastName: '' }, M.lastName],
    ['graduation year low', { graduationYear: 2023 }, M.graduationYear],
    ['graduation year high', { graduationYear: 2031 }, M.graduationYear],
    ['sport missing', { sport: '' }, M.sport],
    ['sport unknown', { sport: 'Quidditch' }, M.sport],
    ['position missing', { position: '' }, M.position],
    ['position not in sport', { position: 'PG' }, M.positionForSport],
    ['height missing', { height: '' }, M.height],
    ['height feet under 4', { height: `3'11"` }, M.heightFormat],
    ['height inches over 11', { height: `6'12"` }, M.heightFormat],
    ['weight low', { weight: 49 }, M.weight],
    ['weight high', { weight: 501 }, M.weight],
    ['state missing', { location: '' }, M.state],
    ['state unknown', { location: 'Springfield, ZZ' }, M.state],
    ['gpa missing', { gpa: '' }, M.gpa],
    // A weighted GPA is named as such (ADR 037); text that is no GPA gets the range.
    [
      'gpa weighted',
      { gpa: '4.7' },
      '4.7 looks like a weighted GPA; enter your unweighted GPA on the 4.0 scale',
    ],
    ['gpa out of range', { gpa: 'abc' }, M.gpaRange],
    ['sat low', { satScore: 390 }, M.sat],
    ['sat high', { satScore: 1610 }, M.sat],
    ['act low', { actScore: 0 }, M.act],
    ['act high', { actScore: 37 }, M.act],
    ['film url', { filmUrl: 'not a url' }, M.url],
    ['film url javascript', { filmUrl: 'javascript:alert(1)' }, M.url],
    ['bio short', { bio: 'too short' }, M.bio],
    ['metrics not json', { metrics: '{oops' }, M.metricsJson],
    ['metric negative', { metrics: JSON.stringify({ '40yd': -4.5 }) }, M.metricPositive],
    ['metric unknown', { metrics: JSON.stringify({ mile: 4 }) }, 'Unknown metric: mile'],
  ];
  it.each(cases)('rejects %s with its message', async (_name, patch, message) => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .send({ ...validBody(), ...patch })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.issues.map((i: { message: string }) => i.message)).toContain(message);
  });

  it('accepts an empty film URL and a state-only location', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent
      .post('/api/athlete-profiles')
      .send({ ...validBody(), filmUrl: '', location: 'OH' })
      .expect(201);
    expect(res.body.filmUrl).toBeNull();
    expect(res.body.location).toBe('OH');
  });
});

describe('reading profiles', () => {
  it("GET /api/athlete-profiles/{id} is public and never exposes the owner's email", async () => {
    const { agent, user } = await t.signedInAgent();
    const created = await agent.post('/api/athlete-profiles').send(validBody()).expect(201);
    const res = await t.http().get(`/api/athlete-profiles/${created.body.id}`).expect(200);
    expect(res.body.firstName).toBe('Maya');
    expect(JSON.stringify(res.body)).not.toContain(user.email);
    expect(res.body).not.toHaveProperty('email');
  });

  it('answers 404 for a missing or malformed id', async () => {
    const missing = await t
      .http()
      .get('/api/athlete-profiles/6f1f7c55-3d0c-4d3e-9d1e-7f1d2f2b9a10')
      .expect(404);
    expect(missing.body.error).toBe('Profile not found');
    await t.http().get('/api/athlete-profiles/not-a-uuid').expect(400);
  });

  it("GET /api/athlete-profiles/user/{userId} returns that user's profile", async () => {
    const profile = await makeAthleteProfile(t.db);
    const res = await t.http().get(`/api/athlete-profiles/user/${profile.userId}`).expect(200);
    expect(res.body.id).toBe(profile.id);
  });
});

describe('the team (SPEC §2 step 1, sports with both teams)', () => {
  it('is required for soccer and stored; ignored for a sport with one team', async () => {
    const { agent } = await t.signedInAgent();
    const missing = await agent
      .post('/api/athlete-profiles')
      .send({ ...validBody(), sport: 'Soccer', position: 'ST', metrics: {} })
      .expect(400);
    expect(missing.body.error).toBe('Team is required');
    const created = await agent
      .post('/api/athlete-profiles')
      .send({ ...validBody(), sport: 'Soccer', position: 'ST', team: 'womens', metrics: {} })
      .expect(201);
    expect(created.body.team).toBe('womens');
    const other = await t.signedInAgent();
    const football = await other.agent
      .post('/api/athlete-profiles')
      .send({ ...validBody(), team: 'womens' })
      .expect(201);
    expect(football.body.team).toBeNull();
  });
});

describe('PATCH /api/athlete-profiles/{id}', () => {
  it('lets the owner edit bio, film and social links, and nothing else of the profile', async () => {
    const { agent } = await t.signedInAgent();
    const created = await agent.post('/api/athlete-profiles').send(validBody()).expect(201);
    const res = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({
        bio: 'Updated bio with enough words.',
        filmUrl: '',
        xHandle: 'new_handle',
        xProfileUrl: 'https://x.com/new_handle',
        gpa: '4.0',
        sport: 'Golf',
      })
      .expect(200);
    expect(res.body.bio).toBe('Updated bio with enough words.');
    expect(res.body.filmUrl).toBeNull();
    expect(res.body.xHandle).toBe('new_handle');
    expect(res.body.gpa).toBe(created.body.gpa);
    expect(res.body.sport).toBe(created.body.sport);
  });

  it('changes only the fields it names: a bio-only PATCH keeps film and social links', async () => {
    const { agent } = await t.signedInAgent();
    const created = await agent
      .post('/api/athlete-profiles')
      .send({
        ...validBody(),
        filmUrl: 'https://youtu.be/dQw4w9WgXcQ',
        xHandle: 'keep_me',
        xProfileUrl: 'https://x.com/keep_me',
      })
      .expect(201);
    const res = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({ bio: 'Only the bio changes in this edit.' })
      .expect(200);
    expect(res.body).toMatchObject({
      bio: 'Only the bio changes in this edit.',
      filmUrl: 'https://youtu.be/dQw4w9WgXcQ',
      xHandle: 'keep_me',
      xProfileUrl: 'https://x.com/keep_me',
    });
    const filmOnly = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({ filmUrl: '' })
      .expect(200);
    expect(filmOnly.body).toMatchObject({
      bio: 'Only the bio changes in this edit.',
      filmUrl: null,
      xHandle: 'keep_me',
    });
  });

  it("fills the account's display name from the profile, and an edit of the name updates both", async () => {
    const { agent, user } = await t.signedInAgent();
    const created = await agent.post('/api/athlete-profiles').send(validBody()).expect(201);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({
      id: user.id,
      firstName: created.body.firstName,
      lastName: created.body.lastName,
    });

    const res = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({ firstName: 'Mae', lastName: 'Jordan' })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: 'Mae', lastName: 'Jordan', bio: created.body.bio });
    expect((await agent.get('/api/auth/user').expect(200)).body).toMatchObject({
      firstName: 'Mae',
      lastName: 'Jordan',
    });
    const empty = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({ firstName: ' ' })
      .expect(400);
    expect(empty.body.error).toBe(M.firstName);
  });

  it('answers 403 with the SPEC message to another user, and 401 to anonymous', async () => {
    const owner = await makeAthleteProfile(t.db);
    const { agent } = await t.signedInAgent();
    const res = await agent
      .patch(`/api/athlete-profiles/${owner.id}`)
      .send({ bio: 'Trying to take over this profile.' })
      .expect(403);
    expect(res.body.error).toBe(NOT_OWNER);
    await t
      .agent()
      .patch(`/api/athlete-profiles/${owner.id}`)
      .send({ bio: 'Anonymous edit attempt here.' })
      .expect(401);
    const unchanged = await t.db
      .selectFrom('athleteProfiles')
      .select('bio')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.bio).toBe(owner.bio);
  });

  it('validates with the edit messages', async () => {
    const { agent } = await t.signedInAgent();
    const created = await agent.post('/api/athlete-profiles').send(validBody()).expect(201);
    const short = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({ bio: 'short' })
      .expect(400);
    expect(short.body.error).toBe(M.editBio);
    const url = await agent
      .patch(`/api/athlete-profiles/${created.body.id}`)
      .send({ bio: 'A perfectly fine bio.', filmUrl: 'nope' })
      .expect(400);
    expect(url.body.error).toBe(M.url);
  });
});

describe('PATCH /api/athlete-profiles/{id}: the transfer-portal fields', () => {
  const create = async () => {
    const { agent } = await t.signedInAgent();
    const created = await agent.post('/api/athlete-profiles').send(validBody()).expect(201);
    const patch = (body: object) => agent.patch(`/api/athlete-profiles/${created.body.id}`).send(body);
    return { patch, id: created.body.id as string };
  };
  const portalOf = async (id: string) =>
    t.db
      .selectFrom('athleteProfiles')
      .select(['portalStatus', 'currentSchool', 'eligibilityRemaining'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('enters the portal with school and eligibility, edits one of them, and leaves it', async () => {
    const { patch, id } = await create();
    const entered = await patch({
      portalStatus: 'entering',
      currentSchool: ' Baylor University ',
      eligibilityRemaining: '3',
    }).expect(200);
    expect(entered.body).toMatchObject({
      portalStatus: 'entering',
      currentSchool: 'Baylor University',
      eligibilityRemaining: 3,
    });
    // One field alone keeps the other two.
    const moved = await patch({ portalStatus: 'in-portal' }).expect(200);
    expect(moved.body).toMatchObject({ portalStatus: 'in-portal', currentSchool: 'Baylor University' });
    // Leaving the portal clears the school and eligibility, which only portal athletes carry.
    const left = await patch({ portalStatus: '' }).expect(200);
    expect(left.body).toMatchObject({ portalStatus: null, currentSchool: null, eligibilityRemaining: null });
    expect(await portalOf(id)).toEqual({
      portalStatus: null,
      currentSchool: null,
      eligibilityRemaining: null,
    });
  });

  it.each([
    ['a status without a school', { portalStatus: 'entering', eligibilityRemaining: 2 }, M.currentSchool],
    [
      'a status with an empty school',
      { portalStatus: 'entering', currentSchool: ' ', eligibilityRemaining: 2 },
      M.currentSchool,
    ],
    [
      'a status without eligibility',
      { portalStatus: 'in-portal', currentSchool: 'Rice' },
      M.eligibilityRemaining,
    ],
    ['a school without a status', { currentSchool: 'Rice' }, M.portalStatus],
    ['eligibility without a status', { eligibilityRemaining: 1 }, M.portalStatus],
    [
      'eligibility out of range',
      { portalStatus: 'entering', currentSchool: 'Rice', eligibilityRemaining: 6 },
      M.eligibilityRemaining,
    ],
    [
      'an unknown status',
      { portalStatus: 'maybe', currentSchool: 'Rice', eligibilityRemaining: 1 },
      M.portalStatus,
    ],
  ])('refuses %s with a 400 and the builder message, changing nothing', async (_, body, message) => {
    const { patch, id } = await create();
    const res = await patch({ ...body, bio: 'This bio must not be saved either.' }).expect(400);
    expect(res.body.error).toBe(message);
    expect(await portalOf(id)).toEqual({
      portalStatus: null,
      currentSchool: null,
      eligibilityRemaining: null,
    });
  });

  it('refuses to clear the school of a portal athlete still in the portal', async () => {
    const { patch, id } = await create();
    await patch({ portalStatus: 'in-portal', currentSchool: 'Rice', eligibilityRemaining: 2 }).expect(200);
    const res = await patch({ currentSchool: '' }).expect(400);
    expect(res.body.error).toBe(M.currentSchool);
    expect(await portalOf(id)).toEqual({
      portalStatus: 'in-portal',
      currentSchool: 'Rice',
      eligibilityRemaining: 2,
    });
  });
});
