import { type Kysely, sql } from 'kysely';

/**
 * The weekly recompute rewrites every athlete's 25 matches. Most of an athlete's programs stay in
 * their set from week to week, so a set is now upserted in place (server/modules/match/match.repo.ts).
 * - Without an index on fit_score, such an update touches no indexed column and PostgreSQL can
 *   make it a heap-only (HOT) update: no index entries to add. Reads of a set go through
 *   (athlete_id, program_id) and sort its 25 rows.
 * - A fill factor of 70 leaves each page room for those updates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('matches_athlete_fit_idx').execute();
  await sql`ALTER TABLE matches SET (fillfactor = 70)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE matches RESET (fillfactor)`.execute(db);
  await db.schema
    .createIndex('matches_athlete_fit_idx')
    .on('matches')
    .columns(['athlete_id', 'fit_score desc'])
    .execute();
}
