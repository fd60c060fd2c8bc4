import { sql } from 'kysely';
import type { WaitlistSegment } from '../../../common/constants';
import type { NewWaitlistSignup } from '../../../db/types';
import type { DB as Db } from '../../db';

/**
 * Every column a sign-up sets. `referredBy` is the code as given by the visitor; the
 * statement keeps it only if it belongs to someone else.
 */
export type NewSignupValues = Required<Omit<NewWaitlistSignup, 'id' | 'createdAt' | 'consentAt'>> & {
  segment: WaitlistSegment;
};

/**
 * Insert-or-fetch in ONE statement, race-free under READ COMMITTED: a concurrent
 * sign-up with the same email blocks on the unique index, then takes the update
 * path, which locks and returns the winner's row even though it committed after our
 * snapshot (a DO NOTHING + SELECT would see no row). The no-op update never changes
 * a value; `xmax = 0` is true only for a freshly inserted tuple.
 *
 * `referred_by` is resolved inside the statement: only an existing code owned by a
 * different email counts, so unknown codes and self-referrals are stored as null
 * (and never trip the foreign key).
 */
export async function upsertSignup(
  db: Db,
  values: NewSignupValues,
  // Written in the same statement, only when the sign-up is new.
  event: { event: string; props: Record<string, unknown> },
): Promise<{ referralCode: string; inserted: boolean; xid: string }> {
  const { referredBy, ...rest } = values;
  // One statement, so one round trip and its own transaction: the event exists iff the row is new.
  return db
    .with('signup', (q) =>
      q
        .insertInto('waitlistSignups')
        .values({
          ...rest,
          referredBy: referredBy
            ? q
                .selectFrom('waitlistSignups')
                .select('referralCode')
                .where('referralCode', '=', referredBy)
                .where('email', '<>', values.email)
            : null,
          consentAt: sql<Date>`now()`,
        })
        .onConflict((oc) => oc.column('email').doUpdateSet({ email: (eb) => eb.ref('excluded.email') }))
        .returning([
          'referralCode',
          sql<boolean>`(xmax = 0)`.as('inserted'),
          // The writing transaction's id: the public counts' cache tells from it whether a count
          // it read already holds this sign-up (server/cache.ts).
          sql<string>`pg_current_xact_id()::text`.as('xid'),
        ]),
    )
    .with('signupEvent', (q) =>
      q
        .insertInto('telemetryEvents')
        .columns(['userEmail', 'event', 'props'])
        .expression(
          q
            .selectFrom('signup')
            .select([
              sql<string>`${values.email}::text`.as('userEmail'),
              sql<string>`${event.event}::text`.as('event'),
              sql<string>`${JSON.stringify(event.props)}::text::jsonb`.as('props'),
            ])
            .where('inserted', '=', true),
        ),
    )
    .selectFrom('signup')
    .select(['referralCode', 'inserted', 'xid'])
    .executeTakeFirstOrThrow();
}

/**
 * The counts per segment in one pass, with the snapshot they were counted in (`xmin:xmax:xip,…`),
 * which says exactly which sign-ups the counts hold (server/cache.ts).
 */
export async function countBySegment(
  db: Db,
): Promise<{ counts: Record<WaitlistSegment, number>; snapshot: string }> {
  const count = (segment: WaitlistSegment) =>
    sql<number>`count(*) filter (where segment = ${segment})::int`.as(segment);
  const row = await db
    .selectFrom('waitlistSignups')
    .select([
      count('hs'),
      count('portal'),
      count('coach'),
      sql<string>`pg_current_snapshot()::text`.as('snapshot'),
    ])
    .executeTakeFirstOrThrow();
  const { snapshot, ...counts } = row;
  return { counts, snapshot };
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

export function recentSignups(db: Db, limit: number) {
  return db
    .selectFrom('waitlistSignups')
    .select([
      'id',
      'createdAt',
      'segment',
      'email',
      'name',
      'position',
      'gradYear',
      'currentSchool',
      'coachSchool',
      'referredBy',
    ])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
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
