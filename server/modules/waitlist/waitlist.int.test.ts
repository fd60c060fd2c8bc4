import { describe, expect, it } from 'vitest';
import {
  WAITLIST_MESSAGES as M,
  REFERRAL_CODE_ALPHABET,
  ZWaitlistSignup,
} from '../../../common/schemas/waitlist';
import { hsSignup, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { join, SIGNUP_EVENT } from './waitlist.service';

const t = useTestApp({ RATE_LIMIT_WAITLIST_JOIN: '100000/60' });

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`);

const portal = (over: Record<string, unknown> = {}) => ({
  segment: 'portal',
  name: 'Casey Portal',
  email: uniqueEmail('portal'),
  currentSchool: 'State University',
  position: 'LB',
  consent: true,
  ...over,
});
const coach = (over: Record<string, unknown> = {}) => ({
  segment: 'coach',
  name: 'Coach Example',
  email: uniqueEmail('coach'),
  coachRole: 'Recruiting Coordinator',
  coachSchool: 'Example College',
  division: 'D2',
  consent: true,
  ...over,
});

function post(body: unknown) {
  return t
    .http()
    .post('/api/waitlist')
    .send(body as object);
}
const issueMap = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

const countRows = async (email?: string) => {
  let q = t.db.selectFrom('waitlistSignups').select((eb) => eb.fn.countAll<string>().as('n'));
  if (email) q = q.where('email', '=', email);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('validation messages (SPEC §5)', () => {
  it('common fields', async () => {
    const res = await post({
      segment: 'hs',
      name: '  ',
      email: 'not-an-email',
      consent: false,
      xProfileUrl: 'x.com/me',
      position: 'WR',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(issueMap(res.body)).toEqual({
      name: M.name,
      email: M.email,
      consent: M.consent,
      xProfileUrl: M.xProfileUrl,
    });
    expect(res.body.error).toBe(M.name);
    expect(M).toMatchObject({
      name: 'Name is required',
      email: 'Valid email is required',
      consent: 'You must agree to the terms',
      xProfileUrl: 'Valid X/Twitter URL required',
    });
  });

  it('a missing consent is the same message as an unticked one', async () => {
    const { consent: _c, ...rest } = hsSignup();
    const res = await post(rest);
    expect(issueMap(res.body)).toEqual({ consent: 'You must agree to the terms' });
  });

  it('hs: position, grad year, MaxPreps URL', async () => {
    const res = await post(hsSignup({ position: '', gradYear: 2031, maxprepsUrl: 'maxpreps' }));
    expect(issueMap(res.body)).toEqual({
      position: 'Position is required',
      gradYear: M.gradYear,
      maxprepsUrl: 'Valid MaxPreps URL required',
    });
    expect((await post(hsSignup({ gradYear: 2024 }))).status).toBe(400);
  });

  it('portal: current school, eligibility, position, .edu email', async () => {
    const res = await post(
      portal({ currentSchool: '', position: undefined, eligibilityRemaining: 6, eduEmail: 'nope' }),
    );
    expect(issueMap(res.body)).toEqual({
      currentSchool: 'Current school is required',
      position: 'Position is required',
      eligibilityRemaining: M.eligibilityRemaining,
      eduEmail: 'Valid .edu email required',
    });
  });

  it('coach: role, school/program, division', async () => {
    const res = await post(coach({ coachRole: '', coachSchool: ' ', division: 'FBS' }));
    expect(issueMap(res.body)).toEqual({
      coachRole: 'Role is required',
      coachSchool: 'School/Program is required',
      division: 'Division is required',
    });
  });

  it('an unknown segment is rejected', async () => {
    const res = await post(hsSignup({ segment: 'fan' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(M.segment);
  });

  it('empty optional URLs are allowed', async () => {
    const res = await post(hsSignup({ xProfileUrl: '', maxprepsUrl: '' }));
    expect(res.status).toBe(200);
  });
});

describe('joining', () => {
  it('stores a normalised row with SPEC defaults, strips unknown fields, and answers a code', async () => {
    const email = uniqueEmail('norm');
    const res = await post({
      segment: 'portal',
      name: '  Casey  ',
      email: `  ${email.toUpperCase()} `,
      currentSchool: 'State U',
      position: 'CB',
      consent: true,
      eduEmail: ' Casey@State.EDU ',
      utmSource: 'x',
      utmMedium: 'social',
      utmCampaign: 'launch',
      isAdmin: true,
      referralCode: 'AAAAAAAA',
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['referralCode']);
    expect(res.body.referralCode).toMatch(CODE_PATTERN);
    const row = await t.db
      .selectFrom('waitlistSignups')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      segment: 'portal',
      name: 'Casey',
      sport: 'football',
      eligibilityRemaining: 2,
      eduEmail: 'casey@state.edu',
      utmSource: 'x',
      utmMedium: 'social',
      utmCampaign: 'launch',
      referralCode: res.body.referralCode,
      referredBy: null,
      gradYear: null,
    });
  });

  it('hs and coach rows keep every field they were given', async () => {
    const rowOf = (email: string) =>
      t.db.selectFrom('waitlistSignups').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const given = {
      state: 'TX',
      sport: 'basketball',
      xProfileUrl: 'https://x.com/jordanexample',
      maxprepsUrl: 'https://www.maxpreps.com/tx/austin/jordan-example',
      gradYear: 2028,
      position: 'PG',
    };
    // A football code is not a basketball position: the API says so on the position field.
    const refused = await post(hsSignup({ ...given, position: 'QB' })).expect(400);
    expect(refused.body.error).toBe('Choose a position of your sport from the list');
    const athlete = hsSignup(given);
    await post(athlete).expect(200);
    expect(await rowOf(athlete.email)).toMatchObject({
      segment: 'hs',
      name: 'Jordan Example',
      ...given,
      coachRole: null,
    });
    const staff = coach();
    await post(staff).expect(200);
    expect(await rowOf(staff.email)).toMatchObject({
      segment: 'coach',
      coachRole: 'Recruiting Coordinator',
      coachSchool: 'Example College',
      division: 'D2',
      position: null,
      gradYear: null,
    });
  });

  it('hs defaults gradYear to next calendar year', async () => {
    const { gradYear: _g, ...body } = hsSignup();
    await post(body).expect(200);
    const row = await t.db
      .selectFrom('waitlistSignups')
      .select('gradYear')
      .where('email', '=', body.email as string)
      .executeTakeFirstOrThrow();
    expect(row.gradYear).toBe(Math.min(2030, new Date().getFullYear() + 1));
  });

  it('the same email twice (case variant included) makes one sign-up with one code and one event', async () => {
    const email = uniqueEmail('dup');
    const first = await post(hsSignup({ email })).expect(200);
    const second = await post(coach({ email: `  ${email.toUpperCase()}` })).expect(200);
    expect(second.body.referralCode).toBe(first.body.referralCode);
    expect(await countRows(email)).toBe(1);
    const row = await t.db
      .selectFrom('waitlistSignups')
      .select('segment')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.segment).toBe('hs');
    const events = await t.db
      .selectFrom('telemetryEvents')
      .select(['event', 'props'])
      .where('userEmail', '=', email)
      .execute();
    expect(events).toEqual([{ event: SIGNUP_EVENT, props: expect.objectContaining({ segment: 'hs' }) }]);
  });

  it('tRPC waitlist.join uses the same schema and rules', async () => {
    const email = uniqueEmail('trpc');
    const out = await t.caller().waitlist.join(coach({ email }) as never);
    expect(out.referralCode).toMatch(CODE_PATTERN);
    await expect(t.caller().waitlist.join(coach({ coachRole: '' }) as never)).rejects.toThrow(
      'Role is required',
    );
  });

  it('retries on a referral-code collision', async () => {
    const taken = (await post(hsSignup()).expect(200)).body.referralCode as string;
    const codes = [taken, taken, 'ZZZZ2345'];
    const out = await join(t.db, ZWaitlistSignup.parse(coach()), {
      generateCode: () => codes.shift() as string,
    });
    expect(out.referralCode).toBe('ZZZZ2345');
  });
});

describe('referrals', () => {
  it('a referral counts once; repeats, self-referrals and unknown codes do not', async () => {
    const referrer = hsSignup();
    const code = (await post(referrer).expect(200)).body.referralCode as string;
    await t.http().get(`/api/waitlist/referrals/${code}`).expect(200, { referralCount: 0, tier: 'Standard' });

    const friend = portal({ referredBy: code });
    await post(friend).expect(200);
    // The same friend again, with the code in lower case: still one sign-up, still one referral.
    await post({
      ...friend,
      email: (friend.email as string).toUpperCase(),
      referredBy: code.toLowerCase(),
    }).expect(200);
    // The referrer signing up again with their own code: not a referral.
    await post({ ...referrer, referredBy: code }).expect(200);

    const res = await t.http().get(`/api/waitlist/referrals/${code}`).expect(200);
    expect(res.body).toEqual({ referralCount: 1, tier: 'Standard' });

    const unknown = coach({ referredBy: 'NOPE2345' });
    await post(unknown).expect(200);
    const row = await t.db
      .selectFrom('waitlistSignups')
      .select('referredBy')
      .where('email', '=', unknown.email as string)
      .executeTakeFirstOrThrow();
    expect(row.referredBy).toBeNull();
  });

  it('tiers follow the count: 3 → Early Access', async () => {
    const code = (await post(hsSignup()).expect(200)).body.referralCode as string;
    for (let i = 0; i < 3; i++) await post(hsSignup({ referredBy: code })).expect(200);
    const res = await t.http().get(`/api/waitlist/referrals/${code}`).expect(200);
    expect(res.body).toEqual({ referralCount: 3, tier: 'Early Access' });
  });

  it('an unknown code answers 404', async () => {
    const res = await t.http().get('/api/waitlist/referrals/ZZZZZZZZ').expect(404);
    expect(res.body).toEqual({ error: 'Referral code not found', code: 'NOT_FOUND' });
  });
});

describe('under load', () => {
  it('200 concurrent sign-ups with 20% duplicates give exact counts and unique codes', async () => {
    const before = await t.http().get('/api/waitlist/stats').expect(200);
    const referrerCode = (await post(coach()).expect(200)).body.referralCode as string;
    const uniques = Array.from({ length: 160 }, (_, i) =>
      [hsSignup, portal, coach][i % 3]!({ email: uniqueEmail(`load${i}`), referredBy: referrerCode }),
    );
    // 40 duplicates of the first 40 emails, case-varied, racing their originals.
    const dups = uniques.slice(0, 40).map((u) => ({ ...u, email: ` ${(u.email as string).toUpperCase()}` }));
    const bodies = [...uniques, ...dups].sort(() => Math.random() - 0.5);

    const results = await Promise.all(bodies.map((b) => post(b)));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);

    const codeByEmail = new Map<string, Set<string>>();
    bodies.forEach((b, i) => {
      const email = (b.email as string).trim().toLowerCase();
      const set = codeByEmail.get(email) ?? new Set();
      set.add(results[i]!.body.referralCode);
      codeByEmail.set(email, set);
    });
    expect(codeByEmail.size).toBe(160);
    for (const codes of codeByEmail.values()) expect(codes.size).toBe(1);
    const allCodes = [...codeByEmail.values()].map((s) => [...s][0]);
    expect(new Set(allCodes).size).toBe(160);

    const after = await t.http().get('/api/waitlist/stats').expect(200);
    expect(after.body.total - before.body.total).toBe(161);
    const seg = (k: 'hs' | 'portal' | 'coach') => after.body.bySegment[k] - before.body.bySegment[k];
    expect(seg('hs')).toBe(uniques.filter((u) => u.segment === 'hs').length);
    expect(seg('portal')).toBe(uniques.filter((u) => u.segment === 'portal').length);
    expect(seg('coach')).toBe(uniques.filter((u) => u.segment === 'coach').length + 1);

    const referral = await t.http().get(`/api/waitlist/referrals/${referrerCode}`).expect(200);
    expect(referral.body).toEqual({ referralCount: 160, tier: 'Premium' });

    const events = await t.db
      .selectFrom('telemetryEvents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event', '=', SIGNUP_EVENT)
      .where('userEmail', 'like', 'load%')
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(160);
  });
});

describe('public stats', () => {
  it('answers total and per-segment counts that match the table', async () => {
    const res = await t.http().get('/api/waitlist/stats').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['bySegment', 'total']);
    expect(res.body.total).toBe(await countRows());
    expect(res.body.bySegment.hs + res.body.bySegment.portal + res.body.bySegment.coach).toBe(res.body.total);
  });

  it("show this instance's own sign-ups at once, though the counts are cached", async () => {
    const stats = async () => (await t.http().get('/api/waitlist/stats').expect(200)).body.total as number;
    const before = await stats();
    expect(before).toBe(await countRows());
    for (let i = 0; i < 3; i++) await post(hsSignup({ email: uniqueEmail(`own-${i}`) })).expect(200);
    await Promise.all([
      post(hsSignup({ email: uniqueEmail('own-a') })),
      post(hsSignup({ email: uniqueEmail('own-b') })),
    ]);
    expect(await stats()).toBe(before + 5);
  });

  it('the routes are in the OpenAPI document', async () => {
    const doc = (await t.http().get('/api/openapi.json').expect(200)).body;
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/waitlist',
        '/api/waitlist/stats',
        '/api/waitlist/referrals/{code}',
        '/api/admin/waitlist/stats',
        '/api/admin/waitlist/export.csv',
      ]),
    );
    expect(doc.paths['/api/admin/waitlist/export.csv'].get.responses['200'].content).toHaveProperty(
      'text/csv',
    );
  });
});
