import { sql } from 'kysely';
import type { DB } from '../../platform/db';

/** One real round trip to PostgreSQL. */
export async function ping(db: DB): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
