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
 * Replace whole match sets, for one athlete or a chunk of them, in a few statements whatever the
 * count (the weekly recompute writes thousands); call inside a transaction. A program that stays
 * in an athlete's set is updated in place (a heap-only update, see the 2330 migration), a new one
 * inserted, and one that left the set deleted. Replacements for one
 * athlete run one at a time (a transaction-scoped advisory lock per athlete, taken in id order so
 * two chunks cannot deadlock): without it, two at once (a double click, or a click during the
 * weekly recompute) could both delete, then collide inserting the same (athlete, program) rows.
 * Each caller leaves one complete set.
 */
export async function replaceMatchSets(
  db: DB,
  sets: readonly { athleteId: string; matches: readonly NewMatch[] }[],
): Promise<void> {
  if (sets.length === 0) return;
  const ids = sets.map((s) => s.athleteId);
  await sql`
    SELECT pg_advisory_xact_lock(hashtextextended('matches:' || id, 0))
    FROM (SELECT id FROM unnest(${ids}::text[]) AS id ORDER BY id) AS ordered`.execute(db);
  // The chunk's rows travel as one JSON document: serialized once, natively, where a parameter
  // per column meant escaping every string into a PostgreSQL array literal (docs/performance.md).
  const rows = sets.flatMap((s) =>
    s.matches.map((m) => ({
      athlete_id: s.athleteId,
      program_id: m.programId,
      fit_score: m.fitScore,
      confidence: m.confidence,
      reasoning: m.reasoning,
      why_bullets: m.whyBullets,
      gaps_bullets: m.gapsBullets,
      breakdown: m.breakdown,
    })),
  );
  // Old rows no longer in the set, found through the index one athlete at a time (each athlete
  // comes with the program ids it keeps). The planner is told so: right after a bulk load its
  // statistics say that any athlete owns 0.5% of the table, and it then joins by reading the
  // whole table (or index) for every chunk.
  const keeps = sets.map((s) => s.matches.map((m) => m.programId).join(','));
  await sql`SELECT set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`.execute(
    db,
  );
  await sql`
    DELETE FROM matches
    WHERE id IN (
      SELECT old.id
      FROM unnest(${ids}::uuid[], ${keeps}::text[]) AS chunk(athlete_id, keep)
      CROSS JOIN LATERAL (
        SELECT m.id, m.program_id FROM matches m WHERE m.athlete_id = chunk.athlete_id) AS old
      WHERE old.program_id <> ALL (string_to_array(chunk.keep, ',')::uuid[]))`.execute(db);
  await sql`SELECT set_config('enable_hashjoin', 'on', true), set_config('enable_mergejoin', 'on', true)`.execute(
    db,
  );
  if (rows.length === 0) return;
  await sql`
    INSERT INTO matches AS m (athlete_id, program_id, fit_score, confidence, reasoning, why_bullets, gaps_bullets, breakdown)
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb) AS t(
      athlete_id uuid, program_id uuid, fit_score int, confidence int, reasoning text,
      why_bullets jsonb, gaps_bullets jsonb, breakdown jsonb)
    ON CONFLICT (athlete_id, program_id) DO UPDATE SET
      fit_score = EXCLUDED.fit_score, confidence = EXCLUDED.confidence, reasoning = EXCLUDED.reasoning,
      why_bullets = EXCLUDED.why_bullets, gaps_bullets = EXCLUDED.gaps_bullets, breakdown = EXCLUDED.breakdown,
      created_at = now()
    -- An unchanged match is not rewritten (most of a week's): no new row version, no WAL.
    WHERE (m.fit_score, m.confidence, m.reasoning, m.why_bullets, m.gaps_bullets, m.breakdown)
      IS DISTINCT FROM (EXCLUDED.fit_score, EXCLUDED.confidence, EXCLUDED.reasoning,
        EXCLUDED.why_bullets, EXCLUDED.gaps_bullets, EXCLUDED.breakdown)`.execute(db);
}

/** One athlete's set (see replaceMatchSets). */
export const replaceMatches = (db: DB, athleteId: string, matches: readonly NewMatch[]) =>
  replaceMatchSets(db, [{ athleteId, matches }]);

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
