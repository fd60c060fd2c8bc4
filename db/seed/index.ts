import type { Logger } from 'pino';
import type { DB } from '../../server/db';
import { seedPrograms } from './programs';
import { seedScholarships } from './scholarships';

/** Idempotent reference-data load (upsert by natural key), run at every start. */
export async function seedReferenceData(db: DB, log: Pick<Logger, 'info'>): Promise<void> {
  await seedPrograms(db, log);
  await seedScholarships(db, log);
}
