/**
 * Roster reference data: data/rosters/<sport>.csv, one row per rostered player without names
 * (data/rosters/SOURCES.md). Each program named in the files gets its rows for each season
 * replaced in one transaction, so a reseed is idempotent and a player dropped from a file goes.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { isProgramSport, PROGRAM_SPORTS } from '../../common/constants';
import { parseCsv } from '../../data/csv';
import { projectFolder } from '../../data/files';
import type { DB } from '../types';
import { plainCsvRecords } from './plain-csv';

export const ROSTERS_DIR = projectFolder('data', 'rosters');
export const ROSTER_HEADER = [
  'sport',
  'division',
  'program_name',
  'state',
  'season',
  'position_group',
  'class_year',
  'height_in',
  'weight_lb',
  'home_state',
  'previous_school_kind',
  'source',
] as const;
/** The files of sports whose sources name previous schools add that school's level last. */
export const ROSTER_HEADER_WITH_LEVEL = [...ROSTER_HEADER, 'previous_school_level'] as const;
/** A roster file's header: the roster header, with or without the previous school's level. */
export const isRosterHeader = (header: readonly string[] | undefined): boolean =>
  [ROSTER_HEADER, ROSTER_HEADER_WITH_LEVEL].some((h) => header?.join(',') === h.join(','));
const CLASS_YEARS = new Set(['FR', 'SO', 'JR', 'SR', 'GR', '']);
const PREVIOUS_KINDS = new Set(['four-year', 'junior-college', 'none', '']);
const PREVIOUS_LEVELS = new Set(['FBS', 'FCS', 'D1', 'D2', 'D3', 'NAIA', 'JUCO', '']);

/** The roster files: one per program sport (aliases, matches and unmatched are review lists). */
export function rosterFiles(): string[] {
  const sports = new Set<string>(PROGRAM_SPORTS);
  return readdirSync(ROSTERS_DIR)
    .filter((f) => f.endsWith('.csv') && sports.has(f.slice(0, -4)))
    .sort();
}

export interface SeedRosterPlayer {
  sport: string;
  programName: string;
  state: string;
  season: string;
  positionGroup: string | null;
  classYear: string | null;
  heightIn: number | null;
  weightLb: number | null;
  homeState: string | null;
  previousSchoolKind: string | null;
  previousSchoolLevel: string | null;
  source: string;
}

const wholeOrNull = (value: string, origin: string, field: string): number | null => {
  if (value === '') return null;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${origin}: ${field} must be a whole number`);
  return n;
};

/** Every roster row, validated; throws on a malformed file so bad data never ships. */
export function readSeedRosters(files: readonly string[] = rosterFiles()): SeedRosterPlayer[] {
  const out: SeedRosterPlayer[] = [];
  for (const file of files) {
    const text = readFileSync(new URL(file, ROSTERS_DIR), 'utf8');
    const header = parseCsv(text.slice(0, text.indexOf('\n') + 1))[0]?.map((h) => h.trim());
    if (!isRosterHeader(header))
      throw new Error(`${file}: header must be ${ROSTER_HEADER.join(',')}[,previous_school_level]`);
    for (const { line, record } of plainCsvRecords(text)) out.push(rosterRecord(record, `${file}:${line}`));
  }
  return out;
}

/** One roster row, checked (the seed files and the operator's import share it); throws with `origin`. */
export function rosterRecord(record: Record<string, string>, origin: string): SeedRosterPlayer {
  const r = record as Record<(typeof ROSTER_HEADER_WITH_LEVEL)[number], string | undefined> &
    Record<(typeof ROSTER_HEADER)[number], string>;
  const level = r.previous_school_level ?? '';
  if (!isProgramSport(r.sport)) throw new Error(`${origin}: unknown sport ${r.sport}`);
  if (!r.program_name || !/^[A-Z]{2}$/.test(r.state) || !/^\d{4}-\d{2}$/.test(r.season))
    throw new Error(`${origin}: program_name, a 2-letter state and a season (2025-26) are required`);
  if (!CLASS_YEARS.has(r.class_year)) throw new Error(`${origin}: unknown class_year ${r.class_year}`);
  if (!PREVIOUS_KINDS.has(r.previous_school_kind))
    throw new Error(`${origin}: unknown previous_school_kind ${r.previous_school_kind}`);
  if (!PREVIOUS_LEVELS.has(level)) throw new Error(`${origin}: unknown previous_school_level ${level}`);
  // A level is that of a college the kind names: a junior college's JUCO, a four-year's any other.
  if (level && (level === 'JUCO') !== (r.previous_school_kind === 'junior-college'))
    throw new Error(
      `${origin}: previous_school_level ${level} does not fit previous_school_kind ${r.previous_school_kind}`,
    );
  if (r.home_state && !/^[A-Z]{2}$/.test(r.home_state))
    throw new Error(`${origin}: home_state must be a 2-letter state code`);
  if (!r.source) throw new Error(`${origin}: source is required`);
  return {
    sport: r.sport,
    programName: r.program_name,
    state: r.state,
    season: r.season,
    positionGroup: r.position_group || null,
    classYear: r.class_year || null,
    heightIn: wholeOrNull(r.height_in, origin, 'height_in'),
    weightLb: wholeOrNull(r.weight_lb, origin, 'weight_lb'),
    homeState: r.home_state || null,
    previousSchoolKind: r.previous_school_kind || null,
    previousSchoolLevel: level || null,
    source: r.source,
  };
}

// Rows per INSERT … SELECT unnest(...): nine array parameters whatever the count, so most files go
// in one statement.
const CHUNK = 100_000;

// Files loaded at once, each in its own transaction on its own connection: PostgreSQL then works on
// two cores while this process parses the next file. More at once outgrows the server's heap cap.
const FILES_AT_ONCE = 2;

/**
 * Loads the given roster files (every sport's by default). A part is a fixture-sized reference set:
 * programs the files leave out keep the rows they hold.
 */
export async function seedRosters(
  db: DB,
  log: Pick<Logger, 'info'>,
  files: readonly string[] = rosterFiles(),
): Promise<void> {
  const started = performance.now();
  const programs = await db.selectFrom('collegePrograms').select(['id', 'sport', 'name', 'state']).execute();
  const idOf = new Map(programs.map((p) => [`${p.sport}\0${p.name}\0${p.state}`, p.id]));
  const queue = [...files];
  const totals = { players: 0, programs: 0, rewritten: 0 };
  const dnaDefinition = createHash('md5').update(dnaStatement([]).compile(db).sql).digest('hex');
  const countedAlike = (await storedDnaDefinition(db)) === dnaDefinition;
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const done = await seedRosterFile(db, file, idOf, countedAlike);
      totals.players += done.players;
      totals.programs += done.programs;
      totals.rewritten += done.rewritten;
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, worker));
  await db
    .insertInto('referenceSeed')
    .values({ name: DNA_SEED_NAME, fingerprint: dnaDefinition })
    .onConflict((oc) => oc.column('name').doUpdateSet({ fingerprint: dnaDefinition, seededAt: new Date() }))
    .execute();
  log.info({ ...totals, ms: Math.round(performance.now() - started) }, 'rosters seeded');
}

/**
 * The roster DNA statement's hash as the last seed stored it. The DNA of a program whose rows did
 * not change is written again only when the statement changed: on a reseed it took most of the time.
 */
const DNA_SEED_NAME = 'roster-dna';
async function storedDnaDefinition(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('referenceSeed')
    .select('fingerprint')
    .where('name', '=', DNA_SEED_NAME)
    .executeTakeFirst();
  return row?.fingerprint ?? null;
}

/**
 * One sport's file: the programs whose rows changed are rewritten with their DNA; the others' DNA
 * is counted again only when the way it is counted changed.
 */
async function seedRosterFile(
  db: DB,
  file: string,
  idOf: ReadonlyMap<string, string>,
  countedAlike: boolean,
): Promise<{ players: number; programs: number; rewritten: number }> {
  const rows = readSeedRosters([file]).map((p) => {
    const programId = idOf.get(`${p.sport}\0${p.programName}\0${p.state}`);
    // The files name programs exactly as data/programs does, so a miss is a broken file.
    if (!programId) throw new Error(`roster of ${p.programName} (${p.state}, ${p.sport}): no such program`);
    return { ...p, programId };
  });
  const programIds = [...new Set(rows.map((r) => r.programId))];
  const changed = await programsToRewrite(db, rows);
  await db.transaction().execute(async (trx) => {
    if (changed.size)
      await replaceRosters(
        trx,
        rows.filter((r) => changed.has(r.programId)),
      );
    if (!countedAlike)
      await writeRosterDna(
        trx,
        programIds.filter((id) => !changed.has(id)),
      );
  });
  return { players: rows.length, programs: programIds.length, rewritten: changed.size };
}

/** One roster row as text, built the same way here and in SQL (`ROW_LINE_SQL`). */
const rowLine = (r: SeedRosterPlayer) =>
  [
    r.season,
    r.positionGroup,
    r.classYear,
    r.heightIn,
    r.weightLb,
    r.homeState,
    r.previousSchoolKind,
    r.source,
    r.previousSchoolLevel,
  ]
    .map((v) => v ?? '')
    .join('|');
const ROW_LINE_SQL = sql`concat_ws('|', season, coalesce(position_group, ''), coalesce(class_year, ''),
  coalesce(height_in::text, ''), coalesce(weight_lb::text, ''), coalesce(home_state, ''),
  coalesce(previous_school_kind, ''), source, coalesce(previous_school_level, ''))`;

/**
 * The programs whose stored rows for the files' seasons differ from the files: a digest of each
 * program's sorted rows on both sides. Rewriting 220,000 unchanged rows took most of a reseed.
 */
async function programsToRewrite(
  db: DB,
  rows: readonly (SeedRosterPlayer & { programId: string })[],
): Promise<Set<string>> {
  const programIds = [...new Set(rows.map((r) => r.programId))];
  const seasons = [...new Set(rows.map((r) => r.season))];
  // COLLATE "C" orders by bytes, as JavaScript's sort does for these ASCII lines.
  const stored = await sql<{ programId: string; digest: string }>`
    SELECT program_id AS "programId",
      md5(string_agg(${ROW_LINE_SQL}, E'\n' ORDER BY ${ROW_LINE_SQL} COLLATE "C")) AS digest
    FROM roster_players
    WHERE program_id = ANY(${programIds}::uuid[]) AND season = ANY(${seasons}::text[])
    GROUP BY program_id`.execute(db);
  const digestOf = new Map(stored.rows.map((r) => [r.programId, r.digest]));
  // A program with no stored rows is rewritten without hashing its file rows: on a first start,
  // that is every program.
  const changed = new Set(programIds.filter((id) => !digestOf.has(id)));
  const lines = new Map<string, string[]>();
  for (const r of rows) {
    if (changed.has(r.programId)) continue;
    const list = lines.get(r.programId);
    if (list) list.push(rowLine(r));
    else lines.set(r.programId, [rowLine(r)]);
  }
  for (const [programId, list] of lines) {
    const digest = createHash('md5').update(list.sort().join('\n')).digest('hex');
    if (digestOf.get(programId) !== digest) changed.add(programId);
  }
  return changed;
}

/**
 * Replace each named program's rows for the seasons given, then its roster DNA; call inside a
 * transaction. Idempotent: the same rows again leave the same table.
 */
export async function replaceRosters(
  trx: DB,
  rows: readonly (SeedRosterPlayer & { programId: string })[],
): Promise<void> {
  const programIds = [...new Set(rows.map((r) => r.programId))];
  const seasons = [...new Set(rows.map((r) => r.season))];
  await trx
    .deleteFrom('rosterPlayers')
    .where('programId', '=', sql<string>`ANY(${programIds}::uuid[])`)
    .where('season', '=', sql<string>`ANY(${seasons}::text[])`)
    .execute();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    const col = <T>(pick: (r: (typeof rows)[number]) => T) => part.map(pick);
    await sql`
        INSERT INTO roster_players (program_id, season, position_group, class_year, height_in, weight_lb,
          home_state, previous_school_kind, source, previous_school_level)
        SELECT * FROM unnest(${col((r) => r.programId)}::uuid[], ${col((r) => r.season)}::text[],
          ${col((r) => r.positionGroup)}::text[], ${col((r) => r.classYear)}::text[],
          ${col((r) => r.heightIn)}::smallint[], ${col((r) => r.weightLb)}::smallint[],
          ${col((r) => r.homeState)}::text[], ${col((r) => r.previousSchoolKind)}::text[],
          ${col((r) => r.source)}::text[], ${col((r) => r.previousSchoolLevel)}::text[])`.execute(trx);
  }
  await writeRosterDna(trx, programIds);
}

/**
 * SPEC's `rosterDna` of each program seeded here: its latest season's roster in counts (players,
 * transfers, home states, and per position group the count, seniors and graduate students,
 * juniors, transfers, and the 10th/50th/90th percentile height), the figures the engine compiles from the
 * same rows. Only rows that change are written.
 */
async function writeRosterDna(trx: DB, programIds: readonly string[]): Promise<void> {
  await dnaStatement(programIds).execute(trx);
}

const dnaStatement = (programIds: readonly string[]) => sql`
    WITH latest AS (
      SELECT program_id, max(season) AS season FROM roster_players
      WHERE program_id = ANY(${programIds}::uuid[]) GROUP BY program_id),
    cur AS (
      SELECT r.* FROM roster_players r JOIN latest l ON l.program_id = r.program_id AND l.season = r.season),
    pos AS (
      SELECT program_id, position_group, jsonb_build_object(
        'count', count(*),
        'departing', count(*) FILTER (WHERE class_year IN ('SR', 'GR')),
        'juniors', count(*) FILTER (WHERE class_year = 'JR'),
        'transfers', count(*) FILTER (WHERE previous_school_kind IN ('four-year', 'junior-college')),
        'withPreviousSchoolKind', count(previous_school_kind),
        'withHeight', count(height_in),
        'heightP10', percentile_disc(0.1) WITHIN GROUP (ORDER BY height_in),
        'heightMedian', percentile_disc(0.5) WITHIN GROUP (ORDER BY height_in),
        'heightP90', percentile_disc(0.9) WITHIN GROUP (ORDER BY height_in)) AS j
      FROM cur WHERE position_group IS NOT NULL GROUP BY program_id, position_group),
    states AS (
      SELECT program_id, home_state, count(*) AS n FROM cur
      WHERE home_state IS NOT NULL GROUP BY program_id, home_state),
    base AS (
      SELECT program_id, min(season) AS season, min(source) AS source, count(*) AS players,
        count(*) FILTER (WHERE previous_school_kind IN ('four-year', 'junior-college')) AS transfers,
        count(previous_school_kind) AS with_previous
      FROM cur GROUP BY program_id),
    dna AS (
      SELECT b.program_id, jsonb_build_object(
        'season', b.season, 'source', b.source, 'players', b.players, 'transfers', b.transfers,
        'withPreviousSchoolKind', b.with_previous,
        'homeStates', COALESCE(hs.j, '{}'::jsonb), 'positions', COALESCE(ps.j, '{}'::jsonb)) AS value
      FROM base b
      LEFT JOIN (SELECT program_id, jsonb_object_agg(home_state, n) AS j FROM states GROUP BY program_id) hs
        ON hs.program_id = b.program_id
      LEFT JOIN (SELECT program_id, jsonb_object_agg(position_group, j) AS j FROM pos GROUP BY program_id) ps
        ON ps.program_id = b.program_id)
    UPDATE college_programs p SET roster_dna = dna.value
    FROM dna WHERE p.id = dna.program_id AND p.roster_dna IS DISTINCT FROM dna.value`;
