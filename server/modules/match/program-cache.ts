import { type ProgramSport, SPORT_OF_PROGRAM, SPORT_POSITIONS } from '../../../common/constants';
import type { DB } from '../../db';
import { type CompiledSport, compileSport, programFromRow } from '../../engine';
import { findProgramsBySport, programsFingerprint } from './match.repo';

/** Profile positions that belong to a program sport slug. */
export function positionsForProgramSport(sport: string): readonly string[] {
  const display = SPORT_OF_PROGRAM[sport as ProgramSport];
  return display ? SPORT_POSITIONS[display] : [];
}

interface Entry {
  fingerprint: string;
  compiled: CompiledSport;
  checkedAt: number;
}

/**
 * How long a verified entry is trusted before the fingerprint is read again. Program
 * data is reference data edited by seeds and imports; a second of staleness keeps a
 * database round trip off most previews (bench: scripts/bench/preview.bench.ts).
 */
export const PROGRAM_CACHE_CHECK_MS = 1000;

/**
 * Compiled program vectors per database and sport. At most once per
 * PROGRAM_CACHE_CHECK_MS a one-row fingerprint (count and latest updated_at of the
 * sport's programs) is read, so a change made by any app instance or the seed is
 * picked up within a second; the compile (the expensive part) happens only when the
 * fingerprint moves. The cache is only
 * a speed-up: correctness never depends on it (ARCHITECTURE "Scaling out").
 */
const caches = new WeakMap<DB, Map<string, Entry>>();
const inflight = new WeakMap<DB, Map<string, Promise<Entry>>>();

export async function compiledPrograms(db: DB, sport: string): Promise<CompiledSport> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const recent = cache.get(sport);
  if (recent && Date.now() - recent.checkedAt < PROGRAM_CACHE_CHECK_MS) return recent.compiled;
  const fingerprint = await programsFingerprint(db, sport);
  const hit = cache.get(sport);
  if (hit && hit.fingerprint === fingerprint) {
    hit.checkedAt = Date.now();
    return hit.compiled;
  }

  let pending = inflight.get(db);
  if (!pending) {
    pending = new Map();
    inflight.set(db, pending);
  }
  const key = `${sport}|${fingerprint}`;
  let job = pending.get(key);
  if (!job) {
    job = (async () => {
      const rows = await findProgramsBySport(db, sport);
      const compiled = compileSport(sport, rows.map(programFromRow), positionsForProgramSport(sport));
      const entry = { fingerprint, compiled, checkedAt: Date.now() };
      cache.set(sport, entry);
      return entry;
    })().finally(() => pending.delete(key));
    pending.set(key, job);
  }
  return (await job).compiled;
}

/** Drop compiled vectors (all sports, or one) for a database, e.g. after a bulk import. */
export function invalidateProgramCache(db: DB, sport?: string): void {
  if (sport) caches.get(db)?.delete(sport);
  else caches.delete(db);
}
