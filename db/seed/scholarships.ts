import { sql } from 'kysely';
import type { Logger } from 'pino';
import { type TScholarshipImportRow, ZScholarshipImportRow } from '../../common/schemas/scholarship';
import type { DB } from '../types';
import { csvRecords } from './csv';

/**
 * Scholarship reference data: real national programs we are confident exist, each with its
 * official site as `sourceUrl`. Amounts and GPA minimums are as the programs describe them; terms
 * change yearly, so deadlines are left empty rather than guessed. Each names its `audience`:
 * college and graduate awards are never Eligible for a high-school athlete. Examples (`isExample: true`, names start with "Example:") may still come from a CSV import.
 */
export const SCHOLARSHIPS: TScholarshipImportRow[] = [
  {
    name: 'NCAA Postgraduate Scholarship',
    amount: '$10,000',
    deadline: null,
    sport: 'multi-sport',
    division: 'd1',
    requirements: [
      'NCAA student-athlete in the final season of eligibility',
      'Minimum 3.2 cumulative GPA',
      'Nominated by the school',
    ],
    minGpa: 3.2,
    minTestScore: null,
    description:
      'One-time grants for NCAA student-athletes (all three divisions) going on to graduate study.',
    sourceUrl: 'https://www.ncaa.org',
    audience: 'college',
    isExample: false,
  },
  {
    name: 'NCAA Walter Byers Postgraduate Scholarship',
    amount: '$24,000',
    deadline: null,
    sport: 'multi-sport',
    division: 'd1',
    requirements: [
      'NCAA student-athlete',
      'Minimum 3.5 cumulative GPA',
      'Plans for graduate study',
      'Nominated by the school',
    ],
    minGpa: 3.5,
    minTestScore: null,
    description: "The NCAA's highest academic award, for one male and one female student-athlete each year.",
    sourceUrl: 'https://www.ncaa.org',
    audience: 'college',
    isExample: false,
  },
  {
    name: 'National Football Foundation National Scholar-Athlete Award',
    amount: '$18,000 postgraduate scholarship',
    deadline: null,
    sport: 'football',
    division: null,
    requirements: ['College football senior', 'Minimum 3.2 GPA', 'Nominated by the school'],
    minGpa: 3.2,
    minTestScore: null,
    description:
      'National Football Foundation scholar-athlete class; one finalist receives the William V. Campbell Trophy.',
    sourceUrl: 'https://footballfoundation.org',
    audience: 'college',
    isExample: false,
  },
  {
    name: "Wendy's High School Heisman",
    amount: 'Varies',
    deadline: null,
    sport: 'multi-sport',
    division: null,
    requirements: [
      'High-school senior',
      'Plays a school-sanctioned sport',
      'Academics, athletics and community service',
    ],
    minGpa: null,
    minTestScore: null,
    description:
      'National recognition program for high-school senior athletes; check the site for current awards.',
    sourceUrl: 'https://www.wendyshighschoolheisman.com',
    audience: 'high-school',
    isExample: false,
  },
  {
    name: 'Coca-Cola Scholars Program',
    amount: '$20,000',
    deadline: null,
    sport: 'multi-sport',
    division: null,
    requirements: [
      'High-school senior',
      'Minimum 3.0 GPA',
      'Leadership and service (not athletics-specific)',
    ],
    minGpa: 3.0,
    minTestScore: null,
    description: 'Achievement-based scholarship open to high-school seniors, athletes included.',
    sourceUrl: 'https://www.coca-colascholarsfoundation.org',
    audience: 'high-school',
    isExample: false,
  },
];

/** Upsert by name (the natural key); returns how many rows were written. */
export async function upsertScholarships(db: DB, rows: readonly TScholarshipImportRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({
    name: r.name,
    amount: r.amount,
    deadline: r.deadline ?? null,
    sport: r.sport,
    division: r.division ?? null,
    requirements: r.requirements,
    minGpa: r.minGpa ?? null,
    minTestScore: r.minTestScore ?? null,
    description: r.description ?? null,
    sourceUrl: r.sourceUrl ?? null,
    isExample: r.isExample,
    audience: r.audience,
  }));
  const result = await db
    .insertInto('scholarships')
    .values(values)
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({
        amount: eb.ref('excluded.amount'),
        deadline: eb.ref('excluded.deadline'),
        sport: eb.ref('excluded.sport'),
        division: eb.ref('excluded.division'),
        requirements: eb.ref('excluded.requirements'),
        minGpa: eb.ref('excluded.minGpa'),
        minTestScore: eb.ref('excluded.minTestScore'),
        description: eb.ref('excluded.description'),
        sourceUrl: eb.ref('excluded.sourceUrl'),
        isExample: eb.ref('excluded.isExample'),
        audience: eb.ref('excluded.audience'),
        updatedAt: sql`now()`,
      })),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function seedScholarships(db: DB, log: Pick<Logger, 'info'>): Promise<void> {
  // The built-in examples are gone; a database seeded before keeps none of them.
  await db
    .deleteFrom('scholarships')
    .where('name', 'like', 'Example:%')
    .where('isExample', '=', true)
    .execute();
  const n = await upsertScholarships(db, SCHOLARSHIPS);
  log.info(`scholarships: ${n} upserted`);
}

/**
 * CSV columns: name, amount, deadline (YYYY-MM-DD), sport, division, requirements
 * (separated by ';'), minGpa, minTestScore (ACT 1–36 or SAT 400–1600), description,
 * sourceUrl, isExample (true/false). Rows without a sourceUrl must be examples, so
 * an unsourced award can never pass as real.
 */
export function parseScholarshipCsv(text: string): { rows: TScholarshipImportRow[]; errors: string[] } {
  const rows: TScholarshipImportRow[] = [];
  const errors: string[] = [];
  for (const { line, record } of csvRecords(text)) {
    const get = (k: string) => record[k.toLowerCase()] ?? '';
    const isExample = /^(true|yes|1)$/i.test(get('isExample'));
    const parsed = ZScholarshipImportRow.safeParse({
      name: get('name'),
      amount: get('amount'),
      deadline: get('deadline'),
      sport: get('sport'),
      division: get('division') || null,
      requirements: get('requirements')
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean),
      minGpa: get('minGpa') || null,
      minTestScore: get('minTestScore') || null,
      description: get('description') || null,
      sourceUrl: get('sourceUrl') || null,
      isExample,
    });
    if (!parsed.success) {
      errors.push(
        `line ${line}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      );
      continue;
    }
    if (!parsed.data.sourceUrl && !parsed.data.isExample) {
      errors.push(`line ${line}: a real scholarship needs a sourceUrl (or mark it isExample=true)`);
      continue;
    }
    rows.push(parsed.data);
  }
  return { rows, errors };
}
