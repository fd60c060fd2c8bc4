import { sql } from 'kysely';
import type { DB } from '../../db';

export function findProgramsBySport(db: DB, sport: string) {
  return db.selectFrom('collegePrograms').selectAll().where('sport', '=', sport).orderBy('name').execute();
}

/** Changes whenever a program of the sport is added, removed or updated (updated_at). */
export async function programsFingerprint(db: DB, sport: string): Promise<string> {
  const row = await db
    .selectFrom('collegePrograms')
    .select([sql<number>`count(*)::int`.as('n'), sql<string | null>`max(updated_at)::text`.as('latest')])
    .where('sport', '=', sport)
    .executeTakeFirst();
  return `${row?.n ?? 0}|${row?.latest ?? ''}`;
}

export interface NewMatch {
  programId: string;
  fitScore: number;
  confidence: number;
  reasoning: string;
  whyBullets: string[];
  gapsBullets: string[];
  breakdown: { athletic: number; rosterNeed: number; academic: number; geo: number; sys: number };
}

/**
 * Replace the athlete's whole match set; call inside a transaction. Replacements for one athlete
 * run one at a time (a transaction-scoped advisory lock): without it, two at once (a double click,
 * or a click during the weekly recompute) could both delete, then collide inserting the same
 * (athlete, program) rows. Each caller leaves one complete set.
 */
export async function replaceMatches(db: DB, athleteId: string, matches: readonly NewMatch[]): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`matches:${athleteId}`}, 0))`.execute(db);
  await db.deleteFrom('matches').where('athleteId', '=', athleteId).execute();
  if (matches.length === 0) return;
  await db
    .insertInto('matches')
    .values(
      matches.map((m) => ({
        athleteId,
        programId: m.programId,
        fitScore: m.fitScore,
        confidence: m.confidence,
        reasoning: m.reasoning,
        // Top-level arrays must be cast: postgres.js sends JS arrays as PostgreSQL arrays.
        whyBullets: sql<string[]>`${JSON.stringify(m.whyBullets)}::text::jsonb`,
        gapsBullets: sql<string[]>`${JSON.stringify(m.gapsBullets)}::text::jsonb`,
        breakdown: m.breakdown,
      })),
    )
    .execute();
}

export function listMatchesWithPrograms(db: DB, athleteId: string) {
  return db
    .selectFrom('matches as m')
    .innerJoin('collegePrograms as p', 'p.id', 'm.programId')
    .select([
      'm.id',
      'm.fitScore',
      'm.confidence',
      'm.whyBullets',
      'm.gapsBullets',
      'm.breakdown',
      'p.name',
      'p.division',
      'p.location',
      'p.coachName',
      'p.coachEmail',
      'p.coachPhone',
      'p.programWebsite',
      'p.latitude',
      'p.longitude',
    ])
    .where('m.athleteId', '=', athleteId)
    .orderBy('m.fitScore', 'desc')
    .orderBy('p.name')
    .execute();
}

export function findProgramsByIds(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('collegePrograms').selectAll().where('id', 'in', ids).execute();
}

/** The athlete's two latest weekly recompute rows, newest first. */
export function latestScoreHistory(db: DB, athleteId: string) {
  return db
    .selectFrom('scoreHistory')
    .select(['fitScore', 'createdAt'])
    .where('athleteId', '=', athleteId)
    .orderBy('createdAt', 'desc')
    .limit(2)
    .execute();
}
