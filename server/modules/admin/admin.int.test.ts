import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { csvCell } from './admin.service';

const PASSWORD = 'admin-secret-for-tests';
const t = useTestApp({
  ADMIN_PASSWORD: PASSWORD,
  RATE_LIMIT_WAITLIST_JOIN: '1000/60',
  RATE_LIMIT_ADMIN_FAIL: '1000/60',
});
// Same database, but a server started without ADMIN_PASSWORD.
const unconfigured = useTestApp({ ADMIN_PASSWORD: undefined });

const bearer = { Authorization: `Bearer ${PASSWORD}` };

async function join(body: Record<string, unknown>) {
  const res = await t
    .http()
    .post('/api/waitlist')
    .send({ name: 'Test Person', email: uniqueEmail('adm'), consent: true, ...body });
  expect(res.status).toBe(200);
  return res.body.referralCode as string;
}
const hs = (over: Record<string, unknown> = {}) =>
  join({ segment: 'hs', position: 'QB', gradYear: 2028, ...over });
const coach = (over: Record<string, unknown> = {}) =>
  join({ segment: 'coach', coachRole: 'HC', coachSchool: 'Example College', division: 'D3', ...over });

describe('admin auth', () => {
  it('401 without, or with a wrong, bearer password', async () => {
    const none = await t.http().get('/api/admin/waitlist/stats').expect(401);
    expect(none.body).toEqual({ error: 'Invalid password', code: 'UNAUTHORIZED' });
    const wrong = await t
      .http()
      .get('/api/admin/waitlist/stats')
      .set('Authorization', 'Bearer nope')
      .expect(401);
    expect(wrong.body.error).toBe('Invalid password');
    await t
      .http()
      .get('/api/admin/waitlist/export.csv')
      .set('Authorization', `Basic ${PASSWORD}`)
      .expect(401);
    await expect(t.caller().admin.waitlistStats()).rejects.toThrow('Invalid password');
    await expect(t.caller().admin.waitlistCsv()).rejects.toThrow('Invalid password');
  });

  it('503 "Admin is not configured" when ADMIN_PASSWORD is unset', async () => {
    for (const path of ['/api/admin/waitlist/stats', '/api/admin/waitlist/export.csv']) {
      const res = await unconfigured.http().get(path).set(bearer).expect(503);
      expect(res.body).toEqual({ error: 'Admin is not configured', code: 'UNAVAILABLE' });
    }
  });
});

describe('admin stats', () => {
  it('answers counts, the 20 newest, top referrers and a zero-filled 30-day series', async () => {
    const top = await hs();
    const second = await coach();
    for (let i = 0; i < 3; i++) await hs({ referredBy: top });
    await coach({ referredBy: second });
    for (let i = 0; i < 18; i++) await join({ segment: 'portal', currentSchool: 'State', position: 'S' });

    const res = await t.http().get('/api/admin/waitlist/stats').set(bearer).expect(200);
    const body = res.body;
    expect(body.total).toBe(24);
    expect(body.bySegment).toEqual({ hs: 4, portal: 18, coach: 2 });

    expect(body.recent).toHaveLength(20);
    const newest = body.recent[0];
    expect(Object.keys(newest).sort()).toEqual(
      [
        'coachSchool',
        'createdAt',
        'currentSchool',
        'email',
        'gradYear',
        'id',
        'name',
        'position',
        'referredBy',
        'referrerEmail',
        'segment',
      ].sort(),
    );
    expect(newest).toMatchObject({ segment: 'portal', currentSchool: 'State', position: 'S' });
    const times = body.recent.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect(body.topReferrers[0]).toMatchObject({ code: top, referralCount: 3 });
    expect(body.topReferrers[1]).toMatchObject({ code: second, referralCount: 1 });
    expect(body.topReferrers[0].email).toMatch(/@example\.test$/);
    // Each referred sign-up names its referrer's address beside the code.
    expect(newest.referrerEmail).toBeNull();
    expect(body.recent[18]).toMatchObject({ referredBy: second, referrerEmail: body.topReferrers[1].email });

    expect(body.signupsPerDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.signupsPerDay.at(-1)).toEqual({ date: today, count: 24 });
    expect(body.signupsPerDay.slice(0, 29).every((d: { count: number }) => d.count === 0)).toBe(true);

    const viaTrpc = await t.caller(null, { authorization: `Bearer ${PASSWORD}` }).admin.waitlistStats();
    expect(viaTrpc.total).toBe(24);
  });
});

describe('admin sign-ups list (ADR 048)', () => {
  const list = (query: Record<string, string | number>) =>
    t.http().get('/api/admin/waitlist/signups').query(query).set(bearer);

  it('pages every sign-up, 20 a page, newest first, and page 1 is the stats’ recent', async () => {
    for (let i = 0; i < 21; i++) await hs();
    const stats = (await t.http().get('/api/admin/waitlist/stats').set(bearer).expect(200)).body;
    const first = (await list({ page: 1 }).expect(200)).body;
    expect(first).toMatchObject({ total: stats.total, page: 1, pageSize: 20 });
    expect(first.signups).toEqual(stats.recent);
    const pages = Math.ceil(stats.total / 20);
    const last = (await list({ page: pages }).expect(200)).body;
    expect(last.signups).toHaveLength(stats.total - 20 * (pages - 1));
    expect((await list({ page: pages + 1 }).expect(200)).body.signups).toEqual([]);
    const seen = new Set<string>();
    for (let page = 1; page <= pages; page++)
      for (const r of (await list({ page }).expect(200)).body.signups) seen.add(r.id);
    expect(seen.size).toBe(stats.total);
  });

  it('narrows by address, name or referral code, taking % and _ as typed', async () => {
    const tag = `srch${Date.now()}`;
    const email = `${tag}.one@example.test`;
    await join({ segment: 'hs', position: 'QB', gradYear: 2028, email, name: 'Quinn Searchable' });
    const code = await hs({ name: 'Referral Owner' });
    await hs({ referredBy: code, name: 'Referred Friend' });

    const byEmail = (await list({ q: tag.toUpperCase() }).expect(200)).body;
    expect(byEmail.total).toBe(1);
    expect(byEmail.signups[0].email).toBe(email);
    expect((await list({ q: 'quinn searchable' }).expect(200)).body.signups[0].email).toBe(email);
    const byCode = (await list({ q: code.slice(0, 6) }).expect(200)).body;
    expect(byCode.signups.map((r: { name: string }) => r.name).sort()).toEqual([
      'Referral Owner',
      'Referred Friend',
    ]);
    // A wildcard is a character to find, not a pattern: no address here holds a literal '%'.
    expect((await list({ q: '%' }).expect(200)).body.total).toBe(0);
    expect((await list({ q: '_' }).expect(200)).body.total).toBe(0);
  });

  it('refuses a visitor, and a search past 100 characters with a sentence', async () => {
    const visitor = await t.http().get('/api/admin/waitlist/signups').expect(401);
    expect(visitor.body.error).toBe('Invalid password');
    const long = await list({ q: 'x'.repeat(101) }).expect(400);
    expect(long.body.error).toBe('Search must be 100 characters or fewer');
    await list({ page: 0 }).expect(400);
  });
});

describe('CSV export', () => {
  it('exports every sign-up, escaping formulas and quoting commas, quotes and newlines', async () => {
    // A name cannot hold a web address any more, but a formula still reaches the sheet.
    await hs({ name: '=HYPERLINK("#evil","click")' });
    await hs({ name: '+1 Smith, Jr.' });
    await hs({ name: '@SUM(A1)' });
    await coach({ name: '-2 Coach', coachSchool: 'Line\nBreak "U"' });

    const res = await t.http().get('/api/admin/waitlist/export.csv').set(bearer).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,segment,name,email,state,sport,grad_year,position,maxpreps_url,current_school,eligibility_remaining,edu_email,coach_role,coach_school,division,x_profile_url,referral_code,referred_by,utm_source,utm_medium,utm_campaign',
    );
    expect(text).toContain(`,"'=HYPERLINK(""#evil"",""click"")",`);
    expect(text).toContain(`,"'+1 Smith, Jr.",`);
    expect(text).toContain(`,'@SUM(A1),`);
    expect(text).toContain(`,'-2 Coach,`);
    expect(text).toContain(`,"Line\nBreak ""U""",`);

    // The dashboard's procedure answers the same file, under the same name.
    const fromProcedure = await t.caller(null, { authorization: bearer.Authorization }).admin.waitlistCsv();
    expect(fromProcedure.csv).toBe(text);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${fromProcedure.filename}"`);

    const total = (await t.http().get('/api/waitlist/stats')).body.total as number;
    // Records end in CRLF; the bare \n inside a quoted cell does not split a record.
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 2).toBe(total);
  });

  it('csvCell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
  });
});
