import { sql } from 'kysely';
import type { Logger } from 'pino';
import { type TScholarshipImportRow, ZScholarshipImportRow } from '../../common/schemas/scholarship';
import { csvRecords } from '../../data/csv';
import type { DB } from '../types';

/**
 * Scholarship reference data: real national programs, each with its official page as `sourceUrl`
 * and, where that page was read for this list, the day it was checked (`checkedOn`; sources in
 * docs/coverage.md). Amounts and GPA minimums are as the programs state them; an amount the page
 * does not confirm, and every deadline (terms change yearly), is left empty rather than guessed.
 * Each names its `audience`: college and graduate awards are never Eligible for a high-school
 * athlete. Examples (`isExample: true`, names start with "Example:") may still come from a CSV import.
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
    // Called "Wendy's High School Heisman" until 2019; the seed renames older rows.
    name: 'Heisman High School Scholarship',
    amount: null,
    deadline: null,
    sport: 'multi-sport',
    division: null,
    requirements: [
      'High-school senior',
      'Plays a school-sanctioned sport',
      'Academics, athletics and community service',
      'Full-time study at an accredited college the following year (one year, not renewable)',
    ],
    minGpa: null,
    minTestScore: null,
    description:
      'State, national-finalist and national-winner scholarships for senior scholar-athletes; the amounts change by year, so check the rules page.',
    sourceUrl: 'https://heismanscholarship.com/about/application-scholarship-rules/',
    audience: 'high-school',
    isExample: false,
    checkedOn: '2026-11-26',
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
  {
    name: 'American Legion Baseball Scholarship',
    amount: '$500 or more; $2,500 or $5,000 more for the All-Academic Team',
    deadline: null,
    sport: 'baseball',
    division: null,
    requirements: [
      "On a current American Legion Baseball team's roster",
      'Nominated by the team manager or head coach',
      'Three letters of recommendation (coach, post officer, community leader)',
      "Sent to the department headquarters of the player's state (postmarked by July 15 in the 2017 and 2021 calls)",
    ],
    minGpa: null,
    minTestScore: null,
    description:
      'Each state department awards its nominee $500 or more; eight of them win $2,500 more at the American Legion World Series, and one $5,000 more.',
    sourceUrl:
      'https://www.legion.org/information-center/news/baseball/2021/june/american-legion-baseball-scholarship-application-open-for-2021',
    audience: 'high-school',
    isExample: false,
    checkedOn: '2026-11-26',
  },
  {
    name: 'Positive Coaching Alliance Triple-Impact Competitor Scholarship',
    amount: '$500–$2,000 (depends on the chapter)',
    deadline: null,
    sport: 'multi-sport',
    division: null,
    requirements: [
      'High-school athlete on a school or club team, living in the U.S.',
      'GPA 2.5 or higher',
      'Essay on making yourself, your teammates and the game better',
      'Three references',
      "Offered through PCA's local chapters: grade, area and dates vary by chapter",
    ],
    minGpa: 2.5,
    minTestScore: null,
    description:
      'Character scholarships for high-school athletes, judged on personal mastery, leadership and honoring the game.',
    sourceUrl: 'https://positivecoach.org/awards-programs/triple-impact-competitor-scholarships/',
    audience: 'high-school',
    isExample: false,
    checkedOn: '2026-11-26',
  },
  {
    name: 'Jack Kent Cooke College Scholarship',
    amount: 'Up to $55,000 per year',
    deadline: null,
    sport: 'multi-sport',
    division: null,
    requirements: [
      'High-school senior who completed four years of high school in the U.S.',
      'Unweighted GPA 3.75 or higher',
      'Unmet financial need; family income up to $95,000',
      'Enrolling at an accredited four-year college the next fall',
    ],
    minGpa: 3.75,
    minTestScore: null,
    description:
      'Need-based scholarship for up to four years of undergraduate study, with college advising (not athletics-specific).',
    sourceUrl: 'https://www.jkcf.org/our-scholarships/college-scholarship-program/faqs/',
    audience: 'high-school',
    isExample: false,
    checkedOn: '2026-11-26',
  },
  {
    name: 'Jack Kent Cooke Undergraduate Transfer Scholarship',
    amount: null,
    deadline: null,
    sport: 'multi-sport',
    division: null,
    requirements: [
      'Community-college or two-year student with sophomore status, or a recent graduate',
      'Cumulative college GPA 3.5 or higher',
      'Never enrolled at a four-year institution',
      'Unmet financial need; income up to $95,000',
      'Transferring full time to a bachelor’s program the next fall',
    ],
    minGpa: 3.5,
    minTestScore: null,
    description:
      'For two-year college students moving to a four-year school, such as a junior-college athlete transferring up (not athletics-specific).',
    sourceUrl: 'https://www.jkcf.org/our-scholarships/undergraduate-transfer-scholarship/faqs/',
    audience: 'college',
    isExample: false,
    checkedOn: '2026-11-26',
  },
];

const RENAMED_HEISMAN = "Wendy's High School Heisman";

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
    checkedOn: r.checkedOn ?? null,
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
        checkedOn: eb.ref('excluded.checkedOn'),
        updatedAt: sql`now()`,
      })),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function seedScholarships(db: DB, log: Pick<Logger, 'info'>): Promise<void> {
  // The built-in examples are gone, and the Heisman award was renamed: a database seeded before
  // keeps neither.
  await db
    .deleteFrom('scholarships')
    .where((eb) =>
      eb.or([
        eb.and([eb('name', 'like', 'Example:%'), eb('isExample', '=', true)]),
        eb('name', '=', RENAMED_HEISMAN),
      ]),
    )
    .execute();
  const n = await upsertScholarships(db, SCHOLARSHIPS);
  log.info(`scholarships: ${n} upserted`);
}

/**
 * CSV columns: name, amount (empty when the official page does not confirm one), deadline
 * (YYYY-MM-DD), sport, division, requirements (separated by ';'), minGpa, minTestScore (ACT 1–36
 * or SAT 400–1600), description, sourceUrl, isExample (true/false), audience (any, high-school,
 * college, graduate; empty is any), checkedOn (YYYY-MM-DD, the day the source was checked). Rows
 * without a sourceUrl must be examples, so an unsourced award can never pass as real.
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
      audience: get('audience') || undefined,
      checkedOn: get('checkedOn'),
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
