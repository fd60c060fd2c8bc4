import { sql } from 'kysely';
import type { DB } from '../../platform/db';

export interface IntakeRow {
  programId: string;
  name: string;
  division: string;
  fit: number;
  season: string | null;
  source: string | null;
  withPreviousKind: string;
  atPosition: string;
  fromFourYear: string;
  /** Level → players at the position from a four-year college of that level (counts as text). */
  fromFourYearLevels: Record<string, string | number>;
  fromJuniorCollege: string;
  statedNeed: boolean;
}

/**
 * For each of the athlete's matched programs, the counts of its latest roster at the position
 * (a pooled group such as 'OH|OPP' counts for each code), those from four-year colleges by their
 * previous program's level, and whether its staff look for transfers there.
 */
export async function intakeOfMatches(db: DB, athleteId: string, position: string): Promise<IntakeRow[]> {
  const { rows } = await sql<IntakeRow>`
    WITH latest AS (
      SELECT program_id, max(season) AS season FROM roster_players
      WHERE program_id IN (SELECT program_id FROM matches WHERE athlete_id = ${athleteId})
      GROUP BY program_id
    )
    SELECT m.program_id AS "programId", p.name, p.division, m.fit_score AS fit, l.season,
      min(r.source) AS source,
      count(r.id) FILTER (WHERE r.previous_school_kind IS NOT NULL) AS "withPreviousKind",
      count(r.id) FILTER (WHERE ${position} = ANY(string_to_array(r.position_group, '|'))) AS "atPosition",
      count(r.id) FILTER (WHERE ${position} = ANY(string_to_array(r.position_group, '|'))
        AND r.previous_school_kind = 'four-year') AS "fromFourYear",
      count(r.id) FILTER (WHERE ${position} = ANY(string_to_array(r.position_group, '|'))
        AND r.previous_school_kind = 'junior-college') AS "fromJuniorCollege",
      (SELECT coalesce(jsonb_object_agg(x.level, x.n), '{}'::jsonb) FROM (
        SELECT r2.previous_school_level AS level, count(*) AS n FROM roster_players r2
        WHERE r2.program_id = m.program_id AND r2.season = l.season
          AND ${position} = ANY(string_to_array(r2.position_group, '|'))
          AND r2.previous_school_kind = 'four-year' AND r2.previous_school_level IS NOT NULL
        GROUP BY r2.previous_school_level) x) AS "fromFourYearLevels",
      EXISTS (SELECT 1 FROM program_transfer_needs n
        WHERE n.program_id = m.program_id AND n.position = ${position}) AS "statedNeed"
    FROM matches m
    JOIN college_programs p ON p.id = m.program_id
    LEFT JOIN latest l ON l.program_id = m.program_id
    LEFT JOIN roster_players r ON r.program_id = m.program_id AND r.season = l.season
    WHERE m.athlete_id = ${athleteId}
    GROUP BY m.program_id, p.name, p.division, m.fit_score, l.season`.execute(db);
  return rows;
}

export function transferNeedsOf(db: DB, programId: string) {
  return db
    .selectFrom('programTransferNeeds')
    .select('position')
    .where('programId', '=', programId)
    .orderBy('position')
    .execute();
}

/** Replaces the program's transfer needs in one transaction. */
export async function replaceTransferNeeds(
  db: DB,
  programId: string,
  positions: readonly string[],
  userId: string,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('programTransferNeeds')
      .where('programId', '=', programId)
      .where('position', 'not in', positions.length > 0 ? [...positions] : [''])
      .execute();
    if (positions.length > 0)
      await trx
        .insertInto('programTransferNeeds')
        .values(positions.map((position) => ({ programId, position, statedBy: userId })))
        // A need already stated keeps its date, so the Monday update tells it once.
        .onConflict((oc) => oc.columns(['programId', 'position']).doNothing())
        .execute();
  });
}

export function findProgramSport(db: DB, programId: string) {
  return db
    .selectFrom('collegePrograms')
    .select(['id', 'sport'])
    .where('id', '=', programId)
    .executeTakeFirst();
}

/** Transfer needs stated since `since`, of the given programs, at a position. */
export function transferNeedsSince(db: DB, programIds: readonly string[], position: string, since: Date) {
  if (programIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('programTransferNeeds as n')
    .innerJoin('collegePrograms as p', 'p.id', 'n.programId')
    .select(['n.programId', 'p.name', 'n.position', 'n.statedAt'])
    .where('n.programId', 'in', [...programIds])
    .where('n.position', '=', position)
    .where('n.statedAt', '>=', since)
    .orderBy('p.name')
    .execute();
}

/** The portal facts of one athlete the Monday update reads. */
export function portalFacts(db: DB, athleteId: string) {
  return db
    .selectFrom('athleteProfiles')
    .select(['portalStatus', 'sport', 'team', 'position', 'currentLevel'])
    .where('id', '=', athleteId)
    .executeTakeFirst();
}

/** The programs on an athlete's list whose Fit is at least `minFit`. */
export async function matchedProgramIds(db: DB, athleteId: string, minFit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('matches')
    .select('programId')
    .where('athleteId', '=', athleteId)
    .where('fitScore', '>=', minFit)
    .execute();
  return rows.map((r) => r.programId);
}
