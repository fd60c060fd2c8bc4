import { sql } from 'kysely';
import type { DB } from '../platform/db';

/** Queries of the weekly recompute (server/jobs/recompute.ts), each one statement per chunk. */

/** Athletes of the chunk that already have this run's history row (done by an earlier delivery). */
export async function athletesDoneInRun(
  db: DB,
  athleteIds: readonly string[],
  runId: string,
): Promise<string[]> {
  if (athleteIds.length === 0) return [];
  const rows = await db
    .selectFrom('scoreHistory')
    .select('athleteId')
    .where('runId', '=', runId)
    .where('athleteId', 'in', athleteIds)
    .execute();
  return rows.map((r) => r.athleteId);
}

export interface RunEntry {
  athleteId: string;
  fitScore: number;
  readinessScore: number;
  matchCount: number;
  programIds: readonly string[];
}

/**
 * The run's history rows, once per athlete: the answer names the athletes this call wrote. An
 * athlete another worker already wrote for this run is left out, and so is its work.
 */
export async function insertRunEntries(
  db: DB,
  runId: string,
  entries: readonly RunEntry[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  const { rows } = await sql<{ athleteId: string }>`
    INSERT INTO score_history (athlete_id, run_id, fit_score, readiness_score, match_count, program_ids)
    SELECT a, ${runId}, f, r, m, string_to_array(p, ',')::uuid[]
    FROM unnest(
      ${entries.map((e) => e.athleteId)}::uuid[], ${entries.map((e) => e.fitScore)}::int[],
      ${entries.map((e) => e.readinessScore)}::int[], ${entries.map((e) => e.matchCount)}::int[],
      ${entries.map((e) => e.programIds.join(','))}::text[]
    ) AS t(a, f, r, m, p)
    ON CONFLICT (athlete_id, run_id) DO NOTHING
    RETURNING athlete_id`.execute(db);
  return rows.map((r) => r.athleteId);
}

/** Each athlete's latest Fit Score from an earlier run. */
export async function previousFits(
  db: DB,
  athleteIds: readonly string[],
  runId: string,
): Promise<Map<string, number>> {
  if (athleteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('scoreHistory')
    .select(['athleteId', 'fitScore'])
    .distinctOn('athleteId')
    .where('athleteId', 'in', athleteIds)
    .where('runId', '<>', runId)
    .orderBy('athleteId')
    .orderBy('createdAt', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.athleteId, r.fitScore]));
}

export function recordEvents(
  db: DB,
  events: readonly { userEmail: string | null; event: string; props: Record<string, unknown> }[],
) {
  if (events.length === 0) return Promise.resolve();
  return db
    .insertInto('telemetryEvents')
    .values([...events])
    .execute();
}

/**
 * Fresh planner statistics for the tables a run rewrites. Right after a bulk load they can say
 * that most of the table belongs to any chunk, and a chunk's statements then scan whole tables.
 */
export async function refreshRunStatistics(db: DB): Promise<void> {
  await sql`ANALYZE matches, score_history`.execute(db);
}
