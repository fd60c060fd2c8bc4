import { sql } from 'kysely';
import type { WaitlistSegment } from '../../../common/constants';
import type { NewWaitlistSignup } from '../../../db/types';
import type { DB as Db } from '../../platform/db';

/**
 * Every column a sign-up sets. `referredBy` is the code as given by the visitor; the
 * statement keeps it only if it belongs to someone else.
 */
export type NewSignupValues = Required<Omit<NewWaitlistSignup, 'id' | 'createdAt' | 'consentAt'>> & {
  segment: WaitlistSegment;
};

/**
 * The column of each value a sign-up sets (all but `referredBy`, which the statement resolves).
 * A Record, so the compiler insists on every key of NewSignupValues.
 */
const SIGNUP_COLUMNS: Record<Exclude<keyof NewSignupValues, 'referredBy'>, string> = {
  segment: 'segment',
  name: 'name',
  email: 'email',
  state: 'state',
  sport: 'sport',
  xProfileUrl: 'x_profile_url',
  referralCode: 'referral_code',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  gradYear: 'grad_year',
  position: 'position',
  maxprepsUrl: 'maxpreps_url',
  currentSchool: 'current_school',
  eligibilityRemaining: 'eligibility_remaining',
  eduEmail: 'edu_email',
  coachRole: 'coach_role',
  coachSchool: 'coach_school',
  division: 'division',
};
const signupKeys = Object.keys(SIGNUP_COLUMNS) as (keyof typeof SIGNUP_COLUMNS)[];
const signupColumnList = sql.raw(signupKeys.map((k) => SIGNUP_COLUMNS[k]).join(', '));

/**
 * Insert-or-fetch in ONE statement, race-free under READ COMMITTED: a concurrent
 * sign-up with the same email blocks on the unique index, then takes the update
 * path, which locks and returns the winner's row even though it committed after our
 * snapshot (a DO NOTHING + SELECT would see no row). The no-op update never changes
 * a value; `xmax = 0` is true only for a freshly inserted tuple.
 *
 * `referred_by` is resolved inside the statement: only an existing code owned by a
 * different email counts, so unknown codes (a null one included) and self-referrals are
 * stored as null (and never trip the foreign key).
 *
 * A new sign-up is counted in `waitlist_counts` by the same statement, so the public counts are a
 * read of three rows, and exact: concurrent sign-ups queue on their segment's row.
 *
 * Written as SQL rather than with the query builder: building and compiling this statement's
 * syntax tree took about 215 µs of every sign-up, the SQL template 15 µs (docs/performance.md).
 */
export async function upsertSignup(
  db: Db,
  values: NewSignupValues,
  // Written in the same statement, only when the sign-up is new.
  event: { event: string; props: Record<string, unknown> },
): Promise<{ referralCode: string; inserted: boolean }> {
  // One statement, so one round trip and its own transaction: the event exists iff the row is new.
  const { rows } = await sql<{ referralCode: string; inserted: boolean }>`
    with signup as (
      insert into waitlist_signups (${signupColumnList}, referred_by, consent_at)
      values (
        ${sql.join(signupKeys.map((k) => values[k]))},
        (select referral_code from waitlist_signups
          where referral_code = ${values.referredBy} and email <> ${values.email}),
        now()
      )
      on conflict (email) do update set email = excluded.email
      returning referral_code, (xmax = 0) as inserted
    ), counted as (
      update waitlist_counts set signups = signups + 1
      where segment = ${values.segment} and exists (select 1 from signup where inserted)
    ), signup_event as (
      insert into telemetry_events (user_email, event, props)
      select ${values.email}::text, ${event.event}::text, ${JSON.stringify(event.props)}::text::jsonb
      from signup where inserted
    )
    select referral_code, inserted from signup`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the sign-up statement returned no row');
  return row;
}

/** The counts per segment, as the sign-up statement keeps them. */
export async function countBySegment(db: Db): Promise<Record<WaitlistSegment, number>> {
  const rows = await db.selectFrom('waitlistCounts').select(['segment', 'signups']).execute();
  const counts: Record<WaitlistSegment, number> = { hs: 0, portal: 0, coach: 0 };
  for (const row of rows) counts[row.segment] = row.signups;
  return counts;
}

/** Undefined when the code does not exist; otherwise how many sign-ups name it. */
export async function referralCountOf(db: Db, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('waitlistSignups as owner')
    .select((eb) =>
      eb
        .selectFrom('waitlistSignups as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('s.referredBy', '=', 'owner.referralCode')
        .as('n'),
    )
    .where('owner.referralCode', '=', code)
    .executeTakeFirst();
  return row ? (row.n ?? 0) : undefined;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Sign-ups whose address or name holds `q`, or whose own or given referral code starts with it. */
function matching(db: Db, q: string) {
  const query = db.selectFrom('waitlistSignups as s');
  if (!q) return query;
  const part = `%${likeLiteral(q)}%`;
  const start = `${likeLiteral(q)}%`;
  return query.where((eb) =>
    eb.or([
      eb('s.email', 'ilike', part),
      eb('s.name', 'ilike', part),
      eb('s.referralCode', 'ilike', start),
      eb('s.referredBy', 'ilike', start),
    ]),
  );
}

/**
 * The newest sign-ups matching `q` (all for ''), each with its referrer's address when the code it
 * gave is a sign-up's own.
 */
export function signupsPage(db: Db, { q, limit, offset }: { q: string; limit: number; offset: number }) {
  return matching(db, q)
    .leftJoin('waitlistSignups as r', 'r.referralCode', 's.referredBy')
    .select([
      's.id',
      's.createdAt',
      's.segment',
      's.email',
      's.name',
      's.position',
      's.gradYear',
      's.currentSchool',
      's.coachSchool',
      's.referredBy',
      'r.email as referrerEmail',
    ])
    .orderBy('s.createdAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countMatching(db: Db, q: string): Promise<number> {
  const row = await matching(db, q).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

export function topReferrers(db: Db, limit: number) {
  return db
    .selectFrom('waitlistSignups as s')
    .innerJoin('waitlistSignups as r', 'r.referralCode', 's.referredBy')
    .select(['r.email', 'r.referralCode as code', sql<number>`count(*)::int`.as('referralCount')])
    .groupBy(['r.id', 'r.email', 'r.referralCode'])
    .orderBy('referralCount', 'desc')
    .orderBy(sql`min(s.created_at)`)
    .limit(limit)
    .execute();
}

/** Sign-ups per UTC day for the last `days` days, today included; days without sign-ups are 0. */
export async function signupsPerDay(db: Db, days: number): Promise<{ date: string; count: number }[]> {
  const result = await sql<{ date: string; count: number }>`
    WITH bounds AS (SELECT (now() AT TIME ZONE 'UTC')::date AS today),
    per_day AS (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
      FROM waitlist_signups, bounds
      WHERE created_at >= ((bounds.today - ${days - 1}::int)::timestamp AT TIME ZONE 'UTC')
      GROUP BY 1
    )
    SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(per_day.n, 0) AS count
    FROM bounds,
      generate_series((bounds.today - ${days - 1}::int)::timestamp, bounds.today::timestamp, interval '1 day') AS d
      LEFT JOIN per_day ON per_day.day = d::date
    ORDER BY d`.execute(db);
  return result.rows;
}

export const EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'segment',
  'name',
  'email',
  'state',
  'sport',
  'gradYear',
  'position',
  'maxprepsUrl',
  'currentSchool',
  'eligibilityRemaining',
  'eduEmail',
  'coachRole',
  'coachSchool',
  'division',
  'xProfileUrl',
  'referralCode',
  'referredBy',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const;

export function allSignups(db: Db) {
  return db
    .selectFrom('waitlistSignups')
    .select([...EXPORT_COLUMNS])
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
