import type { DB } from '../../platform/db';

export function listScholarships(db: DB) {
  return db.selectFrom('scholarships').selectAll().orderBy('deadline', 'asc').orderBy('name').execute();
}
