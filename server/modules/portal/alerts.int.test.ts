import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeAthleteProfile, makeUser } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-harness';
import { queueWeeklyUpdates } from '../mail/weekly-update';
import { portalAlerts } from '.';

const t = await useMailTestApp({ PUBLIC_URL: 'http://fitscout.test' });
const DAY = 86_400_000;

/** A Division I setter in the portal, two seasons left. */
async function portalSetter(overrides: Record<string, unknown> = {}) {
  const user = await makeUser(t.db, { verified: true });
  return makeAthleteProfile(t.db, {
    userId: user.id,
    overrides: {
      sport: 'Volleyball',
      team: 'womens',
      position: 'S',
      graduationYear: 2024,
      portalStatus: 'in-portal',
      currentSchool: 'Example State University',
      eligibilityRemaining: 2,
      currentLevel: 'D1',
      clockStartYear: 2024,
      ...overrides,
    },
  });
}

const volleyballProgram = async (name: string) =>
  (
    await t.db
      .selectFrom('collegePrograms')
      .select('id')
      .where('sport', '=', 'volleyball')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const match = (athleteId: string, programId: string, fit: number) =>
  sql`INSERT INTO matches (athlete_id, program_id, fit_score, confidence, why_bullets, gaps_bullets, breakdown)
    VALUES (${athleteId}, ${programId}, ${fit}, 60, '[]', '[]',
      '{"athletic":50,"rosterNeed":50,"academic":50,"geo":50,"sys":50}')`.execute(t.db);

describe('the Monday update’s portal lines', () => {
  it('tells of a window that opened or closed this week, for the athlete’s sport and level', async () => {
    const setter = await portalSetter();
    // The Division I spring window for fall sports ran May 1-15, 2026.
    expect(await portalAlerts(t.db, setter.id, new Date('2026-05-04T11:00:00Z'))).toEqual([
      'The spring window for fall sports (NCAA Division I) opened: May 1, 2026 – May 15, 2026. Open: 11 days left.',
    ]);
    expect(await portalAlerts(t.db, setter.id, new Date('2026-05-18T11:00:00Z'))).toEqual([
      'The spring window for fall sports (NCAA Division I) closed: May 1, 2026 – May 15, 2026.',
    ]);
    expect(await portalAlerts(t.db, setter.id, new Date('2026-11-30T11:00:00Z'))).toEqual([]);
  });

  it('tells of a transfer need stated this week at its position by a program that fits, not by one that does not', async () => {
    const setter = await portalSetter();
    const fits = await volleyballProgram('Pittsburg State University');
    const weak = await volleyballProgram('Tarleton State University');
    await match(setter.id, fits, 70);
    await match(setter.id, weak, 30);
    const coach = await makeUser(t.db, { role: 'coach', verified: true });
    for (const programId of [fits, weak]) {
      await t.db.insertInto('programCoaches').values({ programId, userId: coach.id, via: 'admin' }).execute();
      await t.caller(coach).portal.setTransferNeeds({ programId, positions: ['S'] });
    }
    expect(await portalAlerts(t.db, setter.id)).toEqual([
      'Pittsburg State University says it is looking for transfers at S.',
    ]);
    // A week later the need is old news.
    expect(await portalAlerts(t.db, setter.id, new Date(Date.now() + 8 * DAY))).toEqual([]);
  });

  it('sends the update for portal news even when the Fit Score did not move, and nothing to others', async () => {
    const setter = await portalSetter();
    const hs = await makeAthleteProfile(t.db);
    const runId = 'weekly-portal-2026-05-04';
    for (const athleteId of [setter.id, hs.id])
      await t.db
        .insertInto('scoreHistory')
        .values([
          {
            athleteId,
            runId: `${runId}-prev`,
            fitScore: 70,
            readinessScore: 50,
            matchCount: 20,
            createdAt: new Date(Date.now() - 7 * DAY),
          },
          { athleteId, runId, fitScore: 70, readinessScore: 50, matchCount: 20, createdAt: new Date() },
        ])
        .execute();
    const at = new Date('2026-05-04T11:00:00Z');
    expect(await queueWeeklyUpdates(t.deps, [setter.id, hs.id], runId, at, portalAlerts)).toBe(1);
    const owner = await t.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', setter.userId)
      .executeTakeFirstOrThrow();
    const mail = await t.smtp.waitFor(owner.email, { subject: 'Your FitScout update: best Fit Score 70' });
    expect(mail.text).toContain('Transfer portal:');
    expect(mail.text).toContain('The spring window for fall sports (NCAA Division I) opened');
  });
});

describe('coach prospects: transfers', () => {
  it('filters portal athletes by seasons a program can use, window and level of origin, ranked by Fit', async () => {
    const program = await volleyballProgram('Pittsburg State University');
    const coach = await makeUser(t.db, { role: 'coach', verified: true });
    await t.db
      .insertInto('programCoaches')
      .values({ programId: program, userId: coach.id, via: 'admin' })
      .execute();
    const d1 = await portalSetter({ firstName: 'Dee', eligibilityRemaining: 3, currentLevel: 'D1' });
    const d2 = await portalSetter({ firstName: 'Tee', eligibilityRemaining: 1, currentLevel: 'D2' });
    const hs = await makeAthleteProfile(t.db, {
      userId: (await makeUser(t.db, { verified: true })).id,
      overrides: { sport: 'Volleyball', team: 'womens', position: 'S', graduationYear: 2027 },
    });
    await t.db
      .updateTable('athleteProfiles')
      .set({ discoverable: true })
      .where('id', 'in', [d1.id, d2.id, hs.id])
      .execute();
    const list = (f: Record<string, unknown>) =>
      t.caller(coach).coach.prospects({ programId: program, position: 'S', ...f });
    const ids = async (f: Record<string, unknown>) => (await list(f)).prospects.map((p) => p.athleteId);

    expect(await ids({})).toEqual(expect.arrayContaining([d1.id, d2.id, hs.id]));
    const transfers = await ids({ transfersOnly: true });
    expect(transfers).toEqual(expect.arrayContaining([d1.id, d2.id]));
    expect(transfers).not.toContain(hs.id);
    expect(await ids({ fromLevel: 'D2' })).toEqual([d2.id]);
    expect(await ids({ minSeasons: 2 })).toEqual([d1.id]);
    const shown = (await list({ transfersOnly: true })).prospects;
    expect(shown.map((p) => p.fit)).toEqual([...shown.map((p) => p.fit)].sort((a, b) => b - a));
    expect(shown.find((p) => p.athleteId === d2.id)?.transfer).toMatchObject({
      currentSchool: 'Example State University',
      currentLevel: 'D2',
      seasons: 1,
    });
  });
});
