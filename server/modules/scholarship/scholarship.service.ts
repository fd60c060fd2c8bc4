import type { TScholarship } from '../../../common/schemas/scholarship';
import type { DB } from '../../platform/db';
import { listScholarships } from './scholarship.repo';

const isoDate = (d: Date | string | null): string | null => {
  if (d === null) return null;
  if (typeof d === 'string') return d.slice(0, 10);
  // DATE columns arrive as local-midnight Dates; format without a UTC shift.
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

export async function list(db: DB): Promise<TScholarship[]> {
  const rows = await listScholarships(db);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    amount: r.amount,
    deadline: isoDate(r.deadline),
    sport: r.sport,
    division: r.division,
    requirements: r.requirements,
    minGpa: r.minGpa === null ? null : Number(r.minGpa),
    minTestScore: r.minTestScore,
    description: r.description,
    sourceUrl: r.sourceUrl,
    isExample: r.isExample,
    audience: r.audience,
    checkedOn: isoDate(r.checkedOn),
  }));
}
