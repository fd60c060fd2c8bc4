import type { DB } from '../../db';

export function listScholarships(db: DB) {
  return db.selectFrom('scholarships').selectAll().orderBy('deadline', 'asc').orderBy('name').execute();
}
