import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ProgramSport } from '../../../common/constants';
import type { TPortalOutlook } from '../../../common/schemas/portal';
import { makeUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const t = useTestApp();

/** A transfer athlete's builder body: no graduation class, its clock and seasons instead. */
const transferBody = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jordan',
  lastName: 'Lee',
  sport: 'Volleyball',
  team: 'womens',
  position: 'MB',
  height: `6'1"`,
  weight: 165,
  location: 'Pittsburg, KS',
  gpa: '3.3',
  bio: 'Middle blocker with two seasons left, looking for a new program.',
  metrics: JSON.stringify({}),
  portalStatus: 'in-portal',
  currentSchool: 'Example State University',
  eligibilityRemaining: 2,
  currentLevel: 'D2',
  clockStartYear: 2024,
  transferKind: 'undergraduate',
  academicStanding: 'on-track',
  portalEnteredOn: '2026-05-04',
  ...over,
});

const programId = async (sport: ProgramSport, name: string) =>
  (
    await t.db
      .selectFrom('collegePrograms')
      .select('id')
      .where('sport', '=', sport)
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

/** The athlete's match list holds the program, as a generated list would. */
const match = (athleteId: string, id: string, fitScore = 72) =>
  sql`INSERT INTO matches (athlete_id, program_id, fit_score, confidence, why_bullets, gaps_bullets, breakdown)
    VALUES (${athleteId}, ${id}, ${fitScore}, 60, '[]', '[]',
      '{"athletic":50,"rosterNeed":50,"academic":50,"geo":50,"sys":50}')`.execute(t.db);

async function outlookFor(body: Record<string, unknown>, program: [ProgramSport, string]) {
  const { agent } = await t.signedInAgent();
  const profile = (await agent.post('/api/athlete-profiles').send(body).expect(201)).body;
  const id = await programId(...program);
  await match(profile.id, id);
  const res = await agent.get(`/api/v1/portal/athlete/${profile.id}/outlook`).expect(200);
  const outlook = res.body as TPortalOutlook;
  return { profile, outlook, entry: outlook.intake.find((p) => p.programId === id)!, agent, id };
}

describe('a transfer profile', () => {
  it('is saved without a graduation class: the class follows the season its clock started', async () => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post('/api/athlete-profiles').send(transferBody()).expect(201);
    expect(res.body).toMatchObject({
      graduationYear: 2024,
      classYear: 'College transfer',
      currentLevel: 'D2',
      clockStartYear: 2024,
      transferKind: 'undergraduate',
      academicStanding: 'on-track',
      portalEnteredOn: '2026-05-04',
    });
    // A clock that started before 2024 is a class the high-school range would refuse.
    const older = await (await t.signedInAgent()).agent
      .post('/api/athlete-profiles')
      .send(transferBody({ clockStartYear: 2022 }))
      .expect(201);
    expect(older.body.graduationYear).toBe(2022);
  });

  it.each([
    ['an unknown level', { currentLevel: 'D4' }, 'Choose the level you play at now'],
    ['a clock before 2019', { clockStartYear: 2017 }, 'Choose the season your eligibility clock started'],
    [
      'a portal date in the future',
      { portalEnteredOn: '2999-01-01' },
      'Enter the day you entered the portal',
    ],
    ['neither class nor clock', { clockStartYear: null }, 'Choose the season your eligibility clock started'],
  ])('refuses %s with 400 and its message', async (_, over, message) => {
    const { agent } = await t.signedInAgent();
    const res = await agent.post('/api/athlete-profiles').send(transferBody(over)).expect(400);
    expect(res.body.issues.map((i: { message: string }) => i.message).join('\n')).toContain(message);
  });

  it('clears its transfer facts when it leaves the portal', async () => {
    const { agent } = await t.signedInAgent();
    const p = (await agent.post('/api/athlete-profiles').send(transferBody()).expect(201)).body;
    const res = await agent.patch(`/api/athlete-profiles/${p.id}`).send({ portalStatus: '' }).expect(200);
    expect(res.body).toMatchObject({
      portalStatus: null,
      currentLevel: null,
      clockStartYear: null,
      portalEnteredOn: null,
    });
  });
});

describe('GET /api/v1/portal/athlete/{id}/outlook: intake against the seeded rosters', () => {
  // Counts read from data/rosters/*.csv: the program's latest season, players whose position
  // group names the position, by kind of previous school and, for four-year ones, by its level.
  it('Pittsburg State volleyball: 6 players at MB, 3 from junior colleges', async () => {
    const { entry } = await outlookFor(transferBody(), ['volleyball', 'Pittsburg State University']);
    expect(entry).toMatchObject({
      season: '2025-26',
      atPosition: 6,
      fromFourYear: 0,
      fromJuniorCollege: 3,
      fromLevels: [],
      levelUnknown: 0,
    });
    expect(entry.label).toBe('Recruits transfers at MB');
    expect(entry.text).toBe(
      'Took 3 transfers at MB, 3 from junior colleges: 3 of the 6 players at MB on its 2025-26 roster came from another college',
    );
    expect(entry.source).toMatchObject({ id: 'srd-wvb-2025-26' });
  });

  it("Iona men's soccer: 16 players at CM (a pooled midfield group), 7 from four-year colleges: 4 D1, 1 D2, 1 NAIA, 1 not on file", async () => {
    const body = transferBody({ sport: 'Soccer', team: 'mens', position: 'CM', currentLevel: 'D1' });
    const { entry } = await outlookFor(body, ['mens-soccer', 'Iona University']);
    expect(entry).toMatchObject({
      season: '2025-26',
      atPosition: 16,
      fromFourYear: 7,
      fromJuniorCollege: 0,
      fromLevels: [
        { level: 'D1', count: 4 },
        { level: 'D2', count: 1 },
        { level: 'NAIA', count: 1 },
      ],
      levelUnknown: 1,
    });
    expect(entry.text).toBe(
      'Took 7 transfers at CM, 4 from D1, 1 from D2, 1 from NAIA and 1 from a four-year college of a level not on file: 7 of the 16 players at CM on its 2025-26 roster came from another college',
    );
    expect(entry.source).toMatchObject({ id: 'srd-msoc-2025' });
  });

  it('Valdosta State volleyball: 4 transfers at OH, 1 from D1, 1 from D2 and 2 from NAIA', async () => {
    const body = transferBody({ position: 'OH', currentLevel: 'D1' });
    const { entry } = await outlookFor(body, ['volleyball', 'Valdosta State University']);
    expect(entry).toMatchObject({
      season: '2025-26',
      atPosition: 5,
      fromFourYear: 4,
      fromJuniorCollege: 0,
      fromLevels: [
        { level: 'D1', count: 1 },
        { level: 'D2', count: 1 },
        { level: 'NAIA', count: 2 },
      ],
      levelUnknown: 0,
    });
    expect(entry.text).toBe(
      'Took 4 transfers at OH, 1 from D1, 1 from D2 and 2 from NAIA: 4 of the 5 players at OH on its 2025-26 roster came from another college',
    );
  });

  it('Purdue football: 19 players at DL on the 2026-27 roster, 6 from four-year colleges: 4 FBS, 1 FCS, 1 D3', async () => {
    const body = transferBody({ sport: 'Football', team: null, position: 'DL', currentLevel: 'FBS' });
    const { entry, outlook } = await outlookFor(body, ['football', 'Purdue University']);
    expect(entry).toMatchObject({
      season: '2026-27',
      atPosition: 19,
      fromFourYear: 6,
      fromJuniorCollege: 0,
      fromLevels: [
        { level: 'FBS', count: 4 },
        { level: 'FCS', count: 1 },
        { level: 'D3', count: 1 },
      ],
      levelUnknown: 0,
    });
    expect(entry.text).toMatch(/^Took 6 transfers at DL, 4 from FBS, 1 from FCS and 1 from D3: /);
    expect(entry.source).toMatchObject({ id: 'espn-fb-2026' });
    // Football's Division I window, cited, with where today stands against it.
    expect(outlook.windows[0]).toMatchObject({ opens: '2026-01-02', closes: '2026-01-16' });
    expect(outlook.windows[0]!.countdown).toMatch(/^(Opens in|Open|Closed) /);
  });

  it('says what the eligibility allows and when the athlete entered', async () => {
    const { outlook } = await outlookFor(transferBody(), ['volleyball', 'Pittsburg State University']);
    expect(outlook.eligibility?.seasons).toBe(2);
    expect(outlook.eligibility?.text).toMatch(/^2 seasons, through \d{4}-\d{2}$/);
    expect(outlook.entered?.on).toBe('2026-05-04');
    expect(outlook.notes[0]!.text).toContain('In flux');
    // D2: no window dates confirmed, and the outlook says so instead of showing any.
    expect(outlook.windows).toHaveLength(1);
    expect(outlook.windows[0]).toMatchObject({
      opens: null,
      state: 'unconfirmed',
      countdown: 'Dates not confirmed',
    });
  });

  it('ranks a program whose staff look for transfers at the position first, labelled', async () => {
    const { outlook, agent, profile, id } = await outlookFor(transferBody(), [
      'volleyball',
      'Pittsburg State University',
    ]);
    const other = await programId('volleyball', 'Tarleton State University');
    await match(profile.id, other, 90);
    const coach = await makeUser(t.db, { role: 'coach', verified: true });
    await t.db
      .insertInto('programCoaches')
      .values({ programId: other, userId: coach.id, via: 'admin' })
      .execute();
    await t.caller(coach).portal.setTransferNeeds({ programId: other, positions: ['MB'] });
    expect(outlook.intake[0]!.programId).toBe(id);
    const after = (await agent.get(`/api/v1/portal/athlete/${profile.id}/outlook`).expect(200))
      .body as TPortalOutlook;
    expect(after.intake[0]).toMatchObject({
      programId: other,
      statedNeed: true,
      label: 'Looking for transfers at MB',
    });
  });

  it('is the owner’s only, and only for a portal athlete', async () => {
    const { profile } = await outlookFor(transferBody(), ['volleyball', 'Pittsburg State University']);
    const { agent } = await t.signedInAgent();
    await agent.get(`/api/v1/portal/athlete/${profile.id}/outlook`).expect(403);
  });
});

describe('transfer needs', () => {
  it('only the staff may state them, and only positions of the sport', async () => {
    const id = await programId('volleyball', 'Tarleton State University');
    const stranger = await makeUser(t.db, { role: 'coach', verified: true });
    await expect(
      t.caller(stranger).portal.setTransferNeeds({ programId: id, positions: ['MB'] }),
    ).rejects.toThrow(/staff/);
    const coach = await makeUser(t.db, { role: 'coach', verified: true });
    await t.db
      .insertInto('programCoaches')
      .values({ programId: id, userId: coach.id, via: 'admin' })
      .execute();
    await expect(
      t.caller(coach).portal.setTransferNeeds({ programId: id, positions: ['QB'] }),
    ).rejects.toThrow('Choose a position offered for this sport');
    const saved = await t
      .caller(coach)
      .portal.setTransferNeeds({ programId: id, positions: ['OH', 'MB', 'OH'] });
    expect(saved.positions).toEqual(['MB', 'OH']);
  });
});
