import { describe, expect, it } from 'vitest';
import { makeAthleteProfile } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-harness';
import { isoWeek, queueWeeklyUpdates } from './weekly-update';

const ORIGIN = 'http://fitscout.test';
const t = await useMailTestApp({ PUBLIC_URL: ORIGIN });
const { smtp } = t;

const DAY = 86_400_000;
/** Two runs' stored scores for an athlete: last week's, then this week's. */
async function athleteWithRuns(
  prev: [number, number],
  now: [number, number],
  runId: string,
  programs?: { prev: string[]; now: string[] },
) {
  const athlete = await makeAthleteProfile(t.db);
  const user = await t.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', athlete.userId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('scoreHistory')
    .values([
      {
        athleteId: athlete.id,
        runId: `${runId}-prev`,
        fitScore: prev[0],
        readinessScore: 50,
        matchCount: prev[1],
        programIds: programs?.prev ?? null,
        createdAt: new Date(Date.now() - 7 * DAY),
      },
      {
        athleteId: athlete.id,
        runId,
        fitScore: now[0],
        readinessScore: 50,
        matchCount: now[1],
        programIds: programs?.now ?? null,
        createdAt: new Date(),
      },
    ])
    .execute();
  return { athlete, user };
}

const SUBJECT = /^Your FitScout update/;
const updatesTo = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email) && SUBJECT.test(m.subject));

describe('the Monday update email', () => {
  it('isoWeek follows ISO 8601 at the year boundary', () => {
    expect(isoWeek(new Date('2026-11-30T11:00:00Z'))).toBe('2026-W49');
    expect(isoWeek(new Date('2027-01-01T11:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T11:00:00Z'))).toBe('2025-W01');
  });

  it('one email when the best fit changed, at most one a week, with one-click unsubscribe that works', async () => {
    const runId = 'weekly-2026-11-30';
    const at = new Date('2026-11-30T11:00:00Z');
    const changed = await athleteWithRuns([70, 20], [76, 22], runId);
    const same = await athleteWithRuns([70, 20], [70, 20], runId);
    expect(await queueWeeklyUpdates(t.deps, [changed.athlete.id, same.athlete.id], runId, at)).toBe(1);
    const mail = await smtp.waitFor(changed.user.email, {
      subject: 'Your FitScout update: best Fit Score 76',
    });
    expect(mail.text).toContain('went up 6 points, from 70 to 76');
    expect(mail.text).toContain('22 matches (+2 since last week)');
    expect(mail.text).toContain(`Open your Gameplan: ${ORIGIN}/dashboard`);
    const unsub = mail.raw['list-unsubscribe']?.replace(/^<|>$/g, '') ?? '';
    expect(unsub).toMatch(new RegExp(`^${ORIGIN}/api/unsubscribe\\?token=`));
    expect(mail.raw['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The same week again (a redelivered chunk, a second run): nothing more.
    expect(await queueWeeklyUpdates(t.deps, [changed.athlete.id], runId, at)).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(updatesTo(changed.user.email)).toHaveLength(1);
    expect(updatesTo(same.user.email)).toHaveLength(0);

    // One-click unsubscribe as a mail provider sends it (RFC 8058), then a later week sends nothing.
    const u = new URL(unsub);
    await t.http().get(`${u.pathname}${u.search}`).expect(200);
    const optedIn = await t.db
      .selectFrom('users')
      .select('weeklyEmailOptOut')
      .where('id', '=', changed.user.id)
      .executeTakeFirstOrThrow();
    expect(optedIn.weeklyEmailOptOut).toBe(false); // a GET only asks
    await t
      .http()
      .post(`${u.pathname}${u.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const next = 'weekly-2026-12-07';
    await t.db
      .insertInto('scoreHistory')
      .values({
        athleteId: changed.athlete.id,
        runId: next,
        fitScore: 80,
        readinessScore: 50,
        matchCount: 22,
        createdAt: new Date(Date.now() + 1000),
      })
      .execute();
    expect(
      await queueWeeklyUpdates(t.deps, [changed.athlete.id], next, new Date('2026-12-07T11:00:00Z')),
    ).toBe(0);
  });

  it('a list with the same size and best fit but other programs names the new ones', async () => {
    const runId = 'weekly-programs';
    const at = new Date('2026-11-30T11:00:00Z');
    const [a, b, c, d] = await t.db
      .selectFrom('collegePrograms')
      .select(['id', 'name'])
      .orderBy('id')
      .limit(4)
      .execute();
    const swapped = await athleteWithRuns([70, 2], [70, 2], runId, {
      prev: [a!.id, b!.id],
      now: [a!.id, c!.id],
    });
    const unchanged = await athleteWithRuns([70, 2], [70, 2], runId, {
      prev: [a!.id, d!.id],
      now: [d!.id, a!.id],
    });
    const ids = [swapped.athlete.id, unchanged.athlete.id];
    expect(await queueWeeklyUpdates(t.deps, ids, runId, at)).toBe(1);
    const mail = await smtp.waitFor(swapped.user.email, {
      subject: 'Your FitScout update: best Fit Score 70',
    });
    expect(mail.text).toContain(`New on your list: ${c!.name}.`);
    expect(mail.text).not.toContain(b!.name);
    expect(updatesTo(unchanged.user.email)).toHaveLength(0);
  });

  it('a first run, with nothing to compare, sends nothing', async () => {
    const athlete = await makeAthleteProfile(t.db);
    await t.db
      .insertInto('scoreHistory')
      .values({
        athleteId: athlete.id,
        runId: 'weekly-first',
        fitScore: 60,
        readinessScore: 50,
        matchCount: 10,
        createdAt: new Date(),
      })
      .execute();
    expect(await queueWeeklyUpdates(t.deps, [athlete.id], 'weekly-first')).toBe(0);
  });

  it('the preference page turns the update off and on; the mail links it; an unsubscribe shows there', async () => {
    const { athlete, user } = await athleteWithRuns([70, 20], [75, 20], 'weekly-prefs-1');
    const caller = t.caller({
      ...user,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      emailVerifiedAt: null,
      role: 'athlete',
    });
    expect(await caller.mail.preferences()).toEqual({ weeklyUpdate: true });

    // Off from the page: the week's run sends nothing.
    expect(await caller.mail.setPreferences({ weeklyUpdate: false })).toEqual({ weeklyUpdate: false });
    const week1 = new Date('2026-11-30T11:00:00Z');
    expect(await queueWeeklyUpdates(t.deps, [athlete.id], 'weekly-prefs-1', week1)).toBe(0);

    // On again: the same run now sends, and the footer names the page beside the unsubscribe link.
    expect(await caller.mail.setPreferences({ weeklyUpdate: true })).toEqual({ weeklyUpdate: true });
    expect(await queueWeeklyUpdates(t.deps, [athlete.id], 'weekly-prefs-1', week1)).toBe(1);
    const mail = await smtp.waitFor(user.email, { subject: 'Your FitScout update: best Fit Score 75' });
    expect(mail.text).toContain(`Choose which emails you get: ${ORIGIN}/profile/email`);

    // The one-click unsubscribe still works, and the page then shows the update off.
    const u = new URL(mail.raw['list-unsubscribe']?.replace(/^<|>$/g, '') ?? '');
    const confirm = await t.http().get(`${u.pathname}${u.search}`).expect(200);
    expect(confirm.text).toContain('href="/profile/email"');
    await t
      .http()
      .post(`${u.pathname}${u.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(await caller.mail.preferences()).toEqual({ weeklyUpdate: false });
    await expect(t.caller().mail.preferences()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(caller.mail.setPreferences({ weeklyUpdate: 'no' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
