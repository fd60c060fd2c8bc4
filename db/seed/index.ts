import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { PLACES_FILE } from '../../data/geo';
import type { DB } from '../types';
import { COST_FILES, seedCosts } from './costs';
import { INSTITUTION_FILES, INSTITUTIONS_DIR, seedInstitutions } from './institutions';
import { PROGRAMS_DIR, seedFiles, seedPrograms } from './programs';
import { ROSTERS_DIR, rosterFiles, seedRosters } from './rosters';
import { seedScholarships } from './scholarships';

const SEED_NAME = 'reference';

export interface SeedOptions {
  /** A bundle's `seedFingerprint`: a seed with the stored one is skipped. */
  fingerprint?: string | null;
  /**
   * The roster files to load, every sport's by default. Tests of the seed's other parts pass a few
   * or none: the rosters are nine tenths of its time.
   */
  rosters?: readonly string[];
}

/**
 * Idempotent reference-data load (upsert by natural key), called at every start.
 *
 * With a fingerprint (a bundled server's, see `seedFingerprint`), a start whose fingerprint is
 * the one stored by the last seed skips it: nothing it would write can differ. Comparing 13,611
 * programs row by row took most of a warm start (docs/performance.md). Without one (the sources
 * run under tsx or Vitest, which cannot vouch for their code), it always seeds and forgets any
 * stored fingerprint, since what it wrote may not be what that fingerprint described.
 */
export async function seedReferenceData(
  db: DB,
  log: Pick<Logger, 'info'>,
  { fingerprint = null, rosters = rosterFiles() }: SeedOptions = {},
): Promise<void> {
  if (fingerprint !== null) {
    const stored = await db
      .selectFrom('referenceSeed')
      .select('fingerprint')
      .where('name', '=', SEED_NAME)
      .executeTakeFirst();
    if (stored?.fingerprint === fingerprint) {
      log.info('reference data unchanged since the last seed: not seeded again');
      return;
    }
  }
  await seedPrograms(db, log);
  // After the programs, so each program (new ones too) gets its institution link.
  await seedInstitutions(db, log);
  // After the institutions: each row points at one by UNITID.
  await seedCosts(db, log);
  await seedScholarships(db, log);
  // After the programs: each roster row points at its program.
  await seedRosters(db, log, rosters);
  if (fingerprint === null) return forgetReferenceSeed(db);
  await db
    .insertInto('referenceSeed')
    .values({ name: SEED_NAME, fingerprint })
    .onConflict((oc) => oc.column('name').doUpdateSet({ fingerprint, seededAt: new Date() }))
    .execute();
}

/**
 * After a write to the seed's tables by other means (an operator import), the next start must
 * seed again, so a reference value the import changed is set back as docs/programs-csv.md says.
 */
export async function forgetReferenceSeed(db: DB): Promise<void> {
  await db.deleteFrom('referenceSeed').where('name', '=', SEED_NAME).execute();
}

/** The data files a seed with these roster files reads at run time. */
export function seedDataFiles(rosters: readonly string[] = rosterFiles()): URL[] {
  return [
    ...seedFiles().map((f) => new URL(f, PROGRAMS_DIR)),
    ...INSTITUTION_FILES.map((f) => new URL(f, INSTITUTIONS_DIR)),
    ...COST_FILES,
    PLACES_FILE,
    ...rosters.map((f) => new URL(f, ROSTERS_DIR)),
  ];
}

/**
 * What the seed would write, as a hash: the bundle's build hash (its code, including the
 * scholarships, the benchmarks and the geo rules) and the data files the seed reads at run time
 * (program CSVs, institutions and their program links, places, rosters),
 * read now, so that a file changed after the build still counts.
 */
export function seedFingerprint(buildInputs: string, dataFiles: readonly URL[] = seedDataFiles()): string {
  const hash = createHash('sha256').update(buildInputs);
  for (const file of dataFiles)
    hash.update('\0').update(path.basename(file.pathname)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}
