import { PROGRAM_SPORTS, type ProgramSport, positionsOfProgram } from '../../../common/constants';
import {
  type CompiledSport,
  compileSport,
  programFromRow,
  type RosterPlayerInput,
  summarizeRoster,
} from '../../engine';
import type { DB } from '../../platform/db';
import {
  findProgramsBySport,
  findRosterPlayersBySport,
  findStatedNeedsBySport,
  institutionOf,
  programsFingerprint,
} from './match.repo';

/** Profile positions that belong to a program sport slug. */
export function positionsForProgramSport(sport: ProgramSport): readonly string[] {
  return positionsOfProgram(sport);
}

interface Entry {
  fingerprint: string;
  compiled: CompiledSport;
  checkedAt: number;
  /** The background check (and recompile, when the fingerprint moved) under way, if any. */
  checking?: Promise<void>;
}

/**
 * How often a compiled sport's fingerprint is read again. Program data is reference data edited
 * by seeds and imports; checking once a second keeps a database round trip off most previews
 * (bench: scripts/bench/preview.bench.ts).
 */
export const PROGRAM_CACHE_CHECK_MS = 1000;

/**
 * Compiled program vectors per database and sport. The first call for a sport loads and compiles
 * it (concurrent first calls share the load). After that, callers always get the compiled sport at
 * once, and at most once per PROGRAM_CACHE_CHECK_MS one background check reads the sport's
 * fingerprint (count and latest updated_at) and recompiles when it moved. A change made by any
 * instance or the seed is therefore served within a second plus one check. A check that fails
 * drops the entry, so the next call loads afresh and reports the failure. The cache is only a
 * speed-up: correctness never depends on it (ARCHITECTURE "Scaling out").
 */
type SportCache = Map<ProgramSport, Promise<Entry>>;
const caches = new WeakMap<DB, SportCache>();

async function load(db: DB, sport: ProgramSport, fingerprint?: string): Promise<Entry> {
  // The fingerprint is read before the rows, so the rows are never older than it.
  const current = fingerprint ?? (await programsFingerprint(db, sport));
  const [rows, players, needs] = await Promise.all([
    findProgramsBySport(db, sport),
    findRosterPlayersBySport(db, sport),
    findStatedNeedsBySport(db, sport),
  ]);
  const statedBy = new Map<string, { position: string; graduationYear: number }[]>();
  for (const [programId, list] of groupByProgram(needs))
    statedBy.set(
      programId,
      list.map((n) => ({ position: n.position, graduationYear: n.graduationYear })),
    );
  // The rows themselves, not copies without their programId: a sport has up to 40,000 players.
  const byProgram: Map<string, RosterPlayerInput[]> = groupByProgram(players);
  const programs = rows.map((r) => ({
    ...programFromRow(r),
    institution: institutionOf(r),
    roster: summarizeRoster(byProgram.get(r.id) ?? []),
    statedNeeds: statedBy.get(r.id) ?? null,
  }));
  const compiled = compileSport(sport, programs, positionsForProgramSport(sport));
  return { fingerprint: current, compiled, checkedAt: Date.now() };
}

/** Rows by their programId, in their order. */
function groupByProgram<T extends { programId: string }>(rows: readonly T[]): Map<string, T[]> {
  const by = new Map<string, T[]>();
  for (const row of rows) {
    const list = by.get(row.programId);
    if (list) list.push(row);
    else by.set(row.programId, [row]);
  }
  return by;
}

/** Read the fingerprint in the background; recompile when it moved. */
function check(db: DB, cache: SportCache, sport: ProgramSport, held: Promise<Entry>, entry: Entry): void {
  const stillHeld = () => cache.get(sport) === held;
  entry.checking = (async () => {
    const fingerprint = await programsFingerprint(db, sport);
    if (fingerprint !== entry.fingerprint) {
      const fresh = await load(db, sport, fingerprint);
      if (stillHeld()) cache.set(sport, Promise.resolve(fresh));
    }
    entry.checkedAt = Date.now();
  })()
    .catch(() => {
      if (stillHeld()) cache.delete(sport);
    })
    .finally(() => {
      entry.checking = undefined;
    });
}

export async function compiledPrograms(db: DB, sport: ProgramSport): Promise<CompiledSport> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let pending = cache.get(sport);
  if (!pending) {
    pending = load(db, sport);
    cache.set(sport, pending);
    // A failed load is not kept: the next call tries again.
    pending.catch(() => cache.get(sport) === pending && cache.delete(sport));
  }
  const entry = await pending;
  if (!entry.checking && Date.now() - entry.checkedAt >= PROGRAM_CACHE_CHECK_MS)
    check(db, cache, sport, pending, entry);
  return entry.compiled;
}

/**
 * Every sport compiled, one after another so that only one sport's rows are in memory at a time:
 * a production start does this before /healthz says ready, so no visitor waits for a compile.
 */
export async function compileEverySport(db: DB): Promise<void> {
  for (const sport of PROGRAM_SPORTS) await compiledPrograms(db, sport);
}

/** Drop compiled vectors (all sports, or one) for a database, e.g. after a bulk import. */
export function invalidateProgramCache(db: DB, sport?: ProgramSport): void {
  if (sport) caches.get(db)?.delete(sport);
  else caches.delete(db);
}
