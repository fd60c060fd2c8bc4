import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ProgramSport } from '../../../common/constants';
import type { InstitutionInput } from '../../engine';
import type { DB } from '../../platform/db';

/** A sport's programs, each with its institution's admissions and cost (null columns when none). */
export function findProgramsBySport(db: DB, sport: ProgramSport) {
  return db
    .selectFrom('collegePrograms as p')
    .leftJoin('institutions as i', 'i.unitid', 'p.unitid')
    .selectAll('p')
    .select([
      'i.name as instName',
      'i.state as instState',
      'i.admissionRate as instAdmissionRate',
      'i.sat25 as instSat25',
      'i.sat75 as instSat75',
      'i.act25 as instAct25',
      'i.act75 as instAct75',
      'i.testPolicy as instTestPolicy',
      'i.openAdmission as instOpenAdmission',
      'i.costInState as instCostInState',
      'i.costOutOfState as instCostOutOfState',
      'i.graduationRate as instGraduationRate',
      'i.dataYear as instDataYear',
    ])
    .where('p.sport', '=', sport)
    .orderBy('p.name')
    .execute();
}

/** The rostered players of a sport's programs, as the roster summary reads them. */
export function findRosterPlayersBySport(db: DB, sport: ProgramSport) {
  return db
    .selectFrom('rosterPlayers as r')
    .innerJoin('collegePrograms as p', 'p.id', 'r.programId')
    .select([
      'r.programId',
      'r.season',
      'r.positionGroup',
      'r.classYear',
      'r.heightIn',
      'r.weightLb',
      'r.homeState',
      'r.previousSchoolKind',
    ])
    .where('p.sport', '=', sport)
    .execute();
}

/** Needs stated by programs' own staff (issue 35); a change also moves the program's updated_at. */
export function findStatedNeedsBySport(db: DB, sport: ProgramSport) {
  return db
    .selectFrom('programStatedNeeds as n')
    .innerJoin('collegePrograms as p', 'p.id', 'n.programId')
    .select(['n.programId', 'n.position', 'n.graduationYear'])
    .where('p.sport', '=', sport)
    .execute();
}

export type ProgramWithInstitutionRow = Awaited<ReturnType<typeof findProgramsBySport>>[number];

/** The institution columns of a joined row, as the engine reads them; null when no row joined. */
export function institutionOf(r: ProgramWithInstitutionRow): InstitutionInput | null {
  if (r.unitid === null || r.instName === null || r.instDataYear === null) return null;
  return {
    unitid: r.unitid,
    name: r.instName,
    state: r.instState ?? '',
    admissionRate: r.instAdmissionRate,
    sat25: r.instSat25,
    sat75: r.instSat75,
    act25: r.instAct25,
    act75: r.instAct75,
    testPolicy: r.instTestPolicy,
    openAdmission: r.instOpenAdmission,
    costInState: r.instCostInState,
    costOutOfState: r.instCostOutOfState,
    graduationRate: r.instGraduationRate,
    dataYear: r.instDataYear,
  };
}

/**
 * Changes whenever a program of the sport is added, removed or updated (updated_at), or any
 * institution is reseeded: their figures are compiled into the programs too. One statement.
 */
export async function programsFingerprint(db: DB, sport: ProgramSport): Promise<string> {
  const row = await db
    .selectFrom('collegePrograms')
    .select([
      sql<number>`count(*)::int`.as('n'),
      sql<string | null>`max(updated_at)::text`.as('latest'),
      sql<string | null>`(SELECT max(updated_at)::text FROM institutions)`.as('institutions'),
      // A reseed replaces roster rows under new ids, so the largest id moves with any change.
      sql<string | null>`(SELECT max(id)::text FROM roster_players)`.as('rosters'),
    ])
    .where('sport', '=', sport)
    .executeTakeFirst();
  return `${row?.n ?? 0}|${row?.latest ?? ''}|${row?.institutions ?? ''}|${row?.rosters ?? ''}`;
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

/** A stored match as a replacement compares it: its row id, program and content hash. */
export interface StoredMatch {
  id: string;
  athleteId: string;
  programId: string;
  hash: string | null;
}

/**
 * Lock athletes' match sets and read their stored rows; call inside a transaction. Writers of one
 * athlete's set go one at a time (a transaction-scoped advisory lock per athlete, taken in id order
 * so that two chunks cannot deadlock): two at once (a double click, or a click during the weekly
 * recompute) could both read the same stored set, then collide writing it.
 */
export async function lockStoredMatches(db: DB, athleteIds: readonly string[]): Promise<StoredMatch[]> {
  if (athleteIds.length === 0) return [];
  await sql`
    SELECT pg_advisory_xact_lock(hashtextextended('matches:' || id, 0))
    FROM (SELECT id FROM unnest(${athleteIds}::text[]) AS id ORDER BY id) AS ordered`.execute(db);
  // The stored rows, found through the index one athlete at a time. The planner is told so:
  // right after a bulk load its statistics say that any athlete owns 0.5% of the table, and it
  // then joins by reading the whole table (or index) for every chunk.
  await sql`SELECT set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`.execute(
    db,
  );
  const { rows } = await sql<StoredMatch>`
    SELECT m.id, m.athlete_id AS "athleteId", m.program_id AS "programId", m.content_hash AS "hash"
    FROM unnest(${athleteIds}::uuid[]) AS chunk(athlete_id)
    CROSS JOIN LATERAL (
      SELECT id, athlete_id, program_id, content_hash FROM matches m
      WHERE m.athlete_id = chunk.athlete_id) AS m`.execute(db);
  await sql`SELECT set_config('enable_hashjoin', 'on', true), set_config('enable_mergejoin', 'on', true)`.execute(
    db,
  );
  return rows;
}

export async function deleteMatches(db: DB, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await sql`DELETE FROM matches WHERE id = ANY(${ids}::uuid[])`.execute(db);
}

/**
 * Write rows (matchContent's JSON), each new or replacing its athlete's row for the program. An
 * unchanged row is never sent: it gets no new version and no WAL; a changed one is updated in
 * place (heap-only, see the 2330 migration).
 */
export async function upsertMatches(db: DB, json: readonly string[]): Promise<void> {
  if (json.length === 0) return;
  // The rows travel as one JSON document: serialized once, natively, where a parameter per
  // column meant escaping every string into a PostgreSQL array literal (docs/performance.md).
  await sql`
    INSERT INTO matches AS m (athlete_id, program_id, content_hash, fit_score, confidence, reasoning,
      why_bullets, gaps_bullets, breakdown)
    SELECT * FROM jsonb_to_recordset(${`[${json.join(',')}]`}::text::jsonb) AS t(
      athlete_id uuid, program_id uuid, content_hash text, fit_score int, confidence int,
      reasoning text, why_bullets jsonb, gaps_bullets jsonb, breakdown jsonb)
    ON CONFLICT (athlete_id, program_id) DO UPDATE SET
      content_hash = EXCLUDED.content_hash, fit_score = EXCLUDED.fit_score,
      confidence = EXCLUDED.confidence, reasoning = EXCLUDED.reasoning,
      why_bullets = EXCLUDED.why_bullets, gaps_bullets = EXCLUDED.gaps_bullets,
      breakdown = EXCLUDED.breakdown, created_at = now()`.execute(db);
}

/** A match as the matches table stores it: the content is hashed, so an unchanged row is never rewritten. */
export interface MatchContent {
  /** The hash of the content, kept in the row. */
  hash: string;
  /** The row as JSON for upsertMatchRows, made only when it is written. */
  json(): string;
}

/** A match's content, serialized once for its hash and its row both (a weekly chunk hashes 6,250). */
export function matchContent(athleteId: string, m: NewMatch): MatchContent {
  const content = JSON.stringify({
    fit_score: m.fitScore,
    confidence: m.confidence,
    reasoning: m.reasoning,
    why_bullets: m.whyBullets,
    gaps_bullets: m.gapsBullets,
    breakdown: m.breakdown,
  });
  const hash = createHash('sha1').update(content).digest('base64');
  return {
    hash,
    // Ids are UUIDs and the hash base64: nothing in them needs escaping in JSON.
    json: () =>
      `{"athlete_id":"${athleteId}","program_id":"${m.programId}","content_hash":"${hash}",${content.slice(1)}`,
  };
}

export function listMatchesWithPrograms(db: DB, athleteId: string) {
  return db
    .selectFrom('matches as m')
    .innerJoin('collegePrograms as p', 'p.id', 'm.programId')
    .select([
      'm.id',
      'm.programId',
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
      'p.coachTitle',
      'p.questionnaireUrl',
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

/** The athlete's best fits: school, level and Fit only (what the PDF prints). */
export function topMatches(db: DB, athleteId: string, limit: number) {
  return db
    .selectFrom('matches as m')
    .innerJoin('collegePrograms as p', 'p.id', 'm.programId')
    .select(['p.name', 'p.division', 'm.fitScore'])
    .where('m.athleteId', '=', athleteId)
    .orderBy('m.fitScore', 'desc')
    .orderBy('p.name')
    .limit(limit)
    .execute();
}
