import type { Logger } from 'pino';
import type { DB } from '../../server/db';

/** Idempotent reference-data load (upsert by natural key), run at every start. */
export async function seedReferenceData(_db: DB, _log: Pick<Logger, 'info'>): Promise<void> {}
