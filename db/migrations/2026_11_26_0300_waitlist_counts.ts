import { type Kysely, sql } from 'kysely';

/**
 * Sign-ups per segment, kept by the sign-up statement itself: the public counts are read on every
 * landing view and refreshed after each of this instance's sign-ups, and counting the whole
 * table each time ran the database hot under sign-up load (docs/performance.md).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('waitlist_counts')
    .addColumn('segment', 'text', (c) => c.primaryKey().check(sql`segment IN ('hs','portal','coach')`))
    .addColumn('signups', 'integer', (c) => c.notNull().check(sql`signups >= 0`))
    .execute();
  await sql`
    INSERT INTO waitlist_counts (segment, signups)
    SELECT s.segment, count(w.id)::int
    FROM (VALUES ('hs'), ('portal'), ('coach')) AS s(segment)
    LEFT JOIN waitlist_signups w ON w.segment = s.segment
    GROUP BY s.segment`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waitlist_counts').execute();
}
